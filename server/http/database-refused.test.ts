import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOrganizations } from '@core/api/organizations';
import { buildApp } from '../app';
import { createDrizzle } from '../db/database';
import { poolOptions } from '../db/pool-options';
import { createUser, type TestUser } from '../test/factories';
import { call } from '../test/http';
import { useTestApp } from '../test/test-app';

/**
 * A database that refuses connections, or a pool with none free in time, answers 503 with
 * Retry-After (the client retries; a load balancer sends it elsewhere), never 500.
 */
describe('database refusing connections', () => {
  const t = useTestApp();
  const role = `splits_limited_${randomBytes(4).toString('hex')}`;
  const password = randomBytes(12).toString('hex');
  let user: TestUser;
  const opened: { app: FastifyInstance; pool: pg.Pool }[] = [];

  /** A second app on this test's database whose pool is `pool` (its LISTEN connections go to the test's own URL). */
  const appOn = async (pool: pg.Pool): Promise<FastifyInstance> => {
    const app = await buildApp({
      config: { ...t.config, databaseListenUrl: t.config.databaseUrl },
      database: { db: createDrizzle(pool), pool },
      logger: false,
      webRoot: path.join(t.dataDir, 'no-web'),
    });
    await app.ready();
    opened.push({ app, pool });
    return app;
  };

  beforeAll(async () => {
    user = await createUser(t);
    const admin = await t.pool.query<{ u: string }>('select current_user as u');
    // a role allowed one connection, with the test user's rights (it owns the tables)
    await t.pool.query(`create role ${role} login password '${password}' connection limit 1 in role "${admin.rows[0]!.u}"`);
  });

  afterAll(async () => {
    for (const { app, pool } of opened) {
      await app.close();
      await pool.end();
    }
    await t.pool.query(`drop role if exists ${role}`);
  });

  const expect503 = (res: { statusCode: number; headers: Record<string, unknown>; json: <T>() => T }) => {
    expect(res.statusCode).toBe(503);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json<{ code: string }>().code).toBe('database-unavailable');
  };

  it('answers 503 with Retry-After when PostgreSQL refuses a connection (too many connections)', async () => {
    const url = new URL(t.config.databaseUrl!);
    url.username = role;
    url.password = password;
    const pool = new pg.Pool({
      connectionString: url.toString(),
      ...poolOptions({ max: 4, connectionTimeoutMs: 5000, preparedStatements: true }),
    });
    pool.on('error', () => undefined);
    const app = await appOn(pool);
    // the role's only connection is taken by another client: the pool's new one is refused (53300)
    const holder = new pg.Client({ connectionString: url.toString() });
    await holder.connect();
    try {
      const res = await call(app, getOrganizations, { as: user });
      expect503(res);
    } finally {
      await holder.end();
    }
    // once a connection is free again, the same app answers
    const again = await call(app, getOrganizations, { as: user });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('answers 503 with Retry-After when no pool connection is free within DATABASE_POOL_TIMEOUT', async () => {
    const pool = new pg.Pool({
      connectionString: t.config.databaseUrl,
      ...poolOptions({ max: 1, connectionTimeoutMs: 10_000, preparedStatements: true }),
    });
    const app = await appOn(pool);
    const held = await pool.connect(); // the pool's only connection, busy
    // a short wait from here on (the pool reads it at each connect; connecting the first one, on a busy machine, may take longer)
    pool.options.connectionTimeoutMillis = 300;
    try {
      const started = Date.now();
      const res = await call(app, getOrganizations, { as: user });
      expect503(res);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      held.release();
    }
    const again = await call(app, getOrganizations, { as: user });
    expect(again.statusCode, again.body).toBe(200);
  });
});
