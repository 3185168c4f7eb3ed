import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deleteMessage,
  getChannels,
  patchMessage,
  postDirectChannel,
  postMessage,
  SOCKET_CLOSE,
  type Channel,
  type Message,
} from '@core/api/messaging';
import { deleteMember } from '@core/api/members';
import type { Organization } from '@core/api/organizations';
import { addMember, createOrganization, createUser, type TestUser } from '../../test/factories';
import { call } from '../../test/http';
import { connectAs, openSocket, type SocketClient } from '../../test/messaging-socket';
import { TEST_PUBLIC_URL, useTestApp } from '../../test/test-app';

describe('messaging socket', () => {
  const t = useTestApp();
  let base: string;
  let org: Organization;
  let coach: TestUser;
  let athlete: TestUser;
  let parent: TestUser;
  let outsider: TestUser;
  let announcements: Channel;
  const open: SocketClient[] = [];

  const connect = async (as: TestUser, lastMessageId?: string | null) => {
    const client = await connectAs(base, TEST_PUBLIC_URL, as.token, org.id, lastMessageId);
    open.push(client);
    return client;
  };
  const post = async (as: TestUser, channelId: string, text: string) => {
    const res = await call(t.app, postMessage, { as, query: { orgId: org.id, channelId }, body: { text } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Message>();
  };

  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const team = await createOrganization(t);
    org = team.organization;
    coach = await addMember(t, org.id, 'coach');
    athlete = await addMember(t, org.id, 'invitee');
    parent = await addMember(t, org.id, 'invitee');
    outsider = (await createOrganization(t)).owner;
    announcements = (await call(t.app, getChannels, { as: coach, query: { orgId: org.id } })).json<{ items: Channel[] }>().items[0]!;
  });

  afterAll(() => {
    for (const c of open) c.close();
  });

  it("refuses an Origin other than the app's own, and a missing one", async () => {
    const wrong = await openSocket(base, 'https://evil.example');
    expect(wrong.refused).toBe(403);
    const none = await openSocket(base, null);
    expect(none.refused).toBe(403);
  });

  it('closes a socket without a valid token, or whose user is not in the team', async () => {
    const bad = await openSocket(base, TEST_PUBLIC_URL);
    bad.send({ type: 'auth', token: `${coach.token}x`, orgId: org.id });
    expect((await bad.closed).code).toBe(SOCKET_CLOSE.unauthorized);

    const garbage = await openSocket(base, TEST_PUBLIC_URL);
    garbage.send({ type: 'hello' });
    expect((await garbage.closed).code).toBe(SOCKET_CLOSE.badFrame);

    // nested past the JSON depth bound (a frame of 60,000 brackets): refused unparsed, the server stays up
    const deep = await openSocket(base, TEST_PUBLIC_URL);
    deep.send(`${'['.repeat(30_000)}${']'.repeat(30_000)}`);
    expect((await deep.closed).code).toBe(SOCKET_CLOSE.badFrame);

    const early = await openSocket(base, TEST_PUBLIC_URL);
    early.send({ type: 'ping' });
    expect((await early.closed).code).toBe(SOCKET_CLOSE.unauthorized);

    const stranger = await openSocket(base, TEST_PUBLIC_URL);
    stranger.send({ type: 'auth', token: outsider.token, orgId: org.id });
    expect((await stranger.closed).code).toBe(SOCKET_CLOSE.notMember);
    expect(stranger.messages).toEqual([]);
  });

  it('delivers new, edited and deleted messages live, only to members who may read the channel', async () => {
    const athleteSocket = await connect(athlete);
    const parentSocket = await connect(parent);
    const sent = await post(coach, announcements.id, 'Practice moved to 5');
    expect(await athleteSocket.waitForMessage(sent.id)).toEqual(sent);
    await parentSocket.waitForMessage(sent.id);

    const dm = (
      await call(t.app, postDirectChannel, { as: athlete, query: { orgId: org.id }, body: { userIds: [parent.user!.id] } })
    ).json<Channel>();
    const coachSocket = await connect(coach);
    const secret = await post(athlete, dm.id, 'just between us');
    await parentSocket.waitForMessage(secret.id);
    const after = await post(coach, announcements.id, 'after the DM');
    await coachSocket.waitForMessage(after.id);
    // the coach is not in the conversation: the frame never reached their socket
    expect(coachSocket.messages.some((m) => m.id === secret.id)).toBe(false);

    await call(t.app, patchMessage, { as: coach, query: { orgId: org.id, messageId: sent.id }, body: { text: 'Practice moved to 5:30' } });
    await athleteSocket.until(() => athleteSocket.messages.find((m) => m.id === sent.id && m.text === 'Practice moved to 5:30'));
    await call(t.app, deleteMessage, { as: coach, query: { orgId: org.id, messageId: sent.id } });
    await athleteSocket.until(() => athleteSocket.messages.find((m) => m.id === sent.id && m.deletedAt !== null && m.text === ''));
  });

  it('a client that reconnects gets what it missed since its last message id: nothing lost, nothing twice', async () => {
    const first = await connect(athlete);
    const seen = await post(coach, announcements.id, 'before the tunnel');
    await first.waitForMessage(seen.id);
    first.close();
    await first.closed;

    const missed: Message[] = [];
    for (let i = 1; i <= 5; i++) missed.push(await post(coach, announcements.id, `missed ${i}`));
    await call(t.app, patchMessage, {
      as: coach,
      query: { orgId: org.id, messageId: seen.id },
      body: { text: 'before the tunnel (edited)' },
    });

    const again = await connect(athlete, seen.id);
    const ready = again.frames.find((f) => f.type === 'ready');
    expect(ready).toEqual({ type: 'ready', resumed: 6, truncated: false });
    // independent expectation: the five new ones in order, and the edit of the last one held
    const resumed = again.messages;
    expect(resumed.filter((m) => m.id !== seen.id).map((m) => m.text)).toEqual(missed.map((m) => m.text));
    expect(resumed.find((m) => m.id === seen.id)?.text).toBe('before the tunnel (edited)');
    const live = await post(coach, announcements.id, 'live again');
    await again.waitForMessage(live.id);
    // each message once, the live one after the resumed ones
    const ids = again.messages.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.at(-1)).toBe(live.id);
  });

  it('a reconnecting client whose missed messages reach the fan-out only after its catch-up gets each once, and later changes live', async () => {
    // the fan-out runs behind the commits (busy process, slow LISTEN connection): the notifications
    // of what the client missed are handled after its catch-up has read and sent those messages
    const { hub } = t.app.messaging;
    const first = await connect(athlete);
    const before = await post(coach, announcements.id, 'before the lag');
    await first.waitForMessage(before.id);
    first.close();
    await first.closed;
    const held: string[] = [];
    const notify = hub.notify.bind(hub);
    hub.notify = (payload) => void held.push(payload);
    let again: Awaited<ReturnType<typeof connect>>;
    let missed: Message;
    try {
      missed = await post(coach, announcements.id, 'missed in the lag');
      await call(t.app, patchMessage, {
        as: coach,
        query: { orgId: org.id, messageId: before.id },
        body: { text: 'before the lag (edited)' },
      });
      again = await connect(athlete, before.id);
    } finally {
      hub.notify = notify;
    }
    expect(again.frames.find((f) => f.type === 'ready')).toEqual({ type: 'ready', resumed: 2, truncated: false });
    expect(held.length).toBeGreaterThanOrEqual(2);
    for (const payload of held) hub.notify(payload);
    await hub.idle();
    // a change after the catch-up still arrives, and a new message after it
    await call(t.app, patchMessage, { as: coach, query: { orgId: org.id, messageId: missed.id }, body: { text: 'missed, then edited' } });
    const live = await post(coach, announcements.id, 'live after the lag');
    await again.waitForMessage(live.id);
    const afterReady = again.frames.slice(again.frames.findIndex((f) => f.type === 'ready') + 1);
    expect(afterReady.map((f) => (f.type === 'message' ? f.message.text : f.type))).toEqual(['missed, then edited', 'live after the lag']);
  });

  it('closes the socket of a member who leaves the team', async () => {
    const leaver = await addMember(t, org.id, 'invitee');
    const socket = await connect(leaver);
    expect((await call(t.app, deleteMember, { as: leaver, query: { orgId: org.id, memberId: leaver.user!.id } })).statusCode).toBe(200);
    expect((await socket.closed).code).toBe(SOCKET_CLOSE.notMember);
  });

  it('lets a product admin in admin mode in, as for calls; not in standard mode', async () => {
    const productAdmin = await createUser(t, { isProductAdmin: true });
    const standard = await openSocket(base, TEST_PUBLIC_URL);
    standard.send({ type: 'auth', token: productAdmin.token, orgId: org.id });
    expect((await standard.closed).code).toBe(SOCKET_CLOSE.notMember);
    const admin = await openSocket(base, TEST_PUBLIC_URL);
    open.push(admin);
    admin.send({ type: 'auth', token: productAdmin.token, orgId: org.id, userMode: 'admin' });
    await admin.until(() => admin.frames.find((f) => f.type === 'ready'));
    const sent = await post(coach, announcements.id, 'admins see it too');
    await admin.waitForMessage(sent.id);
    // a plain member asking for admin mode gets nothing more
    const pretender = await openSocket(base, TEST_PUBLIC_URL);
    pretender.send({ type: 'auth', token: outsider.token, orgId: org.id, userMode: 'admin' });
    expect((await pretender.closed).code).toBe(SOCKET_CLOSE.notMember);
  });

  it('answers pings and takes a refreshed token for the same user only', async () => {
    const socket = await connect(athlete);
    socket.send({ type: 'ping' });
    await socket.until(() => socket.frames.find((f) => f.type === 'pong'));
    socket.send({ type: 'token', token: athlete.token });
    socket.send({ type: 'ping' });
    await socket.until(() => socket.frames.filter((f) => f.type === 'pong').length === 2);
    socket.send({ type: 'token', token: coach.token });
    expect((await socket.closed).code).toBe(SOCKET_CLOSE.unauthorized);
  });
});
