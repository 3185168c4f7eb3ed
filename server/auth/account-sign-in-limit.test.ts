import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../test/factories';
import { TEST_PUBLIC_URL, useTestApp, type TestApp } from '../test/test-app';
import { createAccountSignInLimit } from './account-sign-in-limit';

const signInFrom = (t: TestApp, address: string, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password }, remoteAddress: address });

const failFromManyAddresses = async (t: TestApp, u: TestUser, times: number) => {
  for (let i = 0; i < times; i++) {
    const res = await signInFrom(t, `203.0.113.${i + 1}`, u.email, `wrong-password-${i}`);
    expect(res.statusCode, res.body).toBe(401);
  }
};

/** Wrong passwords for one account from 8 addresses were all tried, then the right one worked. */
describe('sign-in failures are limited per account, from any address', () => {
  // the per-address limit (better-auth) is high here: only the per-account one can answer 429
  const t = useTestApp({ AUTH_ACCOUNT_MAX_FAILURES: '10', AUTH_ACCOUNT_LOCK_WINDOW: '900' });

  it('10 failures from 10 addresses hold the account: 429 with a clear message, even with the right password', async () => {
    const u = await createUser(t, { profile: false });
    const started = Date.now();
    await failFromManyAddresses(t, u, 10);
    const held = await signInFrom(t, '198.51.100.20', u.email, u.password);
    const elapsed = Math.ceil((Date.now() - started) / 1000);
    expect(held.statusCode).toBe(429);
    expect(held.json()).toMatchObject({
      code: 'ACCOUNT_SIGN_IN_HELD',
      message: expect.stringMatching(
        /^Too many failed sign-ins for this account\. Try again in 15 minutes, or reset your password by mail\.$/,
      ),
    });
    const wait = Number(held.headers['x-retry-after']);
    // the window runs from the first failure (password hashing makes each attempt take a while)
    expect(wait).toBeGreaterThanOrEqual(900 - elapsed - 1);
    expect(wait).toBeLessThanOrEqual(900);
    // the email's case or spaces do not open another count
    expect((await signInFrom(t, '198.51.100.21', ` ${u.email.toUpperCase()} `, u.password)).statusCode).toBe(429);
    // the table holds no email
    const keys = await t.pool.query<{ key: string }>("select key from auth_rate_limits where key like 'account-sign-in:%'");
    expect(keys.rows.map((r) => r.key).join()).not.toContain(u.email);
  });

  it('another account is not held; 9 failures then the right password works and clears the count', async () => {
    const u = await createUser(t, { profile: false });
    await failFromManyAddresses(t, u, 9);
    const key = "select count from auth_rate_limits where key like 'account-sign-in:%'";
    const before = (await t.pool.query<{ count: number }>(key)).rows.map((r) => r.count);
    expect(before).toContain(9);
    expect((await signInFrom(t, '198.51.100.30', u.email, u.password)).statusCode).toBe(200);
    const after = (await t.pool.query<{ count: number }>(key)).rows.map((r) => r.count);
    expect(after.filter((c) => c === 9)).toHaveLength(before.filter((c) => c === 9).length - 1);
  });

  it('the reset mail still works while held, and a reset lifts the hold', async () => {
    const u = await createUser(t, { profile: false });
    await failFromManyAddresses(t, u, 10);
    expect((await signInFrom(t, '198.51.100.40', u.email, u.password)).statusCode).toBe(429);
    const req = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: u.email, redirectTo: `${TEST_PUBLIC_URL}/auth/confirm` },
    });
    expect(req.statusCode, req.body).toBe(200);
    const dir = path.join(t.dataDir, 'mail');
    const mails = await Promise.all(
      (await readdir(dir)).map(async (f) => JSON.parse(await readFile(path.join(dir, f), 'utf8')) as { to: string; links: string[] }),
    );
    const link = new URL(mails.find((m) => m.to === u.email)!.links[0]!);
    const follow = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    const token = new URL(follow.headers.location as string).searchParams.get('token')!;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'a-brand-new-secret-7' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await signInFrom(t, '198.51.100.41', u.email, 'a-brand-new-secret-7')).statusCode).toBe(200);
  });

  it('the hold ends with its window, and a new window counts from one', async () => {
    const limit = createAccountSignInLimit(t.db, t.config.auth.secret, { maxFailures: 3, window: 60 });
    const email = 'window@example.test';
    const start = Date.now();
    for (let i = 0; i < 3; i++) await limit.recordFailure(email, start + i * 1000);
    expect(await limit.state(email, start + 5_000)).toEqual({ held: true, retryAfterSeconds: 55 });
    expect(await limit.state(email, start + 60_000)).toEqual({ held: false });
    await limit.recordFailure(email, start + 61_000);
    expect(await limit.state(email, start + 61_500)).toEqual({ held: false });
  });
});
