import { describe, expect, it } from 'vitest';
import { decideNavigation, sportEventsDue, type GuardProgress, type GuardState } from './decide-navigation';
import { ROUTE_RULES } from './route-rules';

const NOW = 1_700_000_000_000;
const HOUR = 3_600_000;

/** A signed-in user with a fresh token, an organization, the sport events loaded. */
const signedIn = (over: Partial<GuardState> = {}): GuardState => ({
  now: NOW,
  loggedIn: true,
  userMode: 'standard',
  token: { present: true, expiresAt: NOW + HOUR },
  organizationSelected: true,
  sportEvents: { empty: false, fetchedThisSession: true },
  routeRules: ROUTE_RULES,
  allowedOrigins: ['https://app.example'],
  progress: {},
  ...over,
});

/** Nobody signed in, no token. */
const anonymous = (over: Partial<GuardState> = {}): GuardState =>
  signedIn({ loggedIn: false, token: { present: false, expiresAt: null }, organizationSelected: false, ...over });

const at = (pathname: string, search = '') => ({ pathname, search });
const decide = (state: GuardState, pathname: string, search = '') => decideNavigation(state, at(pathname, search));

/** Dashboard work already done in this navigation (role refreshed). */
const roleDone: GuardProgress = { role: 'ok' };

describe('token upkeep', () => {
  it('refreshes a token with fewer than 5 minutes left', () => {
    const state = signedIn({ token: { present: true, expiresAt: NOW + 299_999 } });
    expect(decide(state, '/dashboard')).toEqual({ kind: 'effect', effect: 'refreshToken', rule: 'token' });
  });
  it('refreshes at exactly 5 minutes left, not with more', () => {
    expect(decide(signedIn({ token: { present: true, expiresAt: NOW + 300_000 } }), '/about')).toMatchObject({ effect: 'refreshToken' });
    expect(decide(signedIn({ token: { present: true, expiresAt: NOW + 300_001 } }), '/about')).toEqual({ kind: 'allow' });
  });
  it('refreshes an expired token and a missing token of a logged-in user', () => {
    expect(decide(signedIn({ token: { present: true, expiresAt: NOW - 1 } }), '/about')).toMatchObject({ effect: 'refreshToken' });
    expect(decide(signedIn({ token: { present: false, expiresAt: null } }), '/about')).toMatchObject({ effect: 'refreshToken' });
  });
  it('does not try for an anonymous visitor, nor twice in one navigation', () => {
    expect(decide(anonymous(), '/about')).toEqual({ kind: 'allow' });
    const tried = signedIn({ token: { present: true, expiresAt: NOW + 1000 }, progress: { tokenRefresh: 'ok' } });
    expect(decide(tried, '/about')).toEqual({ kind: 'allow' });
  });
});

describe("offline after the token's hour (the installed app at a meet, decision 053)", () => {
  const expired = { present: true, expiresAt: NOW - 1 };
  const offline = (progress: GuardProgress = {}, over: Partial<GuardState> = {}) =>
    signedIn({ token: expired, progress: { tokenRefresh: 'unreachable', ...progress }, ...over });

  it('opens the dashboard signed in as before: the role check, then the page, with no error or sign-in redirect', () => {
    expect(decide(offline(), '/dashboard/meets/m1')).toEqual({ kind: 'effect', effect: 'refreshRole', rule: 'dashboard-role' });
    // the role check went unanswered too: the stored role stands, the team is kept
    expect(decide(offline({ role: 'unreachable' }), '/dashboard/meets/m1')).toEqual({ kind: 'allow' });
    expect(decide(offline({ role: 'ok' }), '/dashboard')).toEqual({ kind: 'allow' });
  });
  it('keeps the team when the role check is unanswered with a valid token too (no recovery, no /onboard/org)', () => {
    expect(decide(signedIn({ progress: { role: 'unreachable' } }), '/dashboard/settings')).toEqual({ kind: 'allow' });
  });
  it('says the server cannot be reached for what needs it: onboarding, or a dashboard with no team stored', () => {
    expect(decide(offline(), '/onboard/org')).toMatchObject({ kind: 'error', status: 500 });
    const noTeam = offline({}, { organizationSelected: false });
    expect(decide(noTeam, '/dashboard')).toEqual({ kind: 'effect', effect: 'loadDefaultOrganization', rule: 'dashboard-organization' });
    expect(decide(offline({ organizationLoad: 'none' }, { organizationSelected: false }), '/dashboard')).toMatchObject({
      kind: 'error',
      status: 500,
    });
    expect(decide(offline(), '/about')).toEqual({ kind: 'allow' });
  });
  it('a whole offline navigation ends on the page asked for', () => {
    expect(simulate(signedIn({ token: expired }), '/dashboard/meets/m1', { token: 'unreachable', role: 'unreachable' })).toEqual({
      end: 'allow',
      visited: ['/dashboard/meets/m1'],
    });
  });
});

describe('logged-out users', () => {
  it.each([
    ['/account', '', '/auth?referer=%2Faccount'],
    ['/dashboard', '', '/auth?referer=%2Fdashboard'],
    ['/dashboard/meets/42', '?tab=results', '/auth?referer=%2Fdashboard%2Fmeets%2F42%3Ftab%3Dresults'],
    ['/dashboard/', '', '/auth?referer=%2Fdashboard%2F'],
    ['/deeplink', '?orgId=1', '/auth?referer=%2Fdeeplink%3ForgId%3D1'],
  ])('%s%s goes to /auth with the referer', (path, search, to) => {
    expect(decide(anonymous(), path, search)).toEqual({ kind: 'redirect', to, rule: 'logged-out-referer' });
  });

  it.each([
    '/',
    '/about',
    '/features',
    '/athlete',
    '/terms',
    '/privacy',
    '/redirect/deeplink',
    '/auth',
    '/auth/sign-up',
    '/auth/reset',
    '/auth/confirm',
  ])('may reach %s', (path) => {
    expect(decide(anonymous(), path)).toEqual({ kind: 'allow' });
  });

  it.each(['/nowhere', '/dashboards', '/redirect', '/settings', '/about/team', '/privacy-policy', '/authx'])(
    'is sent from %s to /',
    (path) => {
      expect(decide(anonymous(), path)).toEqual({ kind: 'redirect', to: '/', rule: 'logged-out-public' });
    },
  );

  it('reaches onboard pages only with a valid token (rule 2)', () => {
    expect(decide(anonymous(), '/onboard')).toEqual({ kind: 'redirect', to: '/auth', rule: 'onboard' });
    expect(decide(anonymous(), '/onboard/org')).toEqual({ kind: 'redirect', to: '/auth', rule: 'onboard' });
    expect(decide(anonymous(), '/onboard/invite')).toEqual({ kind: 'redirect', to: '/auth', rule: 'onboard' });
    // signed up (token) but no user record yet: the profile step is open
    const signedUp = anonymous({
      token: { present: true, expiresAt: NOW + HOUR },
      sportEvents: { empty: true, fetchedThisSession: false },
    });
    expect(decide(signedUp, '/onboard')).toMatchObject({ kind: 'effect', effect: 'fetchSportEvents' });
    expect(decide({ ...signedUp, sportEvents: { empty: false, fetchedThisSession: true } }, '/onboard')).toEqual({ kind: 'allow' });
  });
});

describe('signed in without a user record (token, no profile)', () => {
  const signedUp = anonymous({ token: { present: true, expiresAt: NOW + HOUR } });
  it.each(['/dashboard', '/dashboard/meets', '/account', '/deeplink'])('%s goes to /onboard', (path) => {
    expect(decide(signedUp, path)).toEqual({ kind: 'redirect', to: '/onboard', rule: 'no-profile' });
  });
  it('keeps the other rules: /auth stays, unknown paths go to /', () => {
    expect(decide(signedUp, '/auth')).toEqual({ kind: 'allow' });
    expect(decide(signedUp, '/nowhere')).toEqual({ kind: 'redirect', to: '/', rule: 'logged-out-public' });
  });
  it('an expired token that could not be refreshed counts as logged out', () => {
    const expired = anonymous({ token: { present: true, expiresAt: NOW - 1 }, progress: { tokenRefresh: 'failed' } });
    expect(decide(expired, '/dashboard')).toMatchObject({ rule: 'logged-out-referer' });
  });
});

describe('logged-in users', () => {
  it.each(['/', '/auth', '/auth/'])('on %s go to /dashboard', (path) => {
    expect(decide(signedIn(), path)).toEqual({ kind: 'redirect', to: '/dashboard', rule: 'logged-in-home' });
  });
  it('may open other auth pages and public pages', () => {
    expect(decide(signedIn(), '/auth/reset')).toEqual({ kind: 'allow' });
    expect(decide(signedIn(), '/about')).toEqual({ kind: 'allow' });
    expect(decide(signedIn(), '/account')).toEqual({ kind: 'allow' });
  });
  it('leave unknown paths to the 404 page', () => {
    expect(decide(signedIn(), '/nowhere')).toEqual({ kind: 'allow' });
  });
});

describe('rule 1: dashboard without a selected organization', () => {
  const noOrg = signedIn({ organizationSelected: false });
  it('loads the first organization', () => {
    expect(decide(noOrg, '/dashboard/meets')).toEqual({
      kind: 'effect',
      effect: 'loadDefaultOrganization',
      rule: 'dashboard-organization',
    });
  });
  it('goes to /onboard/org when there is none', () => {
    expect(decide({ ...noOrg, progress: { organizationLoad: 'none' } }, '/dashboard')).toEqual({
      kind: 'redirect',
      to: '/onboard/org',
      rule: 'dashboard-organization',
    });
  });
  it('continues with the role once one was found', () => {
    const found = signedIn({ progress: { organizationLoad: 'found' } });
    expect(decide(found, '/dashboard')).toMatchObject({ effect: 'refreshRole' });
  });
  it('comes after the token upkeep', () => {
    const stale = { ...noOrg, token: { present: true, expiresAt: NOW + 10 } };
    expect(decide(stale, '/dashboard')).toMatchObject({ effect: 'refreshToken' });
  });
});

describe('rule 2: onboarding paths', () => {
  it('without a valid token goes to /auth', () => {
    const expired = signedIn({ token: { present: true, expiresAt: NOW - 1 }, progress: { tokenRefresh: 'failed' } });
    expect(decide({ ...expired, loggedIn: false }, '/onboard')).toEqual({ kind: 'redirect', to: '/auth', rule: 'onboard' });
  });
  it('user known, no organization: /onboard/org unless already there', () => {
    const noOrg = signedIn({ organizationSelected: false });
    expect(decide(noOrg, '/onboard')).toEqual({ kind: 'redirect', to: '/onboard/org', rule: 'onboard' });
    expect(decide(noOrg, '/onboard/invite')).toEqual({ kind: 'redirect', to: '/onboard/org', rule: 'onboard' });
    expect(decide(noOrg, '/onboard/org')).toEqual({ kind: 'allow' });
  });
  it('user and organization: /dashboard, except on the invite path', () => {
    expect(decide(signedIn(), '/onboard')).toEqual({ kind: 'redirect', to: '/dashboard', rule: 'onboard' });
    expect(decide(signedIn(), '/onboard/org')).toEqual({ kind: 'redirect', to: '/dashboard', rule: 'onboard' });
    expect(decide(signedIn(), '/onboard/invite')).toEqual({ kind: 'allow' });
  });
});

describe('rule 3: dashboard role', () => {
  it('refreshes the role on every dashboard path', () => {
    for (const path of ['/dashboard', '/dashboard/settings', '/dashboard/admin/organizations']) {
      expect(decide(signedIn(), path)).toEqual({ kind: 'effect', effect: 'refreshRole', rule: 'dashboard-role' });
    }
  });
  it('not outside the dashboard', () => {
    expect(decide(signedIn(), '/account')).toEqual({ kind: 'allow' });
  });
  it('on failure clears and reloads the organization, then goes to /dashboard', () => {
    expect(decide(signedIn({ progress: { role: 'failed' } }), '/dashboard/meets')).toEqual({
      kind: 'effect',
      effect: 'recoverOrganization',
      rule: 'dashboard-role',
    });
    expect(decide(signedIn({ progress: { role: 'failed', recovery: 'found' } }), '/dashboard/meets')).toEqual({
      kind: 'redirect',
      to: '/dashboard',
      rule: 'dashboard-role',
    });
  });
  it('does not redirect /dashboard to itself after a recovery', () => {
    expect(decide(signedIn({ progress: { role: 'failed', recovery: 'found' } }), '/dashboard')).toEqual({ kind: 'allow' });
  });
  it('goes to /onboard/org when no organization is left', () => {
    expect(decide(signedIn({ progress: { role: 'failed', recovery: 'none' } }), '/dashboard')).toEqual({
      kind: 'redirect',
      to: '/onboard/org',
      rule: 'dashboard-role',
    });
  });
});

describe('rule 4: sport events once per session', () => {
  const empty = { empty: true, fetchedThisSession: false };
  it('fetches when a token exists and the list is empty', () => {
    expect(decide(signedIn({ sportEvents: empty }), '/about')).toEqual({
      kind: 'effect',
      effect: 'fetchSportEvents',
      rule: 'sport-events',
    });
  });
  it('not without a token, not twice in a session, not when loaded', () => {
    expect(decide(anonymous({ sportEvents: empty }), '/about')).toEqual({ kind: 'allow' });
    expect(decide(signedIn({ sportEvents: { empty: true, fetchedThisSession: true } }), '/about')).toEqual({ kind: 'allow' });
    expect(decide(signedIn({ sportEvents: { empty: false, fetchedThisSession: false } }), '/about')).toEqual({ kind: 'allow' });
    expect(decide(signedIn({ sportEvents: empty, progress: { sportEvents: 'done' } }), '/about')).toEqual({ kind: 'allow' });
  });
  it('comes after the role refresh on dashboard paths', () => {
    expect(decide(signedIn({ sportEvents: empty }), '/dashboard')).toMatchObject({ effect: 'refreshRole' });
    expect(decide(signedIn({ sportEvents: empty, progress: roleDone }), '/dashboard')).toMatchObject({ effect: 'fetchSportEvents' });
  });
});

describe('rule 5: route rules', () => {
  const rules = [
    { from: '/dashboard/old', to: '/dashboard/meets' },
    { from: '/dashboard/help', to: 'https://help.example/start' },
    { from: '/dashboard/evil', to: 'https://evil.example/' },
    { from: '/dashboard/sneaky', to: '//evil.example/' },
    { from: '/dashboard/js', to: 'javascript:alert(1)' },
  ];
  const state = signedIn({ routeRules: rules, allowedOrigins: ['https://help.example'], progress: roleDone });
  it('redirects inside the app', () => {
    expect(decide(state, '/dashboard/old')).toEqual({ kind: 'redirect', to: '/dashboard/meets', rule: 'route-rule' });
  });
  it('follows an absolute target only when its origin is allowed', () => {
    expect(decide(state, '/dashboard/help')).toEqual({ kind: 'external', href: 'https://help.example/start', rule: 'route-rule' });
  });
  it.each(['/dashboard/evil', '/dashboard/sneaky', '/dashboard/js'])('refuses %s with an error', (path) => {
    expect(decide(state, path)).toMatchObject({ kind: 'error', rule: 'route-rule' });
  });
  it('runs last: the role refresh comes first', () => {
    expect(decide({ ...state, progress: {} }, '/dashboard/old')).toMatchObject({ effect: 'refreshRole' });
  });
  it('built-in rules lead inside the app', () => {
    expect(decide(signedIn({ progress: roleDone }), '/dashboard/admin')).toEqual({
      kind: 'redirect',
      to: '/dashboard/admin/organizations',
      rule: 'route-rule',
    });
  });
});

/** Follows decisions like the runner does, with effects whose outcomes are given, across redirects. */
const simulate = (start: GuardState, path: string, outcomes: Partial<Record<string, string>>) => {
  let state = start;
  let current = path;
  const visited: string[] = [path];
  for (let hops = 0; hops < 10; hops += 1) {
    const progress: GuardProgress = {};
    for (let step = 0; step < 12; step += 1) {
      const d = decideNavigation({ ...state, progress }, at(current));
      if (d.kind === 'effect') {
        if (d.effect === 'refreshToken') {
          progress.tokenRefresh = (outcomes.token as GuardProgress['tokenRefresh']) ?? 'ok';
          if (progress.tokenRefresh === 'ok') state = { ...state, token: { present: true, expiresAt: state.now + HOUR } };
          if (progress.tokenRefresh === 'failed') {
            state = { ...state, loggedIn: false, organizationSelected: false, token: { present: false, expiresAt: null } };
          }
        }
        if (d.effect === 'loadDefaultOrganization') {
          progress.organizationLoad = (outcomes.org as 'found' | 'none') ?? 'none';
          if (progress.organizationLoad === 'found') state = { ...state, organizationSelected: true };
        }
        if (d.effect === 'refreshRole') progress.role = (outcomes.role as GuardProgress['role']) ?? 'ok';
        if (d.effect === 'recoverOrganization') {
          progress.recovery = (outcomes.recovery as 'found' | 'none') ?? 'none';
          state = { ...state, organizationSelected: progress.recovery === 'found' };
        }
        if (d.effect === 'fetchSportEvents') {
          progress.sportEvents = 'done';
          state = { ...state, sportEvents: { empty: false, fetchedThisSession: true } };
        }
        continue;
      }
      if (d.kind !== 'redirect') return { end: d.kind, visited };
      current = d.to.split('?')[0] ?? d.to;
      visited.push(current);
      break;
    }
  }
  return { end: 'loop', visited };
};

describe('whole navigations settle', () => {
  it('a new user without a team lands on /onboard/org', () => {
    expect(simulate(signedIn({ organizationSelected: false }), '/dashboard', { org: 'none' })).toEqual({
      end: 'allow',
      visited: ['/dashboard', '/onboard/org'],
    });
  });
  it('a member removed from the team is moved to the default organization', () => {
    expect(simulate(signedIn(), '/dashboard/settings', { role: 'failed', recovery: 'found' }).visited).toEqual([
      '/dashboard/settings',
      '/dashboard',
    ]);
  });
  it('a member removed from every team ends on /onboard/org', () => {
    expect(simulate(signedIn(), '/dashboard', { role: 'failed', recovery: 'none' })).toEqual({
      end: 'allow',
      visited: ['/dashboard', '/onboard/org'],
    });
  });
  it('no combination of state and outcomes loops', () => {
    const bools = [true, false];
    const paths = ['/', '/auth', '/dashboard', '/dashboard/meets', '/onboard', '/onboard/org', '/onboard/invite', '/account', '/x'];
    for (const loggedIn of bools)
      for (const tokenPresent of bools)
        for (const organizationSelected of bools)
          for (const token of ['ok', 'failed', 'unreachable'])
            for (const org of ['found', 'none'])
              for (const role of ['ok', 'failed', 'unreachable'])
                for (const recovery of ['found', 'none'])
                  for (const path of paths) {
                    const state = signedIn({
                      loggedIn,
                      organizationSelected,
                      token: { present: tokenPresent, expiresAt: tokenPresent ? NOW + (token === 'ok' ? HOUR : -1) : null },
                    });
                    const result = simulate(state, path, { token, org, role, recovery });
                    expect(result.end, JSON.stringify({ state, path, token, org, role, recovery, result })).not.toBe('loop');
                  }
  });
});

describe('sportEventsDue (rule 4, read ahead by the runner)', () => {
  const empty = { empty: true, fetchedThisSession: false };
  it('holds with a token, an empty list not yet fetched this session, not yet done in this navigation', () => {
    expect(sportEventsDue(signedIn({ sportEvents: empty }))).toBe(true);
    expect(sportEventsDue(signedIn({ sportEvents: empty, token: { present: false, expiresAt: null } }))).toBe(false);
    expect(sportEventsDue(signedIn({ sportEvents: { empty: true, fetchedThisSession: true } }))).toBe(false);
    expect(sportEventsDue(signedIn({ sportEvents: { empty: false, fetchedThisSession: false } }))).toBe(false);
    expect(sportEventsDue(signedIn({ sportEvents: empty, progress: { sportEvents: 'done' } }))).toBe(false);
  });
  it('is what rule 4 decides on', () => {
    const state = signedIn({ sportEvents: empty, progress: roleDone });
    expect(decide(state, '/dashboard')).toEqual({ kind: 'effect', effect: 'fetchSportEvents', rule: 'sport-events' });
    expect(decide(signedIn({ progress: roleDone }), '/dashboard')).toEqual({ kind: 'allow' });
  });
});
