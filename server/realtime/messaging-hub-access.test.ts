import { describe, expect, it } from 'vitest';
import { SOCKET_CLOSE } from '@core/api/messaging';
import type { RoleName } from '@core/roles';
import type { Db } from '../db/database';
import { MessagingHub, type LiveClient } from './messaging-hub';

/** A hub whose role look-up answers from `roles` (uid -> role, absent: not a member) and counts its calls. */
const setup = () => {
  const roles = new Map<string, RoleName>();
  const asked: string[] = [];
  const hub = new MessagingHub(
    {} as Db,
    (text, error) => {
      throw new Error(`${text}: ${String(error)}`);
    },
    async (client) => {
      asked.push(client.uid);
      return roles.get(client.uid) ?? null;
    },
  );
  const closed: string[] = [];
  const client = (uid: string, sessionId: string | null, role: RoleName = 'coach', organizationId = 'team-1'): LiveClient => {
    const c: LiveClient = {
      organizationId,
      userId: `user-${uid}`,
      uid,
      sessionId,
      adminMode: false,
      role,
      deliver: () => undefined,
      close: (code, reason) => {
        closed.push(`${uid} ${code} ${reason}`);
        hub.remove(c);
      },
    };
    roles.set(uid, role);
    hub.add(c);
    return c;
  };
  return { hub, roles, asked, closed, client };
};

describe('the messaging hub and access events (decision 043)', () => {
  it('a session that ends closes the sockets of that session only, as their token names it now', () => {
    const { hub, closed, client } = setup();
    const a = client('a', 's1');
    client('b', 's2');
    client('c', null);
    const before = hub.epoch;
    hub.accessChanged({ kind: 'session-ended', sessionId: 's1' });
    expect(closed).toEqual([`a ${SOCKET_CLOSE.unauthorized} session ended`]);
    expect(hub.epoch).toBe(before + 1);

    // a refreshed token of another session: the socket lasts as long as that one
    const b2 = client('b2', 's2');
    hub.setSession(b2, 's3');
    hub.accessChanged({ kind: 'session-ended', sessionId: 's2' });
    expect(closed).toEqual([`a ${SOCKET_CLOSE.unauthorized} session ended`, `b ${SOCKET_CLOSE.unauthorized} session ended`]);
    hub.accessChanged({ kind: 'session-ended', sessionId: 's3' });
    expect(closed.at(-1)).toBe(`b2 ${SOCKET_CLOSE.unauthorized} session ended`);
    expect(hub.size).toBe(1);
    expect(a.role).toBe('coach');
  });

  it("a membership change re-reads that member's role: re-scoped, or closed when no longer a member; a team row change reads nothing", async () => {
    const { hub, roles, asked, closed, client } = setup();
    const coach = client('coach', 's1');
    const other = client('other', 's2');
    const elsewhere = client('coach', 's3', 'coach', 'team-2');

    hub.accessChanged({ kind: 'team', organizationId: 'team-1', userId: null });
    await hub.idle();
    expect(asked).toEqual([]);

    roles.set('coach', 'invitee');
    hub.accessChanged({ kind: 'team', organizationId: 'team-1', userId: 'user-coach' });
    await hub.idle();
    expect(asked).toEqual(['coach']);
    expect(coach.role).toBe('invitee');
    expect(elsewhere.role).toBe('coach');
    expect(other.role).toBe('coach');

    roles.delete('coach');
    hub.accessChanged({ kind: 'team', organizationId: 'team-1', userId: 'user-coach' });
    await hub.idle();
    expect(closed).toEqual([`coach ${SOCKET_CLOSE.notMember} no longer a member of this team`]);
  });

  it('a profile change re-reads that identity in every team; a truncate everyone; a feed gap closes all', async () => {
    const { hub, roles, asked, closed, client } = setup();
    const one = client('u', 's1', 'coach', 'team-1');
    const two = client('u', 's1', 'coach', 'team-2');
    client('v', 's2');
    roles.set('u', 'admin');
    hub.accessChanged({ kind: 'identity', uid: 'u' });
    await hub.idle();
    expect(asked).toEqual(['u', 'u']);
    expect([one.role, two.role]).toEqual(['admin', 'admin']);

    hub.accessChanged({ kind: 'all' });
    await hub.idle();
    expect(asked.slice(2).sort()).toEqual(['u', 'u', 'v']);

    hub.accessChanged({ kind: 'gap' });
    expect(closed).toHaveLength(3);
    expect(new Set(closed.map((c) => c.split(' ')[1]))).toEqual(new Set([String(SOCKET_CLOSE.goingAway)]));
    expect(hub.size).toBe(0);
  });
});
