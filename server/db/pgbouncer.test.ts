import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { getAthletes } from '@core/api/athletes';
import { getChannels, postMessage, type Channel, type Message } from '@core/api/messaging';
import { getOrganizations } from '@core/api/organizations';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config/config';
import { openDatabase, type Database } from './database';
import { runMigrations } from './migrate';
import { sessionPool } from './advisory-lock';
import { createAthlete } from '../test/domain-factories';
import { addMember, createOrganization } from '../test/factories';
import { call } from '../test/http';
import { connectAs, type SocketClient } from '../test/messaging-socket';
import { startPgBouncer, type RunningPgBouncer } from '../test/pgbouncer';
import { TEST_PUBLIC_URL, useTestApp, type TestApp } from '../test/test-app';

/** PgBouncer's server connections per database: fewer than the app's pool, so transactions change sessions. */
const BOUNCER_POOL = 3;
const LISTEN_NAME = 'splits-listen-through-pgbouncer-test';

/**
 * The production path behind PgBouncer in transaction mode (Debian's pgbouncer, started here):
 * every query through it (DATABASE_URL), named statements off (DATABASE_PREPARED_STATEMENTS=false),
 * and LISTEN on a session straight to PostgreSQL (DATABASE_LISTEN_URL).
 */
describe('behind PgBouncer in transaction mode', () => {
  const direct = useTestApp();
  let bouncer: RunningPgBouncer;
  let database: Database;
  let app: FastifyInstance;
  let base: string;
  let t: TestApp;
  const sockets: SocketClient[] = [];

  beforeAll(async () => {
    bouncer = await startPgBouncer(inject('adminDatabaseUrl'), BOUNCER_POOL);
    const config: Config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: direct.dataDir,
      DATABASE_URL: bouncer.urlFor(direct.config.databaseUrl!),
      DATABASE_LISTEN_URL: `${direct.config.databaseUrl}?application_name=${LISTEN_NAME}`,
      DATABASE_POOL_MAX: '10',
      DATABASE_PREPARED_STATEMENTS: 'false',
      PUBLIC_URL: TEST_PUBLIC_URL,
      AUTH_SECRET: direct.config.auth.secret,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_MAX: '100000',
      AUTH_RATE_LIMIT_MAX: '1000',
      AUTH_SIGNUP_RATE_LIMIT_MAX: '1000',
    });
    database = await openDatabase(config);
    // as start-up does: the migration lock on the direct session (DATABASE_LISTEN_URL), not PgBouncer's
    const locks = sessionPool(config.databaseListenUrl, database.pool);
    await runMigrations(locks.pool).finally(locks.close);
    app = await buildApp({ config, database, logger: false, webRoot: path.join(direct.dataDir, 'no-web') });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    t = { app, db: database.db, pool: database.pool, config, dataDir: direct.dataDir };
  });

  afterAll(async () => {
    for (const s of sockets) s.close();
    await app?.close();
    await database?.close();
    await bouncer?.stop();
  });

  it('signs up, writes, reads, and a posted message arrives over the WebSocket', async () => {
    // the three LISTEN sessions are straight to PostgreSQL (DATABASE_LISTEN_URL), not PgBouncer's
    const { rows } = await direct.pool.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where application_name = $1 and query ilike 'LISTEN %'",
      [LISTEN_NAME],
    );
    expect(rows[0]!.n).toBe(3);

    // sign-up and the first writes (better-auth, the profile, the team) go through PgBouncer
    const { organization: org, owner } = await createOrganization(t);
    const athlete = await addMember(t, org.id, 'invitee');
    await createAthlete(t, org.id, owner.token, { firstName: 'Ada', lastName: 'Bouncer' });

    // many calls at once, over more client connections than PgBouncer has sessions: the access
    // lookups and the roster's bests would be named statements, prepared on one session only
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        i % 2 ? call(app, getOrganizations, { as: owner }) : call(app, getAthletes, { as: owner, query: { orgId: org.id } }),
      ),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);

    const channels = await call(app, getChannels, { as: owner, query: { orgId: org.id } });
    const announcements = channels.json<{ items: Channel[] }>().items[0]!;
    const socket = await connectAs(base, TEST_PUBLIC_URL, athlete.token, org.id);
    sockets.push(socket);
    const posted = await call(app, postMessage, {
      as: owner,
      query: { orgId: org.id, channelId: announcements.id },
      body: { text: 'through the bouncer' },
    });
    expect(posted.statusCode, posted.body).toBe(200);
    const message = posted.json<Message>();
    expect(await socket.waitForMessage(message.id)).toEqual(message);
  });
});
