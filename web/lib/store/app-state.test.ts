import { describe, expect, it } from 'vitest';
import type { User } from '@core/api/user';
import * as t from './app-state';
import { testOrganization } from '../test-organization';

const user = (over: Partial<User> = {}): User => ({
  id: '00000000-0000-4000-8000-000000000001',
  uid: 'identity-1',
  email: 'dana@example.org',
  firstName: 'Dana',
  lastName: 'Rivera',
  birthdate: null,
  joinedAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
  profilePhoto: null,
  roleName: null,
  gender: null,
  gradeLevel: null,
  sportEvents: [],
  categories: [],
  isProductAdmin: false,
  ...over,
});

const org = testOrganization;

describe('session transitions (seed section 4)', () => {
  it('setting a user logs in, in standard mode', () => {
    const s = t.setUser(t.initialAppState, user());
    expect(s.session).toMatchObject({ loggedIn: true, userMode: 'standard' });
  });
  it('clearing the user logs out and returns to standard mode', () => {
    const admin = t.setUserMode(t.setUser(t.initialAppState, user({ isProductAdmin: true })), 'admin');
    expect(admin.session.userMode).toBe('admin');
    expect(t.clearUser(admin).session).toEqual({ user: null, loggedIn: false, userMode: 'standard' });
  });
  it('only product admins can switch to admin mode, and back', () => {
    const plain = t.setUser(t.initialAppState, user());
    expect(t.setUserMode(plain, 'admin').session.userMode).toBe('standard');
    const admin = t.setUser(t.initialAppState, user({ isProductAdmin: true }));
    const inAdmin = t.setUserMode(admin, 'admin');
    expect(inAdmin.session.userMode).toBe('admin');
    expect(t.setUserMode(inAdmin, 'standard').session.userMode).toBe('standard');
  });
  it('refreshing the same admin keeps the mode; another user starts in standard', () => {
    const inAdmin = t.setUserMode(t.setUser(t.initialAppState, user({ isProductAdmin: true })), 'admin');
    expect(t.setUser(inAdmin, user({ isProductAdmin: true, firstName: 'Dee' })).session.userMode).toBe('admin');
    expect(t.setUser(inAdmin, user({ id: '00000000-0000-4000-8000-000000000002', isProductAdmin: true })).session.userMode).toBe(
      'standard',
    );
  });
  it('sign-out clears user, organization, role and token', () => {
    let s = t.setUser(t.initialAppState, user());
    s = t.setToken(s, 'jwt', 123);
    s = t.selectOrganization(s, org());
    expect(t.signedOut(s)).toEqual(t.initialAppState);
  });
});

describe('role', () => {
  it('comes from the organization or the member record in standard mode', () => {
    const s = t.selectOrganization(t.setUser(t.initialAppState, user()), org());
    expect(s.role).toBe('coach');
    expect(t.setRole(s, 'admin').role).toBe('admin');
  });
  it('is owner in admin mode', () => {
    const admin = t.setUserMode(t.setUser(t.initialAppState, user({ isProductAdmin: true })), 'admin');
    const s = t.selectOrganization(admin, org({ roleName: 'invitee' }));
    expect(s.role).toBe('owner');
    expect(t.setRole(s, 'invitee').role).toBe('owner');
  });
  it('switching to admin mode with an organization makes the role owner', () => {
    const s = t.selectOrganization(t.setUser(t.initialAppState, user({ isProductAdmin: true })), org());
    expect(t.setUserMode(s, 'admin').role).toBe('owner');
  });
});

describe('revive', () => {
  it('falls back to the initial state for garbage', () => {
    expect(t.reviveAppState({ nope: 1 })).toEqual(t.initialAppState);
    expect(t.reviveAppState(null)).toEqual(t.initialAppState);
  });
  it('keeps a valid state and repairs loggedIn and the mode', () => {
    const stored = { ...t.initialAppState, session: { user: user(), loggedIn: false, userMode: 'admin' } };
    const revived = t.reviveAppState(JSON.parse(JSON.stringify(stored)));
    expect(revived.session).toMatchObject({ loggedIn: true, userMode: 'standard' });
  });
});

describe('token freshness', () => {
  it('is fresh only with more than the margin left', () => {
    expect(t.tokenIsFresh({ token: 'x', expiresAt: 1000 }, 0, 999)).toBe(true);
    expect(t.tokenIsFresh({ token: 'x', expiresAt: 1000 }, 1, 999)).toBe(false);
    expect(t.tokenIsValid({ token: null, expiresAt: 1000 }, 0)).toBe(false);
    expect(t.tokenIsValid({ token: 'x', expiresAt: 1000 }, 1000)).toBe(false);
  });
});

describe('revive drops what does not check out', () => {
  it('a stored user missing fields signs out, and the organization goes with it', () => {
    const stored = {
      session: { user: { id: 'x', email: 'a@b.c' }, loggedIn: true, userMode: 'standard' },
      auth: { token: 'jwt', expiresAt: 5 },
      organization: org(),
      role: 'coach',
    };
    const revived = t.reviveAppState(JSON.parse(JSON.stringify(stored)));
    expect(revived.session).toEqual({ user: null, loggedIn: false, userMode: 'standard' });
    expect(revived.organization).toBeNull();
    expect(revived.role).toBeNull();
    expect(revived.auth).toEqual({ token: 'jwt', expiresAt: 5 });
  });
  it('an unknown role or a broken organization is dropped, the user kept', () => {
    const stored = {
      ...t.initialAppState,
      session: { user: user(), loggedIn: true, userMode: 'standard' },
      organization: { id: 1 },
      role: 'captain',
    };
    const revived = t.reviveAppState(JSON.parse(JSON.stringify(stored)));
    expect(revived.session.loggedIn).toBe(true);
    expect(revived.organization).toBeNull();
    expect(revived.role).toBeNull();
  });
  it('a full valid state survives unchanged', () => {
    const state = t.setToken(t.selectOrganization(t.setUser(t.initialAppState, user()), org()), 'jwt', 99);
    expect(t.reviveAppState(JSON.parse(JSON.stringify(state)))).toEqual(state);
  });
});
