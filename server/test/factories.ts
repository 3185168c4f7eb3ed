import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { RoleName } from '@core/roles';
import { registerUser } from '@core/api/user';
import { postOrganization, type Organization, type OrganizationInput } from '@core/api/organizations';
import type { UserProfileInput } from '@core/api/user';
import { memberships, users, type UserRow } from '../db/schema';
import { call, cookieHeader } from './http';
import { TEST_PUBLIC_URL, type TestApp } from './test-app';

export const TEST_PASSWORD = 'correct-horse-battery-9';

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  cookie: string;
  token: string;
  /** the app profile (null when created with profile: false) */
  user: UserRow | null;
}

const unique = () => randomBytes(5).toString('hex');

/** Signs in (better-auth) and trades the session cookie for a JWT at /api/auth/token. */
export const tokenFor = async (t: TestApp, cookie: string): Promise<string> => {
  const res = await t.app.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ token: string }>().token;
};

export const signIn = async (t: TestApp, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });

/** A real better-auth identity with a JWT, and (unless profile: false) its app profile. */
export const createUser = async (
  t: TestApp,
  overrides: { email?: string; password?: string; profile?: boolean | Partial<UserProfileInput>; isProductAdmin?: boolean } = {},
): Promise<TestUser> => {
  const email = overrides.email ?? `user-${unique()}@example.test`;
  const password = overrides.password ?? TEST_PASSWORD;
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: { email, password, name: 'Test User' } });
  expect(res.statusCode, res.body).toBe(200);
  const uid = res.json<{ user: { id: string } }>().user.id;
  const cookie = cookieHeader(res);
  const token = await tokenFor(t, cookie);
  let user: UserRow | null = null;
  if (overrides.profile !== false) {
    const profile = typeof overrides.profile === 'object' ? overrides.profile : {};
    const reg = await call(t.app, registerUser, {
      as: { token },
      body: { firstName: 'Casey', lastName: `Runner${unique()}`, ...profile },
    });
    expect(reg.statusCode, reg.body).toBe(200);
    if (overrides.isProductAdmin) await t.db.update(users).set({ isProductAdmin: true }).where(eq(users.uid, uid));
    user = (await t.db.select().from(users).where(eq(users.uid, uid)))[0] ?? null;
  }
  return { uid, email, password, cookie, token, user };
};

/** An organization created through the API by `owner` (created when not given). */
export const createOrganization = async (
  t: TestApp,
  owner?: TestUser,
  overrides: Partial<OrganizationInput> = {},
): Promise<{ organization: Organization; owner: TestUser }> => {
  const by = owner ?? (await createUser(t));
  const res = await call(t.app, postOrganization, { as: { token: by.token }, body: { name: `Team ${unique()}`, ...overrides } });
  expect(res.statusCode, res.body).toBe(200);
  return { organization: res.json<Organization>(), owner: by };
};

/** A new user (or `user`) made a member of the organization with `role`. */
export const addMember = async (t: TestApp, organizationId: string, role: RoleName, user?: TestUser): Promise<TestUser> => {
  const member = user ?? (await createUser(t));
  await t.db.insert(memberships).values({ organizationId, userId: member.user!.id, role });
  return member;
};

/** Deletes the user's account as the app does (better-auth's delete-user with their password, from the app's origin); answers the response. */
export const deleteAccount = (t: TestApp, u: Pick<TestUser, 'cookie' | 'password'>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/delete-user',
    headers: { cookie: u.cookie, origin: TEST_PUBLIC_URL },
    payload: { password: u.password },
  });
