import { describe, expect, it } from 'vitest';
import { decideNavigation, type GuardState, type NavigationTarget } from './guards/decide-navigation';
import { ROUTE_RULES, normalizePath } from './guards/route-rules';
import { paths } from './paths';
import { locationHref, resolvePublicStart, type PublicLocation } from './public-start';

const NOW = 1_700_000_000_000;
const HOUR = 3_600_000;

const LIGHT = new Set<string>([paths.home, paths.about, paths.features, paths.athlete, paths.terms, paths.privacy]);
const isLight = (pathname: string) => LIGHT.has(normalizePath(pathname));

const anonymous: GuardState = {
  now: NOW,
  loggedIn: false,
  userMode: 'standard',
  token: { present: false, expiresAt: null },
  organizationSelected: false,
  sportEvents: { empty: true, fetchedThisSession: false },
  routeRules: ROUTE_RULES,
  allowedOrigins: [],
  progress: {},
};

const signedIn: GuardState = {
  ...anonymous,
  loggedIn: true,
  token: { present: true, expiresAt: NOW + HOUR },
  organizationSelected: true,
  sportEvents: { empty: false, fetchedThisSession: true },
};

const at = (pathname: string, search = '', hash = ''): PublicLocation => ({ pathname, search, hash });
const resolve = (state: GuardState, target: PublicLocation) =>
  resolvePublicStart((t: NavigationTarget) => decideNavigation(state, t), target, isLight);

describe('resolvePublicStart: when the light public app may show a page', () => {
  it.each([paths.home, paths.about, paths.features, paths.athlete, paths.terms, paths.privacy])('shows %s to a visitor', (path) => {
    expect(resolve(anonymous, at(path))).toEqual(at(path));
  });

  it('keeps the query and the hash', () => {
    expect(resolve(anonymous, at('/terms', '?x=1', '#accounts'))).toEqual(at('/terms', '?x=1', '#accounts'));
  });

  it('follows the guards from an unknown path to the home page', () => {
    expect(resolve(anonymous, at('/random-place', '?a=b'))).toEqual(at('/'));
  });

  it('leaves pages it does not have to the app, even when allowed', () => {
    expect(resolve(anonymous, at('/auth'))).toBeNull();
    expect(resolve(anonymous, at('/auth/sign-up'))).toBeNull();
    expect(resolve(anonymous, at('/redirect/deeplink', '?orgId=1'))).toBeNull();
  });

  it('leaves redirects into the app to the app (a visitor opening the dashboard)', () => {
    expect(resolve(anonymous, at('/dashboard'))).toBeNull();
  });

  it('sends a signed-in user on / to the app (the guards redirect to /dashboard)', () => {
    expect(resolve(signedIn, at('/'))).toBeNull();
  });

  it('shows other public pages to a signed-in user whose token is fresh', () => {
    expect(resolve(signedIn, at('/about'))).toEqual(at('/about'));
  });

  it('leaves a navigation needing an effect to the app (a token to refresh, the sport events to fetch)', () => {
    expect(resolve({ ...signedIn, token: { present: true, expiresAt: NOW + 1000 } }, at('/about'))).toBeNull();
    expect(resolve({ ...signedIn, sportEvents: { empty: true, fetchedThisSession: false } }, at('/about'))).toBeNull();
  });

  it('stops after a few redirects instead of looping', () => {
    let calls = 0;
    const pingPong = (t: NavigationTarget) => {
      calls += 1;
      return { kind: 'redirect' as const, to: t.pathname === '/' ? '/about' : '/', rule: 'route-rule' as const };
    };
    expect(resolvePublicStart(pingPong, at('/'), isLight)).toBeNull();
    expect(calls).toBeLessThan(10);
  });
});

describe('locationHref', () => {
  it('joins path, query and hash', () => {
    expect(locationHref(at('/terms', '?a=1', '#x'))).toBe('/terms?a=1#x');
  });
});
