import { describe, expect, it } from 'vitest';
import { ACCOUNT_NAME_MAX_LENGTH } from '@core/constants';
import { createUser, TEST_PASSWORD } from '../test/factories';
import { useTestApp } from '../test/test-app';

const email = () => `len-${Math.random().toString(36).slice(2)}@example.test`;

/** Sign-up took a 30,000-character name; the token then grew to 40 KB and every call answered 431. */
describe("the account's name, image and email are bounded", () => {
  const t = useTestApp();

  const signUp = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: { email: email(), password: TEST_PASSWORD, ...payload } });

  it('a 30,000-character name at sign-up answers 400 with a clear message, and no account is made', async () => {
    const address = email();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: address, password: TEST_PASSWORD, name: 'n'.repeat(30_000) },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'NAME_TOO_LONG', message: `name: use at most ${ACCOUNT_NAME_MAX_LENGTH} characters` });
    const rows = await t.pool.query('select 1 from auth_users where email = $1', [address]);
    expect(rows.rowCount).toBe(0);
  });

  it(`a name of ${ACCOUNT_NAME_MAX_LENGTH} characters is taken; a name that is not text is refused`, async () => {
    expect((await signUp({ name: 'n'.repeat(ACCOUNT_NAME_MAX_LENGTH) })).statusCode).toBe(200);
    expect((await signUp({ name: { a: 1 } })).statusCode).toBe(400);
  });

  it('the image must be a short link', async () => {
    const res = await signUp({ name: 'A', image: `https://example.test/${'x'.repeat(3000)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_IMAGE' });
    expect((await signUp({ name: 'A', image: 'javascript:alert(1)' })).statusCode).toBe(400);
    expect((await signUp({ name: 'A', image: 'https://example.test/me.png' })).statusCode).toBe(200);
  });

  it('update-user refuses the same over-long name', async () => {
    const u = await createUser(t, { profile: false });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { cookie: u.cookie, origin: 'http://splits.test' },
      payload: { name: 'n'.repeat(30_000) },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'NAME_TOO_LONG' });
  });
});
