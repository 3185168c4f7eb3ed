import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getChannels, postChannel, postMessage, SOCKET_CLOSE, type Channel, type Message } from '@core/api/messaging';
import { deleteMember, patchMemberRole } from '@core/api/members';
import { addMember, createOrganization, type TestUser } from '../test/factories';
import { eventually } from '../test/eventually';
import { call } from '../test/http';
import { connectAs, type SocketClient } from '../test/messaging-socket';
import { useSecondProcess } from '../test/second-process';
import { TEST_PUBLIC_URL, useTestApp } from '../test/test-app';

/**
 * A socket's right to listen lasts only as long as its session and its member's role (decision
 * 043), in every process: two server processes on one database, the change made through the
 * first (or in SQL), the sockets of both checked.
 */
describe('live sockets follow sessions that end and roles that change, in every process', () => {
  const t = useTestApp();
  const second = useSecondProcess(t);
  const bases: string[] = [];
  const open: SocketClient[] = [];

  beforeAll(async () => {
    bases.push(await t.app.listen({ port: 0, host: '127.0.0.1' }), await second.app().listen({ port: 0, host: '127.0.0.1' }));
  });
  afterAll(() => {
    for (const s of open) s.close();
  });

  const connect = async (base: string, as: TestUser, orgId: string) => {
    const socket = await connectAs(base, TEST_PUBLIC_URL, as.token, orgId);
    open.push(socket);
    return socket;
  };
  /** `as`'s sockets, one on each process */
  const connectBoth = (as: TestUser, orgId: string) => Promise.all(bases.map((base) => connect(base, as, orgId)));

  const post = async (as: TestUser, orgId: string, channelId: string, text: string): Promise<Message> => {
    const res = await call(t.app, postMessage, { as, query: { orgId, channelId }, body: { text } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Message>();
  };

  /** Resolves once `app` has heard an access event after `since` and handled what it meant for its sockets. */
  const heard = async (app: FastifyInstance, since: number) => {
    const epoch = await eventually(
      async () => app.messaging.hub.epoch,
      (e) => e !== since,
    );
    expect(epoch).not.toBe(since);
    await app.messaging.hub.idle();
  };

  it('sign-out through one process closes the sockets of that session on both (4401)', async () => {
    const { organization, owner } = await createOrganization(t);
    const sockets = await connectBoth(owner, organization.id);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: owner.cookie, origin: TEST_PUBLIC_URL },
    });
    expect(out.statusCode, out.body).toBe(200);
    for (const socket of sockets) expect(await socket.closed).toEqual({ code: SOCKET_CLOSE.unauthorized, reason: 'session ended' });
  });

  it('a session deleted in SQL closes its sockets; a member of the same team on another session keeps hers', async () => {
    const { organization, owner } = await createOrganization(t);
    const coach = await addMember(t, organization.id, 'coach');
    const [ended] = await connectBoth(owner, organization.id);
    const kept = await connectBoth(coach, organization.id);
    await t.pool.query('delete from auth_sessions where user_id = $1', [owner.uid]);
    expect((await ended!.closed).code).toBe(SOCKET_CLOSE.unauthorized);
    const announcements = (await call(t.app, getChannels, { as: coach, query: { orgId: organization.id } })).json<{ items: Channel[] }>()
      .items[0]!;
    const message = await post(coach, organization.id, announcements.id, 'Still here');
    for (const socket of kept) expect((await socket.waitForMessage(message.id)).text).toBe('Still here');
  });

  it('a demoted coach stops receiving the group channels a coach moderates, on both processes, and keeps the announcements', async () => {
    const { organization, owner } = await createOrganization(t);
    const orgId = organization.id;
    const coach = await addMember(t, orgId, 'coach');
    const announcements = (await call(t.app, getChannels, { as: owner, query: { orgId } })).json<{ items: Channel[] }>().items[0]!;
    const created = await call(t.app, postChannel, { as: owner, query: { orgId }, body: { name: 'Throwers' } });
    expect(created.statusCode, created.body).toBe(200);
    const group = created.json<Channel>();
    const sockets = await connectBoth(coach, orgId);

    const seenAsCoach = await post(owner, orgId, group.id, 'Staff can read this');
    for (const socket of sockets) await socket.waitForMessage(seenAsCoach.id);

    const epochs = [t.app, second.app()].map((app) => app.messaging.hub.epoch);
    const demoted = await call(t.app, patchMemberRole, {
      as: owner,
      query: { orgId, memberId: coach.user!.id },
      body: { newRoleName: 'invitee' },
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    await heard(t.app, epochs[0]!);
    await heard(second.app(), epochs[1]!);

    const hidden = await post(owner, orgId, group.id, 'Not for invitees');
    const shown = await post(owner, orgId, announcements.id, 'Meet at 9');
    for (const socket of sockets) {
      // the hub handles notifications in commit order: the announcement comes after the group message
      await socket.waitForMessage(shown.id);
      expect(socket.messages.map((m) => m.id)).toEqual([seenAsCoach.id, shown.id]);
      expect(socket.messages.some((m) => m.id === hidden.id)).toBe(false);
    }
  });

  it('a member removed through one process is disconnected on both (4404)', async () => {
    const { organization, owner } = await createOrganization(t);
    const coach = await addMember(t, organization.id, 'coach');
    const sockets = await connectBoth(coach, organization.id);
    const removed = await call(t.app, deleteMember, { as: owner, query: { orgId: organization.id, memberId: coach.user!.id } });
    expect(removed.statusCode, removed.body).toBe(200);
    for (const socket of sockets) expect((await socket.closed).code).toBe(SOCKET_CLOSE.notMember);
  });

  it('a membership changed in SQL (demoted, then removed) is heard too', async () => {
    const { organization, owner } = await createOrganization(t);
    const orgId = organization.id;
    const coach = await addMember(t, orgId, 'coach');
    const created = await call(t.app, postChannel, { as: owner, query: { orgId }, body: { name: 'Sprinters' } });
    const group = created.json<Channel>();
    const [socket] = await connectBoth(coach, orgId);
    const epochs = [t.app, second.app()].map((app) => app.messaging.hub.epoch);
    await t.pool.query(`update memberships set role = 'invitee' where organization_id = $1 and user_id = $2`, [orgId, coach.user!.id]);
    await heard(t.app, epochs[0]!);
    const hidden = await post(owner, orgId, group.id, 'Staff only now');
    const announcements = (await call(t.app, getChannels, { as: owner, query: { orgId } })).json<{ items: Channel[] }>().items[0]!;
    const shown = await post(owner, orgId, announcements.id, 'Everyone');
    await socket!.waitForMessage(shown.id);
    expect(socket!.messages.map((m) => m.id)).not.toContain(hidden.id);

    await t.pool.query('delete from memberships where organization_id = $1 and user_id = $2', [orgId, coach.user!.id]);
    expect((await socket!.closed).code).toBe(SOCKET_CLOSE.notMember);
  });
});
