import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SignJWT, decodeJwt, generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import { getUser } from '@core/api/user';
import { getOrganizations } from '@core/api/organizations';
import { organizations, users } from '../db/schema';
import { addMember, createOrganization, createUser, deleteAccount, signIn, tokenFor } from '../test/factories';
import { call, cookieHeader } from '../test/http';
import { TEST_PUBLIC_URL, useTestApp, type TestApp } from '../test/test-app';

const signUp = (t: TestApp, password: string, email = `p-${Math.random().toString(36).slice(2)}@example.test`) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: { email, password, name: 'P' } });

const mailsTo = async (t: TestApp, email: string) => {
  const dir = path.join(t.dataDir, 'mail');
  const files = await readdir(dir).catch(() => []);
  const mails = await Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), 'utf8'))));
  return mails.filter((m: { to: string }) => m.to === email) as {
    to: string;
    subject: string;
    text: string;
    links: string[];
    sentAt: string;
  }[];
};

describe('identity (better-auth at /api/auth)', () => {
  const t = useTestApp();

  describe('password policy', () => {
    it('refuses 7 characters and 129 characters, accepts 8 and 128', async () => {
      expect((await signUp(t, 'abcdefg')).statusCode).toBe(400);
      expect((await signUp(t, 'a'.repeat(129))).statusCode).toBe(400);
      expect((await signUp(t, 'zq8#Lm2!')).statusCode).toBe(200);
      expect((await signUp(t, `${'k7'.repeat(63)}x!`)).statusCode).toBe(200);
    });

    it('refuses a common password, whatever its case', async () => {
      for (const pw of ['password', 'Iloveyou', 'QWERTYUIOP', 'baseball']) {
        const res = await signUp(t, pw);
        expect(res.statusCode, pw).toBe(400);
        expect(res.json().message).toBe('This password is too common');
      }
    });
  });

  describe('tokens', () => {
    it('issues a 1-hour JWT whose subject is the identity uid, issuer and audience the public URL', async () => {
      const u = await createUser(t);
      const claims = decodeJwt(u.token);
      expect(claims.sub).toBe(u.uid);
      expect(claims.iss).toBe(TEST_PUBLIC_URL);
      expect(claims.aud).toBe(TEST_PUBLIC_URL);
      expect(claims.exp! - claims.iat!).toBe(3600);
    });

    it('401 for a tampered, expired, foreign-key or wrong-audience token', async () => {
      const u = await createUser(t);
      const query = { userId: u.uid };
      const [h, p, s] = u.token.split('.');
      const flipped = `${h}.${p}.${s!.startsWith('A') ? 'B' : 'A'}${s!.slice(1)}`;
      const claims = decodeJwt(u.token);
      const forged = `${h}.${Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url')}.${s}`;
      const sign = async (payload: Record<string, unknown>) =>
        (await t.app.betterAuth.api.signJWT({ body: { payload: { ...claims, ...payload } } })).token;
      const expired = await sign({ iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 });
      const wrongAudience = await sign({ aud: 'https://elsewhere.example' });
      const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
      const foreign = await new SignJWT(claims).setProtectedHeader({ alg: 'EdDSA', kid: decodeJwtHeaderKid(u.token) }).sign(privateKey);
      for (const token of [flipped, forged, expired, wrongAudience, foreign, 'not-a-jwt']) {
        const res = await call(t.app, getUser, { as: { token }, query });
        expect(res.statusCode, token.slice(0, 20)).toBe(401);
        expect(res.json()).toMatchObject({ statusCode: 401, message: 'Unauthorized' });
      }
      expect((await call(t.app, getUser, { as: u, query })).statusCode).toBe(200);
    });

    it('sign-out ends the session: its JWT stops working', async () => {
      const u = await createUser(t);
      const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: u.cookie, origin: TEST_PUBLIC_URL } });
      expect(out.statusCode, out.body).toBe(200);
      expect((await call(t.app, getUser, { as: u, query: { userId: u.uid } })).statusCode).toBe(401);
    });
  });

  describe('password reset', () => {
    it('mails a link into DATA_DIR/mail whose token sets a new password', async () => {
      const u = await createUser(t);
      const req = await t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email: u.email, redirectTo: `${TEST_PUBLIC_URL}/auth/confirm` },
      });
      expect(req.statusCode, req.body).toBe(200);
      const [mail] = await mailsTo(t, u.email);
      expect(mail).toBeDefined();
      expect(mail!.subject).toMatch(/reset/i);
      const link = new URL(mail!.links[0]!);
      expect(mail!.text).toContain(link.toString());
      const follow = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
      expect(follow.statusCode).toBe(302);
      const landing = new URL(follow.headers.location as string);
      expect(`${landing.origin}${landing.pathname}`).toBe(`${TEST_PUBLIC_URL}/auth/confirm`);
      const token = landing.searchParams.get('token')!;
      const common = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword: 'sunshine' } });
      expect(common.json().message).toBe('This password is too common');
      const reset = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, newPassword: 'a-brand-new-secret-7' },
      });
      expect(reset.statusCode, reset.body).toBe(200);
      expect((await signIn(t, u.email, u.password)).statusCode).toBe(401);
      expect((await signIn(t, u.email, 'a-brand-new-secret-7')).statusCode).toBe(200);
      expect((await call(t.app, getUser, { as: u, query: { userId: u.uid } })).statusCode).toBe(401);
      const replay = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, newPassword: 'yet-another-secret-8' },
      });
      expect(replay.statusCode).toBe(400);
    });

    it('writes no mail for an unknown address (and does not say so)', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: 'ghost@example.test' } });
      expect(res.statusCode).toBe(200);
      expect(await mailsTo(t, 'ghost@example.test')).toEqual([]);
    });
  });

  describe('account deletion', () => {
    it('removes identity, profile and solo organizations; the old token stops working', async () => {
      const u = await createUser(t);
      const { organization } = await createOrganization(t, u);
      const res = await deleteAccount(t, u);
      expect(res.statusCode, res.body).toBe(200);
      expect(await t.db.select().from(users).where(eq(users.uid, u.uid))).toEqual([]);
      expect(await t.db.select().from(organizations).where(eq(organizations.id, organization.id))).toEqual([]);
      expect([401, 404]).toContain((await call(t.app, getOrganizations, { as: u })).statusCode);
      expect((await signIn(t, u.email, u.password)).statusCode).toBe(401);
    });

    it('is refused while the user owns an organization with other members', async () => {
      const u = await createUser(t);
      const { organization } = await createOrganization(t, u);
      await addMember(t, organization.id, 'coach');
      const res = await deleteAccount(t, u);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Transfer ownership before deleting your account');
      expect((await call(t.app, getOrganizations, { as: u })).statusCode).toBe(200);
      expect((await signIn(t, u.email, u.password)).statusCode).toBe(200);
    });
  });

  it('a fresh sign-in trades its cookie for a working token', async () => {
    const u = await createUser(t);
    const res = await signIn(t, u.email, u.password);
    expect(res.statusCode).toBe(200);
    const token = await tokenFor(t, cookieHeader(res));
    expect((await call(t.app, getUser, { as: { token }, query: { userId: u.uid } })).statusCode).toBe(200);
  });
});

function decodeJwtHeaderKid(token: string): string {
  return JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()).kid;
}
