import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getChannels, type Channel } from '@core/api/messaging';
import { createDrizzle } from '../../db/database';
import { files } from '../../db/schema';
import { createOrganization, type TestUser } from '../../test/factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';
import { createMessage } from './messages';

/**
 * A team's posts queue on its advisory lock (seq order = commit order, decision 023), so the post
 * holds it for as few round trips as it can: the statement taking it is the last before COMMIT.
 * Seven round trips under the lock made posts in one team queue at 13-19 a second (issue 25).
 */
describe('posting a message holds the team lock for one statement and the commit', () => {
  const t = useTestApp();
  /** every statement each pooled connection sent, in order */
  const sent = new Map<pg.PoolClient, string[]>();
  let pool: pg.Pool;
  beforeAll(() => {
    pool = new pg.Pool({ connectionString: t.config.databaseUrl, max: 4 });
    pool.on('connect', (client) => {
      const log: string[] = [];
      sent.set(client, log);
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as { query: unknown }).query = (...args: unknown[]) => {
        const first = args[0];
        log.push(typeof first === 'string' ? first : String((first as { text?: string }).text ?? ''));
        return query(...args);
      };
    });
  });
  afterAll(async () => {
    await pool?.end();
  });

  it('sends nothing but COMMIT after the statement that takes the lock, and still stores attachments in order and the read mark', async () => {
    const { organization, owner } = await createOrganization(t);
    const channels = await call(t.app, getChannels, { as: owner as TestUser, query: { orgId: organization.id } });
    const channel = channels.json<{ items: Channel[] }>().items.find((c) => c.kind === 'announcements')!;
    const fileIds = [randomUUID(), randomUUID()];
    for (const [i, id] of fileIds.entries())
      await t.db.insert(files).values({
        id,
        organizationId: organization.id,
        uploadedBy: owner.user!.id,
        purpose: 'attachment',
        bucket: 'test',
        fullPath: `test/${id}`,
        name: `sheet-${i}.pdf`,
        size: 10 + i,
        contentType: 'application/pdf',
        md5Hash: 'x',
      });
    const reader = { organizationId: organization.id, userId: owner.user!.id, role: 'owner' as const };
    const db = createDrizzle(pool);

    // several at once in one team: all get in, each in its own place
    const posted = await Promise.all(
      Array.from({ length: 6 }, (_, i) => createMessage(db, reader, channel.id, `post ${i}`, i === 0 ? [fileIds[1]!, fileIds[0]!] : [])),
    );
    expect(new Set(posted.map((m) => m.seq)).size).toBe(6);
    expect(posted[0]!.attachments.map((a) => a.id)).toEqual([fileIds[1], fileIds[0]]);
    expect(posted[0]!.author?.userId).toBe(owner.user!.id);
    const { rows } = await pool.query<{ seq: string }>(
      'select last_read_seq as seq from messaging_reads where channel_id = $1 and user_id = $2',
      [channel.id, owner.user!.id],
    );
    expect(Number(rows[0]!.seq)).toBe(Math.max(...posted.map((m) => m.seq)));

    // in every connection's log: what was sent between taking the lock and the commit
    let locks = 0;
    for (const log of sent.values()) {
      for (let i = 0; i < log.length; i += 1) {
        if (!log[i]!.includes('pg_advisory_xact_lock')) continue;
        locks += 1;
        const commit = log.findIndex((s, j) => j > i && /^\s*commit\s*$/i.test(s));
        expect(commit, log.join('\n---\n')).toBeGreaterThan(i);
        expect(log.slice(i + 1, commit), 'sent while holding the team lock').toEqual([]);
      }
    }
    expect(locks).toBe(6);
  });
});
