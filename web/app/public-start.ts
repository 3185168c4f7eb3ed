import type { Decision, NavigationTarget } from './guards/decide-navigation';

/** A location as the light public app sees it. */
export interface PublicLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** At most this many redirects between public pages are followed (logged out: unknown path → "/"). */
const MAX_REDIRECTS = 3;

const splitTarget = (to: string): PublicLocation => {
  const url = new URL(to, 'http://app.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
};

/**
 * Whether the light public app (no router, no Mantine) can show `target`: the guards, asked
 * synchronously, allow a public page at once, maybe after redirects that lead to one. Answers the
 * location to show, or null when the full app is needed (an effect to run, a redirect into the
 * app, an error, an external target or a page the light app does not have).
 */
export const resolvePublicStart = (
  decide: (target: NavigationTarget) => Decision,
  target: PublicLocation,
  isPublicPage: (pathname: string) => boolean,
): PublicLocation | null => {
  let current = target;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    const decision = decide({ pathname: current.pathname, search: current.search, hash: current.hash });
    if (decision.kind === 'allow') return isPublicPage(current.pathname) ? current : null;
    if (decision.kind !== 'redirect') return null;
    const next = splitTarget(decision.to);
    if (!isPublicPage(next.pathname)) return null;
    current = next;
  }
  return null;
};

export const locationHref = (location: PublicLocation): string => `${location.pathname}${location.search}${location.hash}`;
