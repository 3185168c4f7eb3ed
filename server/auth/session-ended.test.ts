import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getUser } from '@core/api/user';
import { createUser, type TestUser } from '../test/factories';
import { eventuallyAnswers } from '../test/eventually';
import { call } from '../test/http';
import { useSecondProcess } from '../test/second-process';
import { TEST_PUBLIC_URL, useTestApp } from '../test/test-app';

/** `u`'s own profile, read through `app`: 401 once the session has ended. */
const answers = (app: FastifyInstance, u: TestUser, status: number) =>
  eventuallyAnswers(() => call(app, getUser, { as: u, query: { userId: u.uid } }), status);

describe('a session that ends stops working in every process (verified-token and live-session caches)', () => {
  const t = useTestApp();
  // a second server process on the same database, as behind a load balancer
  const second = useSecondProcess(t);
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sign-out through one process: the other, which had the session cached live, answers 401 at once', async () => {
    const u = await createUser(t);
    for (const app of [t.app, second.app()]) expect((await call(app, getUser, { as: u, query: { userId: u.uid } })).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: u.cookie, origin: TEST_PUBLIC_URL } });
    expect(out.statusCode, out.body).toBe(200);
    expect(await answers(second.app(), u, 401)).toBe(401);
    expect((await call(t.app, getUser, { as: u, query: { userId: u.uid } })).statusCode).toBe(401);
  });

  it('a session deleted outside the server (SQL): both processes answer 401', async () => {
    const u = await createUser(t);
    for (const app of [t.app, second.app()]) expect((await call(app, getUser, { as: u, query: { userId: u.uid } })).statusCode).toBe(200);
    await t.pool.query('delete from auth_sessions where user_id = $1', [u.uid]);
    for (const app of [t.app, second.app()]) expect(await answers(app, u, 401)).toBe(401);
  });

  it('a session cut short (expires_at moved into the past): 401', async () => {
    const u = await createUser(t);
    expect((await call(second.app(), getUser, { as: u, query: { userId: u.uid } })).statusCode).toBe(200);
    await t.pool.query(`update auth_sessions set expires_at = now() - interval '1 minute' where user_id = $1`, [u.uid]);
    expect(await answers(second.app(), u, 401)).toBe(401);
  });

  it('a token accepted before is still refused once it has expired', async () => {
    const u = await createUser(t);
    expect((await call(second.app(), getUser, { as: u, query: { userId: u.uid } })).statusCode).toBe(200);
    const { exp } = JSON.parse(Buffer.from(u.token.split('.')[1]!, 'base64url').toString()) as { exp: number };
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((exp + 1) * 1000);
    expect((await call(second.app(), getUser, { as: u, query: { userId: u.uid } })).statusCode).toBe(401);
    vi.setSystemTime((exp - 60) * 1000);
    expect((await call(second.app(), getUser, { as: u, query: { userId: u.uid } })).statusCode).toBe(200);
  });
});
