import { paths } from '../paths';

/** Path without trailing slashes ("/auth/" is "/auth"; "/" stays "/"). */
export const normalizePath = (pathname: string): string => {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
};

const under = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

export const isDashboardPath = (path: string) => under(normalizePath(path), paths.dashboard);
/** Seed: "path containing /onboard". */
export const isOnboardPath = (path: string) => normalizePath(path).includes(paths.onboard);
export const isAuthPath = (path: string) => under(normalizePath(path), paths.auth);

/** Where a logged-out user is sent to /auth with a referer (seed section 2). */
export const needsRefererRedirect = (path: string): boolean => {
  const p = normalizePath(path);
  return p === paths.account || under(p, paths.dashboard) || under(p, '/deeplink');
};

/** The only pages a logged-out user may reach (seed section 2). */
const PUBLIC_EXACT: readonly string[] = [
  paths.home,
  paths.deeplink,
  paths.about,
  paths.features,
  paths.athlete,
  paths.terms,
  paths.privacy,
  paths.account,
];

export const isPublicPath = (path: string): boolean => {
  const p = normalizePath(path);
  return PUBLIC_EXACT.includes(p) || under(p, paths.onboard) || isAuthPath(p);
};

/** Route rules (seed section 2, rule 5): a source path and where it leads; absolute targets are external. */
export interface RouteRule {
  from: string;
  to: string;
}

export const ROUTE_RULES: readonly RouteRule[] = [
  { from: '/dashboard/admin', to: paths.adminOrganizations },
  { from: '/dashboard/profile', to: `${paths.settings}?tab=profile` },
  { from: '/dashboard/members', to: `${paths.settings}?tab=members` },
];

/** Whether a redirect target leaves the app (absolute URL or protocol-relative). */
export const isAbsoluteUrl = (target: string): boolean => /^[a-z][a-z\d+.-]*:/i.test(target) || target.startsWith('//');

/** An absolute target may be followed only when its origin is on the allow-list. */
export const isAllowedExternal = (target: string, allowedOrigins: readonly string[]): boolean => {
  try {
    const url = new URL(target);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
    return allowedOrigins.includes(url.origin);
  } catch {
    return false;
  }
};

/**
 * A referer taken from the query is honoured only when it is a same-origin path: it starts with one
 * slash (not "//", not "/\"), and is not itself an auth page (that would loop).
 */
export const safeReferer = (referer: string | null | undefined): string | null => {
  if (!referer || !referer.startsWith('/') || referer.startsWith('//') || referer.startsWith('/\\')) return null;
  if ([...referer].some((c) => c.charCodeAt(0) < 0x20 || c === '\\')) return null;
  const path = referer.split(/[?#]/)[0] ?? '';
  if (isAuthPath(path)) return null;
  return referer;
};

export const externalNavigationError = (target: string) => `Navigating to an external URL without permission: ${target}`;
