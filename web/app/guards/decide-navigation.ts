import { TOKEN_REFRESH_MARGIN_MS } from '@core/constants';
import type { UserMode } from '@core/roles';
import { paths } from '../paths';
import {
  externalNavigationError,
  isAbsoluteUrl,
  isAllowedExternal,
  isDashboardPath,
  isOnboardPath,
  isPublicPath,
  needsRefererRedirect,
  normalizePath,
  type RouteRule,
} from './route-rules';

/** What the guards have already done during this navigation (each effect runs at most once). */
export interface GuardProgress {
  /** failed: the identity session is gone (the runner signed out); unreachable: no answer from the server */
  tokenRefresh?: 'ok' | 'failed' | 'unreachable';
  /** rule 1: the user's first organization was loaded ('found') or there is none / it failed ('none') */
  organizationLoad?: 'found' | 'none';
  /** rule 3: the current role was refreshed; unreachable: no answer (offline), the stored role stands */
  role?: 'ok' | 'failed' | 'unreachable';
  /** rule 3 on failure: the stored organization was cleared and the default reloaded */
  recovery?: 'found' | 'none';
  /** rule 4 ran */
  sportEvents?: 'done';
}

/** Everything the guards look at, read from the store at the time of the decision. */
export interface GuardState {
  now: number;
  loggedIn: boolean;
  userMode: UserMode;
  token: { present: boolean; expiresAt: number | null };
  organizationSelected: boolean;
  sportEvents: { empty: boolean; fetchedThisSession: boolean };
  routeRules: readonly RouteRule[];
  /** origins an absolute route-rule target may lead to */
  allowedOrigins: readonly string[];
  progress: GuardProgress;
}

export type GuardEffect = 'refreshToken' | 'loadDefaultOrganization' | 'refreshRole' | 'recoverOrganization' | 'fetchSportEvents';

export type GuardRule =
  | 'token'
  | 'no-profile'
  | 'logged-out-referer'
  | 'logged-out-public'
  | 'logged-in-home'
  | 'dashboard-organization'
  | 'onboard'
  | 'dashboard-role'
  | 'sport-events'
  | 'route-rule';

export type Decision =
  | { kind: 'allow' }
  | { kind: 'effect'; effect: GuardEffect; rule: GuardRule }
  | { kind: 'redirect'; to: string; rule: GuardRule }
  | { kind: 'external'; href: string; rule: GuardRule }
  | { kind: 'error'; status: number; message: string; rule: GuardRule };

export interface NavigationTarget {
  pathname: string;
  search?: string;
  hash?: string;
}

const effect = (e: GuardEffect, rule: GuardRule): Decision => ({ kind: 'effect', effect: e, rule });
const redirect = (to: string, rule: GuardRule): Decision => ({ kind: 'redirect', to, rule });

export const SERVER_UNREACHABLE = 'Cannot reach the server. Check your connection and try again.';

/**
 * Rule 4's condition (seed section 2): with a token and an empty sport-event list, once per session.
 * The runner also reads it ahead of time to start the (public) request beside the token and role ones.
 */
export const sportEventsDue = (state: GuardState): boolean =>
  state.token.present && state.sportEvents.empty && !state.sportEvents.fetchedThisSession && state.progress.sportEvents === undefined;

export const authWithReferer = (fullPath: string) => `${paths.auth}?referer=${encodeURIComponent(fullPath)}`;

/**
 * The route guards of seed section 2 as a pure function: given the state and the target, the next
 * step. The runner (run-guards.ts) performs effects, records them in `progress`, and asks again
 * until the answer is allow, redirect, external or error.
 *
 * Order: token upkeep; the login-state rules (logged-out referer, logged-out allow-list,
 * logged-in on / or /auth); then the seed's numbered rules 1 to 5.
 */
export const decideNavigation = (state: GuardState, url: NavigationTarget): Decision => {
  const path = normalizePath(url.pathname);
  const fullPath = `${url.pathname}${url.search ?? ''}${url.hash ?? ''}`;
  const { progress } = state;

  // Token upkeep: refreshed when fewer than 5 minutes remain, or fetched again for a session without one.
  const tokenStale =
    state.token.present && (state.token.expiresAt === null || state.token.expiresAt - state.now <= TOKEN_REFRESH_MARGIN_MS);
  if ((tokenStale || (!state.token.present && state.loggedIn)) && progress.tokenRefresh === undefined) {
    return effect('refreshToken', 'token');
  }
  const hasValidToken = state.token.present && state.token.expiresAt !== null && state.token.expiresAt > state.now;

  // Login state.
  if (!state.loggedIn) {
    // signed in with the identity provider but no user record yet (seed section 4: sign-in with no
    // user record goes to /onboard): the pages that need a user send them to finish onboarding
    if (hasValidToken && needsRefererRedirect(path)) return redirect(paths.onboard, 'no-profile');
    if (needsRefererRedirect(path)) return redirect(authWithReferer(fullPath), 'logged-out-referer');
    if (!isPublicPath(path)) return redirect(paths.home, 'logged-out-public');
  } else if (path === paths.home || path === paths.auth) {
    return redirect(paths.dashboard, 'logged-in-home');
  }

  const dashboard = isDashboardPath(path);

  // Offline with an expired token (the identity session did not answer): signed in as before. The
  // dashboard opens with the stored team and role on the service worker's saved copies (decision 053);
  // what cannot be done offline (onboarding, finding a team) says so instead of bouncing between
  // /dashboard, /onboard/org and /auth.
  const offline = progress.tokenRefresh === 'unreachable' && !hasValidToken && state.loggedIn;
  const unreachable: Decision = { kind: 'error', status: 500, message: SERVER_UNREACHABLE, rule: 'token' };
  if (offline && isOnboardPath(path)) return unreachable;

  // 1. Dashboard path with no selected organization: load the first one; none goes to /onboard/org.
  if (dashboard && !state.organizationSelected) {
    // (a recovery under rule 3 already reloaded the default organization in this navigation)
    if (progress.organizationLoad === undefined && progress.recovery === undefined) {
      return effect('loadDefaultOrganization', 'dashboard-organization');
    }
    if (offline) return unreachable;
    return redirect(paths.onboardOrg, 'dashboard-organization');
  }

  // 2. Onboarding paths.
  if (isOnboardPath(path)) {
    if (!hasValidToken) return redirect(paths.auth, 'onboard');
    if (state.loggedIn && !state.organizationSelected && path !== paths.onboardOrg) {
      return redirect(paths.onboardOrg, 'onboard');
    }
    if (state.loggedIn && state.organizationSelected && path !== paths.onboardInvite) {
      return redirect(paths.dashboard, 'onboard');
    }
  }

  // 3. Dashboard path: refresh the role; on failure clear the organization, reload the default, go to
  // /dashboard. No answer (offline) is no failure: the stored role stands.
  if (dashboard) {
    if (progress.role === undefined) return effect('refreshRole', 'dashboard-role');
    if (progress.role === 'failed') {
      if (progress.recovery === undefined) return effect('recoverOrganization', 'dashboard-role');
      if (progress.recovery === 'none') return redirect(paths.onboardOrg, 'dashboard-role');
      if (path !== paths.dashboard) return redirect(paths.dashboard, 'dashboard-role');
    }
  }

  // 4. Once per session: with a token and an empty sport-event list, fetch the catalogue.
  if (sportEventsDue(state)) return effect('fetchSportEvents', 'sport-events');

  // 5. Route rules; an absolute target is followed only when allowed.
  const rule = state.routeRules.find((r) => normalizePath(r.from) === path);
  if (rule) {
    if (isAbsoluteUrl(rule.to)) {
      if (isAllowedExternal(rule.to, state.allowedOrigins)) return { kind: 'external', href: rule.to, rule: 'route-rule' };
      return { kind: 'error', status: 500, message: externalNavigationError(rule.to), rule: 'route-rule' };
    }
    return redirect(rule.to, 'route-rule');
  }

  return { kind: 'allow' };
};
