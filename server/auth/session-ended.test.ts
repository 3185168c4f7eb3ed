import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getUser } from '@core/api/user';
import { buildApp } from '../app';
import { createDrizzle } from '../db/database';
import { createUser, type TestUser } from '../test/factories';
import { call } from '../test/http';
import { TEST_PUBLIC_URL, useTestApp } from '../test/test-app';

/** Polls `app` until `u`'s token answers `status` (a NOTIFY arrives a few ms after its commit), up to 3 s. */
const answers = async (app: FastifyInstance, u: TestUser, status: number) => {
  let last = 0;
  for (let i = 0; i < 60; i++) {
    last = (await call(app, getUser, { as: u, query: { userId: u.uid } })).statusCode;
    if (last === status) return last;
    await new Promise((r) => setTimeout(r, 50));
  }
  return last;
};

describe('a session that ends stops working in every process (verified-token and live-session caches)', () => {
  const t = useTestApp();
  // a second server process on the same database, as behind a load balancer
  let other: FastifyInstance;
  let otherPool: pg.Pool;
  beforeAll(async () => {
    otherPool = new pg.Pool({ connectionString: t.config.databaseUrl, max: 3 });
    other = await buildApp({
      config: t.config,
      database: { db: createDrizzle(otherPool), pool: otherPool },
      logger: false,
      webRoot: path.join(t.dataDir, 'no-web'),
    });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await otherPool.end();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sign-out through one process: the other, which had the session cached live, answers 401 at once', async () => {
    const u = await createUser(t);
    for (const app of [t.app, other]) expect((await call(app, getUser, { as: u, query: { userId: u.uid } })).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: u.cookie, origin: TEST_PUBLIC_URL } });
    expect(out.statusCode, out.body).toBe(200);
    expect(await answers(other, u, 401)).toBe(401);
    expect((await call(t.app, getUser, { as: u, query: { userId: u.uid } })).statusCode).toBe(401);
  });

  it('a session deleted outside the server (SQL): both processes answer 401', async () => {
    const u = await createUser(t);
    for (const app of [t.app, other]) expect((await call(app, getUser, { as: u, query: { userId: u.uid } })).statusCode).toBe(200);
    await t.pool.query('delete from auth_sessions where user_id = $1', [u.uid]);
    for (const app of [t.app, other]) expect(await answers(app, u, 401)).toBe(401);
  });

  it('a session cut short (expires_at moved into the past): 401', async () => {
    const u = await createUser(t);
    expect((await call(other, getUser, { as: u, query: { userId: u.uid } })).statusCode).toBe(200);
    await t.pool.query(`update auth_sessions set expires_at = now() - interval '1 minute' where user_id = $1`, [u.uid]);
    expect(await answers(other, u, 401)).toBe(401);
  });

  it('a token accepted before is still refused once it has expired', async () => {
    const u = await createUser(t);
    expect((await call(other, getUser, { as: u, query: { userId: u.uid } })).statusCode).toBe(200);
    const { exp } = JSON.parse(Buffer.from(u.token.split('.')[1]!, 'base64url').toString()) as { exp: number };
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((exp + 1) * 1000);
    expect((await call(other, getUser, { as: u, query: { userId: u.uid } })).statusCode).toBe(401);
    vi.setSystemTime((exp - 60) * 1000);
    expect((await call(other, getUser, { as: u, query: { userId: u.uid } })).statusCode).toBe(200);
  });
});
