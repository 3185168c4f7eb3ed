import { describe, expect, it } from 'vitest';
import { createUser, signIn } from '../test/factories';
import { useTestApp } from '../test/test-app';

describe('sign-in rate limit (AUTH_RATE_LIMIT_MAX per AUTH_RATE_LIMIT_WINDOW, stored in the database)', () => {
  const t = useTestApp({ AUTH_RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_WINDOW: '60' });

  it('answers 429 once the attempts from one address run out, even with the right password', async () => {
    const u = await createUser(t);
    for (let i = 0; i < 3; i++) expect((await signIn(t, u.email, 'wrong-password-xyz')).statusCode).toBe(401);
    const blocked = await signIn(t, u.email, u.password);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['x-retry-after'])).toBeGreaterThan(0);
    const rows = await t.pool.query<{ count: number }>("select count from auth_rate_limits where key like '%/sign-in/email%'");
    expect(rows.rows[0]?.count).toBe(3);
  });

  it('counts per client address', async () => {
    const u = await createUser(t);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: u.email, password: u.password },
      remoteAddress: '203.0.113.9',
    });
    expect(other.statusCode).toBe(200);
  });

  it('ignores a client-sent address header', async () => {
    const u = await createUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: u.email, password: u.password },
      headers: { 'x-splits-client-ip': '198.51.100.7', 'x-forwarded-for': '198.51.100.7' },
    });
    expect(res.statusCode).toBe(429);
  });
});
