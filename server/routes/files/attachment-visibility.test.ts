import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { deleteFile, getDownloadUrl, getFile, getFiles, type FileMetadata, type FilePurpose } from '@core/api/files';
import {
  deleteChannel,
  deleteMessage,
  getChannels,
  patchChannel,
  postChannel,
  postDirectChannel,
  postMessage,
  type Channel,
  type Message,
} from '@core/api/messaging';
import type { Organization } from '@core/api/organizations';
import { addMember, createOrganization, type TestUser } from '../../test/factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';
import { postMultipart } from './testing/uploads';

/**
 * Issue 24, item 1: a file attached in a direct message or a group channel was listed by name to
 * every member of the team and its bytes handed out to any of them. A file is seen where it is
 * attached: a message attachment by the readers of its conversation only, and by nobody once the
 * message or the conversation is deleted; photos, logos, course maps and documents by the team.
 */
describe('who sees a file: by its purpose and where it is attached', () => {
  const t = useTestApp();
  let org: Organization;
  let owner: TestUser;
  let coach: TestUser;
  let athlete: TestUser;
  let parent: TestUser;
  let bystander: TestUser;

  const upload = async (as: TestUser, name: string, options: { purpose?: FilePurpose; data?: Buffer; meetId?: string } = {}) => {
    const res = await postMultipart(t.app, as.token, {
      orgId: org.id,
      purpose: options.purpose ?? 'attachment',
      name,
      data: options.data ?? Buffer.from(`contents of ${name}\n`),
      ...(options.meetId ? { customMetadata: JSON.stringify({ meetId: options.meetId }) } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<FileMetadata>();
  };
  const postWith = async (as: TestUser, channelId: string, fileIds: string[]) => {
    const res = await call(t.app, postMessage, {
      as,
      query: { orgId: org.id, channelId },
      body: { text: 'see attached', attachmentIds: fileIds },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Message>();
  };
  const listedTo = async (as: TestUser, search?: string) => {
    const res = await call(t.app, getFiles, { as, query: { orgId: org.id, limit: 200, search } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ items: FileMetadata[]; total: number }>();
  };
  const linkFor = (as: TestUser, fileId: string) => call(t.app, getDownloadUrl, { as, query: { orgId: org.id, fileId } });
  const download = (linkPath: string) => t.app.inject({ method: 'GET', url: linkPath });
  const variant = (linkPath: string) => t.app.inject({ method: 'GET', url: '/api/images/get', query: { url: linkPath, width: '320' } });

  /** What `as` is answered for the file, by every call that lists, shows or hands it out. */
  const access = async (as: TestUser, file: FileMetadata) => {
    const link = await linkFor(as, file.id);
    const bytes = link.statusCode === 200 ? await download(link.json<{ path: string }>().path) : null;
    return {
      listed: (await listedTo(as, file.name)).items.some((f) => f.id === file.id),
      metadata: (await call(t.app, getFile, { as, query: { orgId: org.id, fileId: file.id } })).statusCode,
      link: link.statusCode,
      bytes: bytes?.statusCode ?? null,
    };
  };
  const SEES = { listed: true, metadata: 200, link: 200, bytes: 200 };
  const NOT_FOUND = { listed: false, metadata: 404, link: 404, bytes: null };

  beforeAll(async () => {
    ({ organization: org, owner } = await createOrganization(t));
    coach = await addMember(t, org.id, 'coach');
    athlete = await addMember(t, org.id, 'invitee');
    parent = await addMember(t, org.id, 'invitee');
    bystander = await addMember(t, org.id, 'invitee');
  });

  it('a direct message attachment: its two members list and download it; another athlete, the coach and the owner get 404', async () => {
    const dm = (
      await call(t.app, postDirectChannel, { as: athlete, query: { orgId: org.id }, body: { userIds: [parent.user!.id] } })
    ).json<Channel>();
    const file = await upload(athlete, 'dm-note.txt');
    await postWith(athlete, dm.id, [file.id]);

    for (const member of [athlete, parent]) expect(await access(member, file), member.email).toEqual(SEES);
    for (const other of [bystander, coach, owner]) expect(await access(other, file), other.email).toEqual(NOT_FOUND);
    // the owner may delete any file they see, not one of a conversation they are not in
    expect((await call(t.app, deleteFile, { as: owner, query: { orgId: org.id, fileId: file.id } })).statusCode).toBe(404);

    const link = (await linkFor(parent, file.id)).json<{ path: string }>().path;
    const bytes = await download(link);
    expect(bytes.rawPayload.toString()).toBe('contents of dm-note.txt\n');
  });

  it('a group channel attachment: its members and the staff who moderate it see it; other athletes do not, nor a removed member', async () => {
    const group = (
      await call(t.app, postChannel, { as: coach, query: { orgId: org.id }, body: { name: 'Hurdles', memberUserIds: [athlete.user!.id] } })
    ).json<Channel>();
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#345678' } })
      .png()
      .toBuffer();
    const photo = await upload(coach, 'drill.png', { data: png });
    await postWith(coach, group.id, [photo.id]);

    for (const reader of [coach, athlete, owner]) expect(await access(reader, photo), reader.email).toEqual(SEES);
    for (const other of [parent, bystander]) expect(await access(other, photo), other.email).toEqual(NOT_FOUND);

    // image variants go through a signed link: a member's renders, and follows the membership
    const link = (await linkFor(athlete, photo.id)).json<{ path: string }>().path;
    const rendered = await variant(link);
    expect(rendered.statusCode, rendered.body).toBe(200);
    expect(rendered.headers['content-type']).toBe('image/webp');
    const removed = await call(t.app, patchChannel, {
      as: coach,
      query: { orgId: org.id, channelId: group.id },
      body: { memberUserIds: [] },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await access(athlete, photo)).toEqual(NOT_FOUND);
    // the link handed out before, still within its 5 minutes, no longer serves bytes nor variants
    expect((await download(link)).statusCode).toBe(404);
    expect((await variant(link)).statusCode).toBe(404);
  });

  it('an announcement attachment, a meet document and the team files are seen by every member', async () => {
    const announcements = (await call(t.app, getChannels, { as: coach, query: { orgId: org.id } }))
      .json<{ items: Channel[] }>()
      .items.find((c) => c.kind === 'announcements')!;
    const schedule = await upload(coach, 'schedule.txt');
    await postWith(coach, announcements.id, [schedule.id]);
    const heatSheet = await upload(coach, 'heat-sheet.txt', { meetId: '5b1f0f6e-4d1b-4a8e-9a57-0f6f8f1f2a3b' });
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#abcdef' } })
      .png()
      .toBuffer();
    const shared = [
      schedule,
      heatSheet,
      await upload(coach, 'rules.txt', { purpose: 'document' }),
      await upload(coach, 'portrait.png', { purpose: 'athlete-photo', data: png }),
      await upload(coach, 'course.png', { purpose: 'course-map', data: png }),
      await upload(owner, 'crest.png', { purpose: 'logo', data: png }),
    ];
    for (const file of shared) {
      for (const member of [owner, coach, athlete, bystander])
        expect(await access(member, file), `${file.name} ${member.email}`).toEqual(SEES);
    }
  });

  it('an attachment not posted yet is its uploader’s alone', async () => {
    const draft = await upload(bystander, 'draft.txt');
    expect(await access(bystander, draft)).toEqual(SEES);
    for (const other of [athlete, coach, owner]) expect(await access(other, draft), other.email).toEqual(NOT_FOUND);
  });

  it('once its message is deleted nobody lists or downloads the file, not even with a link handed out before', async () => {
    const dm = (
      await call(t.app, postDirectChannel, { as: parent, query: { orgId: org.id }, body: { userIds: [bystander.user!.id] } })
    ).json<Channel>();
    const file = await upload(parent, 'pickup.txt');
    const message = await postWith(parent, dm.id, [file.id]);
    const link = (await linkFor(bystander, file.id)).json<{ path: string }>().path;
    expect((await download(link)).statusCode).toBe(200);

    const res = await call(t.app, deleteMessage, { as: parent, query: { orgId: org.id, messageId: message.id } });
    expect(res.statusCode, res.body).toBe(200);
    for (const anyone of [parent, bystander, owner]) expect(await access(anyone, file), anyone.email).toEqual(NOT_FOUND);
    expect((await download(link)).statusCode).toBe(404);
  });

  it('once its group channel is deleted nobody lists or downloads the file, its uploader neither', async () => {
    const group = (
      await call(t.app, postChannel, { as: coach, query: { orgId: org.id }, body: { name: 'Relays', memberUserIds: [athlete.user!.id] } })
    ).json<Channel>();
    const file = await upload(athlete, 'legs.txt');
    await postWith(athlete, group.id, [file.id]);
    const link = (await linkFor(coach, file.id)).json<{ path: string }>().path;

    const res = await call(t.app, deleteChannel, { as: coach, query: { orgId: org.id, channelId: group.id } });
    expect(res.statusCode, res.body).toBe(200);
    for (const anyone of [athlete, coach, owner]) expect(await access(anyone, file), anyone.email).toEqual(NOT_FOUND);
    expect((await download(link)).statusCode).toBe(404);
  });

  it('the team files list holds only what the caller may see, and counts only that', async () => {
    const dm = (
      await call(t.app, postDirectChannel, { as: athlete, query: { orgId: org.id }, body: { userIds: [parent.user!.id] } })
    ).json<Channel>();
    const secret = await upload(athlete, 'zz-private-list.txt');
    await postWith(athlete, dm.id, [secret.id]);
    const doc = await upload(athlete, 'zz-public-list.txt', { purpose: 'document' });

    const seenByBystander = await listedTo(bystander, 'zz-');
    expect(seenByBystander.items.map((f) => f.name)).toEqual(['zz-public-list.txt']);
    expect(seenByBystander.total).toBe(1);
    const seenByParent = await listedTo(parent, 'zz-');
    expect(seenByParent.items.map((f) => f.id).sort()).toEqual([secret.id, doc.id].sort());
    expect(seenByParent.total).toBe(2);
    // every file the whole list shows the bystander is one they may open
    const all = await listedTo(bystander);
    expect(all.total).toBe(all.items.length);
    for (const file of all.items) expect((await linkFor(bystander, file.id)).statusCode, file.name).toBe(200);
    expect(all.items.some((f) => f.id === secret.id)).toBe(false);
  });
});
