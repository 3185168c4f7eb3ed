import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { getChannels, postMessage, type Channel, type Message } from '@core/api/messaging';
import { createDrizzle } from '../db/database';
import { createOrganization } from '../test/factories';
import { call } from '../test/http';
import { useTestApp } from '../test/test-app';
import { MessagingHub, type LiveClient } from './messaging-hub';
import { NOTIFY_CHANNELS } from '../db/notify';

describe('the messaging hub hears of a team it has no socket of without reading its message', () => {
  const t = useTestApp();

  it("the notification names the message's team; a hub whose sockets are of another team makes no query, its own team's socket gets the message", async () => {
    const { organization: team, owner } = await createOrganization(t);
    const { organization: other } = await createOrganization(t);
    const channels = (await call(t.app, getChannels, { as: owner, query: { orgId: team.id } })).json<{ items: Channel[] }>().items;
    const announcements = channels.find((c) => c.kind === 'announcements')!;

    // the notification as the database sends it
    const listener = new pg.Client({ connectionString: t.config.databaseUrl });
    await listener.connect();
    const heard = new Promise<string>((resolve) => listener.on('notification', (n) => resolve(n.payload ?? '')));
    await listener.query(`listen ${NOTIFY_CHANNELS.messaging}`);
    const posted = await call(t.app, postMessage, {
      as: owner,
      query: { orgId: team.id, channelId: announcements.id },
      body: { text: 'Bus at 6' },
    });
    expect(posted.statusCode, posted.body).toBe(200);
    const message = posted.json<Message>();
    const payload = await heard;
    await listener.end();
    expect(payload).toBe(`m:${team.id}:${message.id}`);

    // a hub on a pool that counts its queries
    const pool = new pg.Pool({ connectionString: t.config.databaseUrl, max: 1 });
    let queries = 0;
    pool.on('acquire', () => (queries += 1));
    const hub = new MessagingHub(
      createDrizzle(pool),
      (text, error) => {
        throw new Error(`${text}: ${String(error)}`);
      },
      () => Promise.resolve('owner'),
    );
    const delivered: string[] = [];
    const client = (organizationId: string): LiveClient => ({
      organizationId,
      userId: owner.user!.id,
      uid: owner.uid,
      sessionId: null,
      adminMode: false,
      role: 'owner',
      deliver: (id) => delivered.push(`${organizationId} ${id}`),
      close: () => undefined,
    });
    try {
      const elsewhere = client(other.id);
      hub.add(elsewhere);
      hub.notify(payload);
      await hub.idle();
      expect(queries).toBe(0);
      expect(delivered).toEqual([]);

      hub.add(client(team.id));
      hub.notify(payload);
      // a notification of a database before migration 0021 (no team) is still read and delivered
      hub.notify(`m:${message.id}`);
      await hub.idle();
      expect(queries).toBeGreaterThan(0);
      expect(delivered).toEqual([`${team.id} ${message.id}`, `${team.id} ${message.id}`]);
    } finally {
      await pool.end();
    }
  });
});
