import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  deleteChannel,
  deleteMessage,
  getChannels,
  getMessages,
  getMessagingSettings,
  getUnread,
  patchChannel,
  patchMessage,
  patchMessagingSettings,
  postChannel,
  postDirectChannel,
  postMessage,
  postRead,
  type Channel,
  type Message,
  type MessagingSettings,
} from '@core/api/messaging';
import type { Organization } from '@core/api/organizations';
import { deleteMember } from '@core/api/members';
import { files } from '../../db/schema';
import { addMember, createOrganization, type TestUser } from '../../test/factories';
import { createAthlete } from '../../test/domain-factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';

type Channels = { items: Channel[]; totalUnread: number };

describe('messaging calls', () => {
  const t = useTestApp();
  let org: Organization;
  let owner: TestUser;
  let admin: TestUser;
  let coach: TestUser;
  let athlete: TestUser;
  let parent: TestUser;
  let outsider: TestUser;
  let otherChannelId: string;

  const channelsOf = async (as: TestUser, orgId = org.id) => {
    const res = await call(t.app, getChannels, { as, query: { orgId } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Channels>();
  };
  const announcementsOf = async (as: TestUser) => (await channelsOf(as)).items.find((c) => c.kind === 'announcements')!;
  const post = async (as: TestUser, channelId: string, text: string) => {
    const res = await call(t.app, postMessage, { as, query: { orgId: org.id, channelId }, body: { text } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Message>();
  };
  const setPolicy = async (directMessages: MessagingSettings['directMessages']) => {
    const res = await call(t.app, patchMessagingSettings, { as: owner, query: { orgId: org.id }, body: { directMessages } });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    ({ organization: org, owner } = await createOrganization(t));
    admin = await addMember(t, org.id, 'admin');
    coach = await addMember(t, org.id, 'coach');
    athlete = await addMember(t, org.id, 'invitee');
    parent = await addMember(t, org.id, 'invitee');
    const other = await createOrganization(t);
    outsider = other.owner;
    otherChannelId = (await channelsOf(outsider, other.organization.id)).items[0]!.id;
  });

  it('every member reads the announcements channel; only owners, admins and coaches post in it', async () => {
    expect((await call(t.app, getChannels, { query: { orgId: org.id } })).statusCode).toBe(401);
    expect((await call(t.app, getChannels, { as: coach, query: { orgId: 'nope' } })).json()).toMatchObject({
      statusCode: 400,
      field: 'query.orgId',
    });
    expect((await call(t.app, getChannels, { as: outsider, query: { orgId: org.id } })).statusCode).toBe(404);
    const announcements = await announcementsOf(athlete);
    expect(announcements).toMatchObject({ kind: 'announcements', canPost: false, isMember: false });
    expect((await announcementsOf(coach)).canPost).toBe(true);
    // the channel is created once, whoever asks first
    expect((await announcementsOf(owner)).id).toBe(announcements.id);

    const refused = await call(t.app, postMessage, {
      as: athlete,
      query: { orgId: org.id, channelId: announcements.id },
      body: { text: 'hi all' },
    });
    expect(refused.statusCode).toBe(403);
    for (const who of [owner, admin, coach]) await post(who, announcements.id, 'Practice at 4');
    // another team's channel is not found, whoever asks
    const foreign = await call(t.app, postMessage, { as: coach, query: { orgId: org.id, channelId: otherChannelId }, body: { text: 'x' } });
    expect(foreign.statusCode).toBe(404);
    expect((await call(t.app, getMessages, { as: coach, query: { orgId: org.id, channelId: otherChannelId } })).statusCode).toBe(404);
    expect(
      (await call(t.app, postMessage, { as: coach, query: { orgId: org.id, channelId: announcements.id }, body: { text: '   ' } })).json(),
    ).toMatchObject({
      statusCode: 400,
      field: 'body.text',
    });
    expect(
      (
        await call(t.app, postMessage, {
          as: coach,
          query: { orgId: org.id, channelId: announcements.id },
          body: { text: 'x'.repeat(4001) },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('stores and returns markup payloads exactly as text', async () => {
    const announcements = await announcementsOf(coach);
    const payloads = ['<img src=x onerror=alert(1)>', '<script>alert("x")</script>', '"><svg onload=alert(1)>', '[x](javascript:alert(1))'];
    for (const text of payloads) {
      const saved = await post(coach, announcements.id, text);
      expect(saved.text).toBe(text);
    }
    const page = (await call(t.app, getMessages, { as: athlete, query: { orgId: org.id, channelId: announcements.id, limit: 4 } })).json<{
      items: Message[];
    }>();
    expect(page.items.map((m) => m.text).reverse()).toEqual(payloads);
  });

  it('group channels: coaches create them from picked members and event groups; members post; others do not see them', async () => {
    await createAthlete(t, org.id, coach.token, { eventGroups: ['distance'], userId: athlete.user!.id });
    expect((await call(t.app, postChannel, { as: athlete, query: { orgId: org.id }, body: { name: 'Distance' } })).statusCode).toBe(403);
    expect((await call(t.app, postChannel, { as: coach, query: { orgId: org.id }, body: { name: 'D' } })).json()).toMatchObject({
      field: 'body.name',
    });
    expect(
      (
        await call(t.app, postChannel, {
          as: coach,
          query: { orgId: org.id },
          body: { name: 'Distance', memberUserIds: [outsider.user!.id] },
        })
      ).statusCode,
    ).toBe(404);

    const res = await call(t.app, postChannel, {
      as: coach,
      query: { orgId: org.id },
      body: { name: 'Distance', eventGroups: ['distance'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const distance = res.json<Channel>();
    expect(distance.members.map((m) => m.userId).sort()).toEqual([coach.user!.id, athlete.user!.id].sort());
    expect(distance).toMatchObject({ kind: 'group', name: 'Distance', eventGroups: ['distance'], canPost: true });

    await post(athlete, distance.id, 'Long run Saturday?');
    // the parent is not a member: the channel does not exist for them
    expect((await channelsOf(parent)).items.some((c) => c.id === distance.id)).toBe(false);
    expect((await call(t.app, getMessages, { as: parent, query: { orgId: org.id, channelId: distance.id } })).statusCode).toBe(404);
    expect(
      (await call(t.app, postMessage, { as: parent, query: { orgId: org.id, channelId: distance.id }, body: { text: 'x' } })).statusCode,
    ).toBe(404);
    // staff moderate every group channel
    expect((await channelsOf(admin)).items.find((c) => c.id === distance.id)).toMatchObject({ isMember: false, canPost: true });

    const renamed = await call(t.app, patchChannel, {
      as: coach,
      query: { orgId: org.id, channelId: distance.id },
      body: { name: 'Distance crew', memberUserIds: [parent.user!.id] },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(
      renamed
        .json<Channel>()
        .members.map((m) => m.userId)
        .sort(),
    ).toEqual([coach.user!.id, athlete.user!.id, parent.user!.id].sort());
    expect(
      (await call(t.app, patchChannel, { as: athlete, query: { orgId: org.id, channelId: distance.id }, body: { name: 'Mine' } }))
        .statusCode,
    ).toBe(403);
    expect((await call(t.app, deleteChannel, { as: athlete, query: { orgId: org.id, channelId: distance.id } })).statusCode).toBe(403);
    const announcements = await announcementsOf(coach);
    expect((await call(t.app, deleteChannel, { as: coach, query: { orgId: org.id, channelId: announcements.id } })).statusCode).toBe(400);
    expect((await call(t.app, deleteChannel, { as: coach, query: { orgId: org.id, channelId: distance.id } })).statusCode).toBe(200);
    expect((await call(t.app, getMessages, { as: coach, query: { orgId: org.id, channelId: distance.id } })).statusCode).toBe(404);
  });

  describe('direct messages', () => {
    it('only between members of the team; private to their members', async () => {
      const open = (as: TestUser, userIds: string[]) => call(t.app, postDirectChannel, { as, query: { orgId: org.id }, body: { userIds } });
      expect((await open(athlete, [outsider.user!.id])).statusCode).toBe(404);
      expect((await open(athlete, [athlete.user!.id])).statusCode).toBe(400);
      expect((await open(athlete, ['x'])).json()).toMatchObject({ statusCode: 400, field: 'body.userIds.0' });
      const dm = await open(athlete, [parent.user!.id]);
      expect(dm.statusCode, dm.body).toBe(200);
      const channel = dm.json<Channel>();
      // opening it again (from either side) finds the same conversation
      expect((await open(parent, [athlete.user!.id])).json<Channel>().id).toBe(channel.id);
      await post(parent, channel.id, 'ride to the meet?');
      // not even the owner reads someone else's direct messages
      expect((await call(t.app, getMessages, { as: owner, query: { orgId: org.id, channelId: channel.id } })).statusCode).toBe(404);
      expect((await channelsOf(coach)).items.some((c) => c.id === channel.id)).toBe(false);
    });

    it('the team policy: a second adult by default, off, or open (owners and admins decide)', async () => {
      const open = (as: TestUser, userIds: string[]) => call(t.app, postDirectChannel, { as, query: { orgId: org.id }, body: { userIds } });
      const settings = await call(t.app, getMessagingSettings, { as: athlete, query: { orgId: org.id } });
      expect(settings.json()).toEqual({ directMessages: 'two-adults', emailAnnouncements: false, canEditPolicy: false });
      expect(
        (await call(t.app, patchMessagingSettings, { as: coach, query: { orgId: org.id }, body: { directMessages: 'open' } })).statusCode,
      ).toBe(403);
      expect(
        (await call(t.app, patchMessagingSettings, { as: owner, query: { orgId: org.id }, body: { directMessages: 'sometimes' } }))
          .statusCode,
      ).toBe(400);

      const alone = await open(coach, [athlete.user!.id]);
      expect(alone.statusCode).toBe(403);
      expect(alone.json<{ message: string }>().message).toMatch(/second coach/);
      const withTwo = await open(coach, [athlete.user!.id, admin.user!.id]);
      expect(withTwo.statusCode, withTwo.body).toBe(200);
      const three = withTwo.json<Channel>();
      expect(three.canPost).toBe(true);
      await post(athlete, three.id, 'Can I skip practice Friday?');

      await setPolicy('off');
      expect((await open(coach, [athlete.user!.id, admin.user!.id])).statusCode).toBe(403);
      // the existing conversation stays readable but nobody posts in it while the policy is off
      expect((await channelsOf(athlete)).items.find((c) => c.id === three.id)!.canPost).toBe(false);
      expect(
        (await call(t.app, postMessage, { as: coach, query: { orgId: org.id, channelId: three.id }, body: { text: 'x' } })).statusCode,
      ).toBe(403);
      // invitees among themselves and staff among themselves are not restricted
      expect((await open(athlete, [parent.user!.id])).statusCode).toBe(200);
      expect((await open(coach, [admin.user!.id])).statusCode).toBe(200);

      await setPolicy('open');
      expect((await open(coach, [athlete.user!.id])).statusCode).toBe(200);
      await setPolicy('two-adults');
    });
  });

  it('pages back through history with a cursor, newest first, unaffected by new posts', async () => {
    const group = (
      await call(t.app, postChannel, { as: coach, query: { orgId: org.id }, body: { name: 'Paging', memberUserIds: [athlete.user!.id] } })
    ).json<Channel>();
    const sent: string[] = [];
    for (let i = 1; i <= 7; i++) sent.push((await post(i % 2 ? coach : athlete, group.id, `message ${i}`)).id);
    const pages: string[][] = [];
    let before: string | null = null;
    do {
      const res: { statusCode: number; body: string; json: <T>() => T } = await call(t.app, getMessages, {
        as: athlete,
        query: { orgId: org.id, channelId: group.id, limit: 3, ...(before ? { before } : {}) },
      });
      expect(res.statusCode, res.body).toBe(200);
      const page: { items: Message[]; nextBefore: string | null } = res.json();
      pages.push(page.items.map((m) => m.id));
      if (pages.length === 1) await post(coach, group.id, 'posted while paging');
      before = page.nextBefore;
    } while (before);
    const newestFirst = [...sent].reverse();
    expect(pages).toEqual([newestFirst.slice(0, 3), newestFirst.slice(3, 6), newestFirst.slice(6)]);
    expect(
      (await call(t.app, getMessages, { as: athlete, query: { orgId: org.id, channelId: group.id, before: otherChannelId } })).json(),
    ).toMatchObject({
      statusCode: 400,
      field: 'query.before',
    });
    expect((await call(t.app, getMessages, { as: athlete, query: { orgId: org.id, channelId: group.id, limit: 101 } })).statusCode).toBe(
      400,
    );
  });

  it('counts unread messages per channel and in total, and keeps read state per member', async () => {
    const team = await createOrganization(t);
    const o = team.organization.id;
    const c = await addMember(t, o, 'coach');
    const a = await addMember(t, o, 'invitee');
    const b = await addMember(t, o, 'invitee');
    const list = async (as: TestUser) => (await call(t.app, getChannels, { as, query: { orgId: o } })).json<Channels>();
    const send = async (as: TestUser, channelId: string, text: string) =>
      (await call(t.app, postMessage, { as, query: { orgId: o, channelId }, body: { text } })).json<Message>();
    const ann = (await list(c)).items[0]!;
    const group = (
      await call(t.app, postChannel, { as: c, query: { orgId: o }, body: { name: 'Throws', memberUserIds: [a.user!.id] } })
    ).json<Channel>();
    const sent = [await send(c, ann.id, 'one'), await send(c, ann.id, 'two'), await send(team.owner, ann.id, 'three')];
    await send(a, group.id, 'mine');
    await send(c, group.id, 'g1');
    const deleted = await send(c, group.id, 'g2');
    await call(t.app, deleteMessage, { as: c, query: { orgId: o, messageId: deleted.id } });

    // independent count: messages by others, not deleted, after the member's last read or post, in channels they read
    const counts = (l: Channels) => Object.fromEntries(l.items.map((ch) => [ch.name || ch.kind, ch.unreadCount]));
    expect(counts(await list(a))).toEqual({ announcements: 3, Throws: 1 });
    expect((await list(a)).totalUnread).toBe(4);
    expect(counts(await list(b))).toEqual({ announcements: 3 });
    expect(counts(await list(c))).toEqual({ announcements: 1, Throws: 0 });

    const read = await call(t.app, postRead, { as: a, query: { orgId: o, channelId: ann.id }, body: { messageId: sent[1]!.id } });
    expect(read.json()).toEqual({ unreadCount: 1, totalUnread: 2 });
    // marking an older message read never moves the mark back
    await call(t.app, postRead, { as: a, query: { orgId: o, channelId: ann.id }, body: { messageId: sent[0]!.id } });
    expect(counts(await list(a))).toEqual({ announcements: 1, Throws: 1 });
    expect(counts(await list(b))).toEqual({ announcements: 3 });
    expect(
      (await call(t.app, postRead, { as: a, query: { orgId: o, channelId: group.id }, body: { messageId: sent[0]!.id } })).statusCode,
    ).toBe(400);
    expect(
      (await call(t.app, postRead, { as: b, query: { orgId: o, channelId: group.id }, body: { messageId: deleted.id } })).statusCode,
    ).toBe(404);

    const unread = (await call(t.app, getUnread, { as: a, query: { orgId: o } })).json<{
      totalUnread: number;
      latest: { channelName: string; message: Message }[];
    }>();
    expect(unread.totalUnread).toBe(2);
    expect(unread.latest.map((u) => u.message.text)).toEqual(['g1', 'three']);
    expect((await call(t.app, getUnread, { as: outsider, query: { orgId: o } })).statusCode).toBe(404);
  });

  it('edits and deletes: your own; owners, admins and coaches remove any', async () => {
    const ann = await announcementsOf(coach);
    const dm = (
      await call(t.app, postDirectChannel, { as: athlete, query: { orgId: org.id }, body: { userIds: [parent.user!.id] } })
    ).json<Channel>();
    const mine = await post(athlete, dm.id, 'see you at 5');
    const edit = (as: TestUser, messageId: string, text: string) =>
      call(t.app, patchMessage, { as, query: { orgId: org.id, messageId }, body: { text } });
    const remove = (as: TestUser, messageId: string) => call(t.app, deleteMessage, { as, query: { orgId: org.id, messageId } });

    const edited = await edit(athlete, mine.id, 'see you at 6');
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Message>()).toMatchObject({ text: 'see you at 6', editedAt: expect.any(String), deletedAt: null });
    expect((await edit(parent, mine.id, 'no')).statusCode).toBe(403);
    expect((await edit(athlete, mine.id, '')).json()).toMatchObject({ statusCode: 400, field: 'body.text' });
    expect((await edit(athlete, randomUUID(), 'x')).statusCode).toBe(404);
    expect((await edit(coach, mine.id, 'x')).statusCode).toBe(404); // a direct conversation the coach is not in
    expect((await remove(parent, mine.id)).statusCode).toBe(403);

    const announcement = await post(coach, ann.id, 'Bus leaves 7:00');
    expect((await edit(admin, announcement.id, 'x')).statusCode).toBe(403);
    expect((await remove(athlete, announcement.id)).statusCode).toBe(403);
    const removed = await remove(admin, announcement.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<Message>()).toMatchObject({ text: '', attachments: [], deletedAt: expect.any(String) });
    expect((await edit(coach, announcement.id, 'back')).statusCode).toBe(409);
    expect((await remove(athlete, mine.id)).json<Message>().deletedAt).not.toBeNull();
    expect((await call(t.app, deleteMessage, { as: outsider, query: { orgId: org.id, messageId: mine.id } })).statusCode).toBe(404);
  });

  it("a message's updated_at (its version for live sockets) grows with every change, even when the clock is behind the last one", async () => {
    const ann = await announcementsOf(coach);
    const sent = await post(coach, ann.id, 'Warm-up at 4');
    const version = async () =>
      (
        await t.pool.query<{ v: string }>(
          `select to_char(updated_at, 'YYYY-MM-DD HH24:MI:SS.US') as v from messaging_messages where id = $1`,
          [sent.id],
        )
      ).rows[0]!.v;
    // the last change as a transaction that started later but committed first leaves it: ahead of now()
    await t.pool.query(`update messaging_messages set updated_at = now() + interval '1 minute' where id = $1`, [sent.id]);
    const ahead = await version();
    const edited = await call(t.app, patchMessage, {
      as: coach,
      query: { orgId: org.id, messageId: sent.id },
      body: { text: 'Warm-up at 4:15' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const afterEdit = await version();
    expect(afterEdit > ahead, `${afterEdit} after ${ahead}`).toBe(true);
    expect((await call(t.app, deleteMessage, { as: coach, query: { orgId: org.id, messageId: sent.id } })).statusCode).toBe(200);
    const afterDelete = await version();
    expect(afterDelete > afterEdit, `${afterDelete} after ${afterEdit}`).toBe(true);
  });

  it('attachments: files the poster uploaded to this team only', async () => {
    const ann = await announcementsOf(coach);
    const file = async (by: TestUser, organizationId: string) => {
      const id = randomUUID();
      await t.db.insert(files).values({
        id,
        organizationId,
        uploadedBy: by.user!.id,
        purpose: 'attachment',
        bucket: 'test',
        fullPath: `test/${id}`,
        name: 'heat-sheet.pdf',
        size: 1234,
        contentType: 'application/pdf',
        md5Hash: 'x',
      });
      return id;
    };
    const own = await file(coach, org.id);
    const res = await call(t.app, postMessage, {
      as: coach,
      query: { orgId: org.id, channelId: ann.id },
      body: { text: '', attachmentIds: [own] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Message>()).toMatchObject({
      text: '',
      attachments: [{ id: own, name: 'heat-sheet.pdf', size: 1234, contentType: 'application/pdf' }],
    });
    const someoneElses = await file(admin, org.id);
    const refused = await call(t.app, postMessage, {
      as: coach,
      query: { orgId: org.id, channelId: ann.id },
      body: { text: 'x', attachmentIds: [someoneElses] },
    });
    expect(refused.json()).toMatchObject({ statusCode: 400, field: 'body.attachmentIds' });
    expect(
      (await call(t.app, postMessage, { as: coach, query: { orgId: org.id, channelId: ann.id }, body: { text: '' } })).statusCode,
    ).toBe(400);
  });

  it('deleting a message deletes its attached files, rows and bytes, but never a meet document nor a file another message shows', async () => {
    const ann = await announcementsOf(coach);
    const stored = async (customMetadata: Record<string, string> = {}) => {
      const id = randomUUID();
      const bytes = Buffer.from(`bytes of ${id}`);
      const info = { contentType: 'application/pdf', size: bytes.length, md5Base64: createHash('md5').update(bytes).digest('base64') };
      await t.app.storage.backend.putBuffer(`test/${id}`, bytes, info);
      await t.db.insert(files).values({
        id,
        organizationId: org.id,
        uploadedBy: coach.user!.id,
        purpose: 'attachment',
        bucket: 'test',
        fullPath: `test/${id}`,
        name: 'heat-sheet.pdf',
        size: bytes.length,
        contentType: 'application/pdf',
        md5Hash: 'x',
        customMetadata,
      });
      return id;
    };
    const postWith = async (attachmentIds: string[]) => {
      const res = await call(t.app, postMessage, {
        as: coach,
        query: { orgId: org.id, channelId: ann.id },
        body: { text: 'files', attachmentIds },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Message>();
    };
    const rowExists = async (id: string) => (await t.db.select({ id: files.id }).from(files).where(eq(files.id, id))).length === 1;
    const bytesExist = async (id: string) => {
      try {
        (await t.app.storage.backend.read(`test/${id}`)).destroy();
        return true;
      } catch {
        return false;
      }
    };
    const only = await stored();
    const shared = await stored();
    const meetDocument = await stored({ meetId: randomUUID() });
    const first = await postWith([only, shared, meetDocument]);
    await postWith([shared]);

    const res = await call(t.app, deleteMessage, { as: coach, query: { orgId: org.id, messageId: first.id } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowExists(only)).toBe(false);
    expect(await bytesExist(only)).toBe(false);
    expect(await rowExists(shared)).toBe(true);
    expect(await bytesExist(shared)).toBe(true);
    expect(await rowExists(meetDocument)).toBe(true);
    expect(await bytesExist(meetDocument)).toBe(true);
  });

  it('emails a copy of announcements to members who asked for one', async () => {
    const optIn = await call(t.app, patchMessagingSettings, { as: parent, query: { orgId: org.id }, body: { emailAnnouncements: true } });
    expect(optIn.json<MessagingSettings>()).toMatchObject({ emailAnnouncements: true, directMessages: 'two-adults' });
    const ann = await announcementsOf(coach);
    await post(coach, ann.id, 'Meet moved to <Saturday> & starts at 9');
    const folder = path.join(t.dataDir, 'mail');
    let mails: { kind: string; to: string; text: string; html: string }[] = [];
    for (let i = 0; i < 50 && mails.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      try {
        // the copies only: members with no browser subscribed also get the announcement's notice (server/notifications)
        mails = readdirSync(folder)
          .map((f) => JSON.parse(readFileSync(path.join(folder, f), 'utf8')) as { kind: string; to: string; text: string; html: string })
          .filter((m) => m.kind === 'announcement-copy');
      } catch {
        // not written yet
      }
    }
    expect(mails.map((m) => m.to)).toEqual([parent.email]);
    expect(mails[0]!.text).toContain('Meet moved to <Saturday> & starts at 9');
    expect(mails[0]!.html).toContain('Meet moved to &lt;Saturday&gt; &amp; starts at 9');
  });

  it('a member who leaves the team drops out of its channels', async () => {
    const leaver = await addMember(t, org.id, 'invitee');
    const group = (
      await call(t.app, postChannel, { as: coach, query: { orgId: org.id }, body: { name: 'Jumps', memberUserIds: [leaver.user!.id] } })
    ).json<Channel>();
    expect(group.members.some((m) => m.userId === leaver.user!.id)).toBe(true);
    expect((await call(t.app, deleteMember, { as: leaver, query: { orgId: org.id, memberId: leaver.user!.id } })).statusCode).toBe(200);
    expect((await call(t.app, getChannels, { as: leaver, query: { orgId: org.id } })).statusCode).toBe(404);
    expect((await channelsOf(coach)).items.find((c) => c.id === group.id)!.members.some((m) => m.userId === leaver.user!.id)).toBe(false);
  });
});
