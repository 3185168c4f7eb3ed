import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { patchChannel, postChannel, postDirectChannel, postMessage, postRead, type Channel, type Message } from '@core/api/messaging';
import { patchRelayEntry, postMeetEventsCopy } from '@core/api/meets';
import type { Organization } from '@core/api/organizations';
import { files } from '../db/schema';
import { addMeetEvent, createAthlete, createMeet, enterRelay } from '../test/domain-factories';
import { addMember, createOrganization, type TestUser } from '../test/factories';
import { call } from '../test/http';
import { useTestApp } from '../test/test-app';

/** The tables whose rows reach their team through a parent row too, and the trigger that fills a missing team for the previous release (migration 0032). */
const CHILD_TABLES = ['messaging_attachments', 'messaging_channel_members', 'messaging_reads', 'relay_legs'] as const;

/**
 * A DM's attachment, a channel's members, a read mark and a relay leg are stored with the team of
 * their parent row, written by this release's services themselves: the fill trigger that keeps the
 * previous release's inserts working is switched off in this file's database, so a service that
 * left the column out would fail here.
 */
describe("rows of a channel, message or entry carry their parent's team", () => {
  const t = useTestApp();
  let org: Organization;
  let owner: TestUser;
  let athlete: TestUser;
  let parent: TestUser;

  const teamOf = async (table: (typeof CHILD_TABLES)[number], where: string, values: unknown[]): Promise<string[]> =>
    (await t.pool.query<{ organization_id: string }>(`select organization_id from ${table} where ${where}`, values)).rows.map(
      (r) => r.organization_id,
    );

  beforeAll(async () => {
    for (const table of CHILD_TABLES) await t.pool.query(`alter table ${table} disable trigger ${table}_organization_of_parent`);
    // another team, created first, whose id a wrong write could pick up
    await createOrganization(t);
    ({ organization: org, owner } = await createOrganization(t));
    athlete = await addMember(t, org.id, 'invitee');
    parent = await addMember(t, org.id, 'invitee');
  });

  it('a direct message with a photo: its members, the attachment and the read marks', async () => {
    const dm = await call(t.app, postDirectChannel, { as: athlete, query: { orgId: org.id }, body: { userIds: [parent.user!.id] } });
    expect(dm.statusCode, dm.body).toBe(200);
    const channel = dm.json<Channel>();
    expect(await teamOf('messaging_channel_members', 'channel_id = $1', [channel.id])).toEqual([org.id, org.id]);

    const photo = randomUUID();
    await t.db.insert(files).values({
      id: photo,
      organizationId: org.id,
      uploadedBy: athlete.user!.id,
      purpose: 'attachment',
      bucket: 'test',
      fullPath: `test/${photo}`,
      name: 'finish.png',
      size: 68,
      contentType: 'image/png',
      md5Hash: 'x',
    });
    const posted = await call(t.app, postMessage, {
      as: athlete,
      query: { orgId: org.id, channelId: channel.id },
      body: { text: 'Photo from the finish', attachmentIds: [photo] },
    });
    expect(posted.statusCode, posted.body).toBe(200);
    const message = posted.json<Message>();
    expect(await teamOf('messaging_attachments', 'message_id = $1', [message.id])).toEqual([org.id]);
    // the author's read mark is written with the post; the reader's when they mark it read
    expect(await teamOf('messaging_reads', 'channel_id = $1 and user_id = $2', [channel.id, athlete.user!.id])).toEqual([org.id]);
    const read = await call(t.app, postRead, {
      as: parent,
      query: { orgId: org.id, channelId: channel.id },
      body: { messageId: message.id },
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(await teamOf('messaging_reads', 'channel_id = $1 and user_id = $2', [channel.id, parent.user!.id])).toEqual([org.id]);
  });

  it('a group channel: its members when created and when set again', async () => {
    const created = await call(t.app, postChannel, {
      as: owner,
      query: { orgId: org.id },
      body: { name: 'Sprinters', memberUserIds: [athlete.user!.id] },
    });
    expect(created.statusCode, created.body).toBe(200);
    const channel = created.json<Channel>();
    expect(await teamOf('messaging_channel_members', 'channel_id = $1', [channel.id])).toEqual([org.id, org.id]);
    const changed = await call(t.app, patchChannel, {
      as: owner,
      query: { orgId: org.id, channelId: channel.id },
      body: { memberUserIds: [athlete.user!.id, parent.user!.id] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await teamOf('messaging_channel_members', 'channel_id = $1', [channel.id])).toEqual([org.id, org.id, org.id]);
  });

  it("a relay team's legs: entered, changed, and copied to another meet", async () => {
    const girls = [];
    for (let i = 0; i < 6; i++) girls.push((await createAthlete(t, org.id, owner.token)).id);
    const meet = await createMeet(t, org.id, owner.token);
    const event = await addMeetEvent(t, org.id, owner.token, meet.id, 'female-4x400m-relay');
    const entry = await enterRelay(t, org.id, owner.token, event.id, girls.slice(0, 4), girls.slice(4, 5));
    expect(await teamOf('relay_legs', 'entry_id = $1', [entry.id])).toEqual(Array(5).fill(org.id));

    const changed = await call(t.app, patchRelayEntry, {
      as: owner,
      query: { orgId: org.id, entryId: entry.id },
      body: { expectedVersion: entry.version, legs: girls.slice(2, 6), alternates: [girls[0]!] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await teamOf('relay_legs', 'entry_id = $1', [entry.id])).toEqual(Array(5).fill(org.id));

    const next = await createMeet(t, org.id, owner.token);
    const copied = await call(t.app, postMeetEventsCopy, {
      as: owner,
      query: { orgId: org.id, meetId: next.id },
      body: { fromMeetId: meet.id, entries: true },
    });
    expect(copied.statusCode, copied.body).toBe(200);
    expect(await teamOf('relay_legs', 'entry_id in (select id from meet_entries where meet_id = $1)', [next.id])).toEqual(
      Array(5).fill(org.id),
    );
  });
});
