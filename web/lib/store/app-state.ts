import type { User } from '@core/api/user';
import type { Organization } from '@core/api/organizations';
import { ROLES, type RoleName, type UserMode } from '@core/roles';
import { hasStrings, isRecord, isStringArray, isStringOrNull } from '../shape';

/** The session of seed section 3: persisted across browser sessions. */
export interface SessionState {
  user: User | null;
  userMode: UserMode;
  loggedIn: boolean;
}

/** The auth state of seed section 3: the bearer token and when it expires (epoch ms). */
export interface AuthState {
  token: string | null;
  expiresAt: number | null;
}

export interface AppState {
  session: SessionState;
  auth: AuthState;
  /** the selected organization (persisted) */
  organization: Organization | null;
  /** the current role in the selected organization (persisted) */
  role: RoleName | null;
}

export const initialAppState: AppState = {
  session: { user: null, userMode: 'standard', loggedIn: false },
  auth: { token: null, expiresAt: null },
  organization: null,
  role: null,
};

const isRole = (v: unknown): v is RoleName => typeof v === 'string' && (ROLES as readonly string[]).includes(v);

const isUser = (v: unknown): v is User =>
  isRecord(v) &&
  hasStrings(v, ['id', 'uid', 'email', 'firstName', 'lastName', 'joinedAt', 'updatedAt']) &&
  isStringOrNull(v.birthdate) &&
  isStringOrNull(v.profilePhoto) &&
  isStringOrNull(v.gender) &&
  isStringOrNull(v.gradeLevel) &&
  (v.roleName === null || isRole(v.roleName)) &&
  isStringArray(v.sportEvents) &&
  isStringArray(v.categories) &&
  typeof v.isProductAdmin === 'boolean';

const isOrganization = (v: unknown): v is Organization =>
  isRecord(v) &&
  hasStrings(v, ['id', 'name', 'kind', 'location', 'primaryColor', 'units', 'timezone', 'createdAt', 'updatedAt']) &&
  isStringOrNull(v.logo) &&
  typeof v.handTimeConversion === 'boolean' &&
  isRole(v.roleName) &&
  isStringArray(v.capabilities);

/**
 * Validates what was stored (an older build may have written another shape): each part that does
 * not check out falls back to its initial value; a broken user signs out.
 */
export const reviveAppState = (raw: unknown): AppState => {
  if (!isRecord(raw) || !isRecord(raw.session) || !isRecord(raw.auth)) return initialAppState;
  const { session, auth } = raw;
  const user = isUser(session.user) ? session.user : null;
  const token = typeof auth.token === 'string' && typeof auth.expiresAt === 'number' ? auth.token : null;
  const state: AppState = {
    session: { user, userMode: session.userMode === 'admin' ? 'admin' : 'standard', loggedIn: user !== null },
    auth: token ? { token, expiresAt: auth.expiresAt as number } : initialAppState.auth,
    organization: user && isOrganization(raw.organization) ? raw.organization : null,
    role: user && isRole(raw.role) ? raw.role : null,
  };
  return withSessionInvariants(state);
};

/** loggedIn follows the user; a non-admin can never stay in admin mode. */
const withSessionInvariants = (state: AppState): AppState => {
  const { user } = state.session;
  const loggedIn = user !== null;
  const userMode: UserMode = user?.isProductAdmin && loggedIn ? state.session.userMode : 'standard';
  if (loggedIn === state.session.loggedIn && userMode === state.session.userMode) return state;
  return { ...state, session: { user, loggedIn, userMode } };
};

/* ---- transitions (seed section 4), pure ---- */

/** Setting a user logs in; the mode stays what it was for the same admin, else standard. */
export const setUser = (state: AppState, user: User): AppState => {
  const sameAdmin = state.session.user?.id === user.id && user.isProductAdmin;
  const userMode: UserMode = sameAdmin ? state.session.userMode : 'standard';
  return { ...state, session: { user, loggedIn: true, userMode } };
};

/** Clearing the user logs out and returns to standard mode. */
export const clearUser = (state: AppState): AppState => ({
  ...state,
  session: { user: null, loggedIn: false, userMode: 'standard' },
});

/** Only product admins may enter admin mode; in admin mode the role is owner. */
export const setUserMode = (state: AppState, userMode: UserMode): AppState => {
  if (userMode === 'admin' && !state.session.user?.isProductAdmin) return state;
  const role = userMode === 'admin' && state.organization ? 'owner' : state.role;
  return { ...state, session: { ...state.session, userMode }, role };
};

export const setToken = (state: AppState, token: string, expiresAt: number): AppState => ({
  ...state,
  auth: { token, expiresAt },
});

export const clearToken = (state: AppState): AppState => ({ ...state, auth: { token: null, expiresAt: null } });

/** Selecting an organization also sets the role: owner in admin mode, else the given one. */
export const selectOrganization = (state: AppState, organization: Organization, role?: RoleName | null): AppState => ({
  ...state,
  organization,
  role: state.session.userMode === 'admin' ? 'owner' : (role ?? organization.roleName),
});

export const clearOrganization = (state: AppState): AppState => ({ ...state, organization: null, role: null });

export const setRole = (state: AppState, role: RoleName | null): AppState => ({
  ...state,
  role: state.session.userMode === 'admin' ? 'owner' : role,
});

/** Sign-out and account deletion: user, organization and token cleared. */
export const signedOut = (state: AppState): AppState => clearToken(clearOrganization(clearUser(state)));

/** Whether the token is present and has at least `marginMs` left at `now`. */
export const tokenIsFresh = (auth: AuthState, now: number, marginMs: number): boolean =>
  auth.token !== null && auth.expiresAt !== null && auth.expiresAt - now > marginMs;

/** Whether the token is present and not yet expired at `now`. */
export const tokenIsValid = (auth: AuthState, now: number): boolean => tokenIsFresh(auth, now, 0);
