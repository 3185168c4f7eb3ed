import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postMessage, getChannels, type Channel } from '@core/api/messaging';
import { patchMeet, postMeet } from '@core/api/meets';
import {
  deletePushSubscription,
  getNotificationPreferences,
  getPushKey,
  patchNotificationPreferences,
  postPushSubscription,
} from '@core/api/notifications';
import { deleteScheduleEvent, postScheduleEvent } from '@core/api/schedule';
import type { Organization } from '@core/api/organizations';
import { pushSubscriptions, vapidKeys } from '../../db/schema';
import { MAX_PUSH_DEVICES } from '../../services/notifications/subscriptions';
import { addMember, createOrganization, type TestUser } from '../../test/factories';
import { call } from '../../test/http';
import { makeSubscriber, startPushEndpoint, type TestSubscriber } from '../../test/push-endpoint';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('web push and notice mail', () => {
  let endpoint: Awaited<ReturnType<typeof startPushEndpoint>>;
  const t = {} as TestApp & { close: () => Promise<void> };
  let org: Organization;
  let coach: TestUser;
  let athlete: TestUser;
  let parent: TestUser;
  let announcementsId: string;
  let phone: TestSubscriber;

  beforeAll(async () => {
    endpoint = await startPushEndpoint();
    Object.assign(
      t,
      await createTestApp({ PUSH_SERVICES: `fcm.googleapis.com,${endpoint.origin}`, VAPID_SUBJECT: 'mailto:coach@splits.test' }),
    );
    let owner: TestUser;
    ({ organization: org, owner } = await createOrganization(t));
    coach = await addMember(t, org.id, 'coach');
    athlete = await addMember(t, org.id, 'invitee');
    parent = await addMember(t, org.id, 'invitee');
    const channels = await call(t.app, getChannels, { as: owner, query: { orgId: org.id } });
    announcementsId = channels.json<{ items: Channel[] }>().items.find((c) => c.kind === 'announcements')!.id;
    phone = makeSubscriber(`${endpoint.origin}/push/athlete-phone`);
    const res = await call(t.app, postPushSubscription, { as: athlete, body: { endpoint: phone.endpoint, keys: phone.keys } });
    expect(res.statusCode, res.body).toBe(200);
  });
  afterAll(async () => {
    await t.close?.();
    await endpoint?.close();
  });

  const announce = async (text: string) => {
    const res = await call(t.app, postMessage, { as: coach, query: { orgId: org.id, channelId: announcementsId }, body: { text } });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.notifications.idle();
  };
  const pushesTo = (subscriber: TestSubscriber) =>
    endpoint.received
      .filter((p) => `${endpoint.origin}${p.path}` === subscriber.endpoint)
      .map((p) => JSON.parse(subscriber.decrypt(p.body)) as { title: string; body: string; url: string });
  const noticeMails = async () => {
    const folder = path.join(t.dataDir, 'mail');
    const names = await readdir(folder).catch(() => []);
    const mails = await Promise.all(
      names.map(
        async (n) =>
          JSON.parse(await readFile(path.join(folder, n), 'utf8')) as { kind: string; to: string; subject: string; text: string },
      ),
    );
    return mails.filter((m) => m.kind === 'notice');
  };
  const mailedAbout = async (text: string) => (await noticeMails()).filter((m) => m.text.includes(text)).map((m) => m.to);

  it('a subscription must point at an allowed push service: none on the server’s own network', async () => {
    for (const bad of [
      'http://169.254.169.254/latest/meta-data',
      'https://push.example.com/x',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://127.0.0.1:1/x',
    ]) {
      const res = await call(t.app, postPushSubscription, { as: athlete, body: { endpoint: bad, keys: phone.keys } });
      expect(res.statusCode, bad).toBe(400);
    }
    const res = await call(t.app, postPushSubscription, {
      as: athlete,
      body: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: phone.keys },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      (await call(t.app, deletePushSubscription, { as: athlete, body: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc' } }))
        .statusCode,
    ).toBe(200);
    expect(
      await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, 'https://fcm.googleapis.com/fcm/send/abc')),
    ).toEqual([]);
  });

  it('an announcement reaches the subscribed browser encrypted (aes128gcm) and signed with the server’s VAPID key; members without one get it by mail', async () => {
    await announce('Bus leaves at 7:15 from the gym');
    const key = (await call(t.app, getPushKey, { as: athlete })).json<{ publicKey: string }>().publicKey;
    const [stored] = await t.db.select().from(vapidKeys);
    expect(stored?.publicKey).toBe(key);

    const arrived = endpoint.received.filter((p) => p.path === '/push/athlete-phone');
    expect(arrived).toHaveLength(1);
    const [push] = arrived;
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${key}$`));
    expect(Number(push!.headers.ttl)).toBeGreaterThan(0);
    const jwt = JSON.parse(Buffer.from(/t=([\w-]+)\.([\w-]+)/.exec(push!.headers.authorization!)![2]!, 'base64url').toString()) as {
      aud: string;
      sub: string;
    };
    expect(jwt).toMatchObject({ aud: endpoint.origin, sub: 'mailto:coach@splits.test' });
    const coachUser = coach.user!;
    expect(pushesTo(phone)).toEqual([
      {
        title: `Announcement from ${coachUser.firstName} ${coachUser.lastName}`,
        body: 'Bus leaves at 7:15 from the gym',
        url: `/dashboard/messaging?channel=${announcementsId}`,
        tag: expect.any(String),
      },
    ]);

    // the parent installed nothing: told by mail; the athlete (pushed) and the author are not mailed
    expect((await mailedAbout('Bus leaves at 7:15 from the gym')).sort()).toEqual([parent.email, await ownerEmail()].sort());
    expect((await noticeMails())[0]!.subject).toContain(`Announcement from ${coachUser.firstName}`);
  });

  const ownerEmail = async () => {
    const { memberships, users } = await import('../../db/schema');
    const [row] = await t.db
      .select({ email: users.email })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(memberships.role, 'owner'));
    return row!.email;
  };

  it('each member switches topics per team: switched off, neither push nor mail', async () => {
    const before = await call(t.app, getNotificationPreferences, { as: athlete, query: { orgId: org.id } });
    expect(before.json()).toEqual({ announcements: true, messages: true, schedule: true, results: true });
    const changed = await call(t.app, patchNotificationPreferences, {
      as: athlete,
      query: { orgId: org.id },
      body: { announcements: false },
    });
    expect(changed.json()).toEqual({ announcements: false, messages: true, schedule: true, results: true });
    // a change names one topic and leaves the others
    const again = await call(t.app, patchNotificationPreferences, { as: athlete, query: { orgId: org.id }, body: { results: false } });
    expect(again.json()).toEqual({ announcements: false, messages: true, schedule: true, results: false });
    await call(t.app, patchNotificationPreferences, { as: parent, query: { orgId: org.id }, body: { announcements: false } });
    const pushed = pushesTo(phone).length;

    await announce('Spikes check tomorrow');
    expect(pushesTo(phone)).toHaveLength(pushed);
    // the parent switched announcements off: only the owner (no browser subscribed) is mailed
    expect(await mailedAbout('Spikes check tomorrow')).toEqual([await ownerEmail()]);

    await call(t.app, patchNotificationPreferences, {
      as: athlete,
      query: { orgId: org.id },
      body: { announcements: true, results: true },
    });
  });

  it('a cancelled practice and a meet’s published results are pushed', async () => {
    const coachPhone = makeSubscriber(`${endpoint.origin}/push/coach-phone`);
    const subscribed = await call(t.app, postPushSubscription, {
      as: coach,
      body: { endpoint: coachPhone.endpoint, keys: coachPhone.keys },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    const created = await call(t.app, postScheduleEvent, {
      as: coach,
      query: { orgId: org.id },
      body: { kind: 'practice', title: 'Hill repeats', start: '2026-06-02T15:30', end: '2026-06-02T17:00' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const eventId = created.json<{ id: string }>().id;
    const cancelled = await call(t.app, deleteScheduleEvent, { as: coach, query: { orgId: org.id, eventId, scope: 'series' } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await t.app.notifications.idle();
    expect(pushesTo(phone).at(-1)).toMatchObject({ title: 'Cancelled: Hill repeats', body: 'Tue, Jun 2, 3:30 PM is cancelled.' });

    const meet = await call(t.app, postMeet, {
      as: coach,
      query: { orgId: org.id },
      body: { name: 'Valley Invitational', startDate: '2026-05-09', season: 'outdoor', status: 'scheduled' },
    });
    expect(meet.statusCode, meet.body).toBe(200);
    const meetId = meet.json<{ id: string }>().id;
    const done = await call(t.app, patchMeet, { as: coach, query: { orgId: org.id, meetId }, body: { status: 'completed' } });
    expect(done.statusCode, done.body).toBe(200);
    await t.app.notifications.idle();
    expect(pushesTo(phone).at(-1)).toMatchObject({ title: 'Results: Valley Invitational', url: `/dashboard/meets/${meetId}` });
    // the coach who cancelled the practice and completed the meet is told of neither (the owner is, by mail)
    expect((await mailedAbout('Jun 2, 3:30 PM is cancelled')).sort()).toEqual([parent.email, await ownerEmail()].sort());
    // those with no browser subscribed are mailed the results too (every topic goes by mail)
    expect((await mailedAbout('The results of Valley Invitational are in')).sort()).toEqual([parent.email, await ownerEmail()].sort());
    expect(pushesTo(coachPhone)).toEqual([]);
    await call(t.app, deletePushSubscription, { as: coach, body: { endpoint: coachPhone.endpoint } });
  });

  it('a subscription the push service no longer knows (410) is deleted at the first send', async () => {
    const tablet = makeSubscriber(`${endpoint.origin}/push/athlete-tablet`);
    expect(
      (await call(t.app, postPushSubscription, { as: athlete, body: { endpoint: tablet.endpoint, keys: tablet.keys } })).statusCode,
    ).toBe(200);
    endpoint.gone.add('/push/athlete-tablet');
    await announce('Team photo Friday');
    expect(endpoint.received.some((p) => p.path === '/push/athlete-tablet')).toBe(true);
    const rows = await t.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions);
    expect(rows.map((r) => r.endpoint)).toEqual([phone.endpoint]);
    expect(pushesTo(phone).at(-1)).toMatchObject({ body: 'Team photo Friday' });
  });

  it('a member is pushed to 10 browsers at most: an eleventh replaces the one subscribed longest ago', async () => {
    const devices = Array.from({ length: MAX_PUSH_DEVICES + 1 }, (_, i) => makeSubscriber(`${endpoint.origin}/push/parent-device-${i}`));
    for (const device of devices) {
      const res = await call(t.app, postPushSubscription, { as: parent, body: { endpoint: device.endpoint, keys: device.keys } });
      expect(res.statusCode, res.body).toBe(200);
    }
    const kept = await t.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, parent.user!.id));
    expect(kept.map((k) => k.endpoint).sort()).toEqual(
      devices
        .slice(1)
        .map((d) => d.endpoint)
        .sort(),
    );
  });
});
