import { StrictMode, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import type { Root } from 'react-dom/client';
import { useAnalytics } from '../lib/analytics';
import { DocsFrame } from '../layouts/docs-frame';
import { PublicFrame } from '../layouts/public-frame';
import { PublicNavProvider, type PublicNavigation } from '../layouts/public-nav';
import site from '../layouts/site.module.css';
import { decideNavigation } from './guards/decide-navigation';
import { readGuardState } from './guards/guard-state';
import { importWithReload } from './reload-guard';
import { isPublicPage, publicPageOf, type PublicFrameKind } from './public-pages';
import { locationHref, resolvePublicStart, type PublicLocation } from './public-start';

/** How the app takes over from the light public app: push `to`, replace with it, or stay where the browser is. */
export type LeaveMode = 'push' | 'replace' | 'current';
export type Leave = (to: string, mode: LeaveMode) => void;

export const currentLocation = (): PublicLocation => ({
  pathname: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
});

/** The guards' answer for `target` right now, in the light app's terms (see resolvePublicStart). */
export const resolvePublic = (target: PublicLocation): PublicLocation | null =>
  resolvePublicStart((t) => decideNavigation(readGuardState({}), t), target, isPublicPage);

interface Shown {
  location: PublicLocation;
  frame: PublicFrameKind;
  Page: ComponentType;
}

const loadShown = async (location: PublicLocation): Promise<Shown> => {
  const page = publicPageOf(location.pathname);
  if (!page) throw new Error(`Not a public page: ${location.pathname}`);
  const module = await importWithReload(page.load);
  return { location, frame: page.frame, Page: module.default };
};

const scrollToTarget = (hash: string) => {
  const target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
};

interface PublicAppProps {
  initial: Shown;
  leave: Leave;
  /** start loading the full app (a link into it is about to be followed) */
  prefetchApp: () => void;
}

/**
 * The public pages (home, about, features, athlete, terms, privacy) without the router and Mantine:
 * in-place navigation between them with the history API, the guards asked on every navigation like
 * the router's root loader does; anything else hands over to the full app (`leave`).
 */
function PublicApp({ initial, leave, prefetchApp }: PublicAppProps) {
  const [shown, setShown] = useState(initial);
  const [busy, setBusy] = useState(false);
  const ticket = useRef(0);
  const leaving = useRef(false);
  const scrollAfterShow = useRef(false);
  useAnalytics();

  const show = useCallback(
    async (target: PublicLocation, mode: 'push' | 'pop') => {
      if (leaving.current) return;
      const mine = ++ticket.current;
      const start = resolvePublic(target);
      setBusy(true);
      if (!start) {
        leaving.current = true;
        leave(locationHref(target), mode === 'push' ? 'push' : 'current');
        return;
      }
      try {
        const next = await loadShown(start);
        if (mine !== ticket.current) return;
        if (mode === 'push') window.history.pushState(null, '', locationHref(start));
        else if (locationHref(start) !== locationHref(target)) window.history.replaceState(null, '', locationHref(start));
        scrollAfterShow.current = mode === 'push';
        setShown(next);
        setBusy(false);
      } catch {
        // the page's code could not be loaded: let the full app try, and show its error page if it fails too
        leaving.current = true;
        leave(locationHref(start), mode === 'push' ? 'push' : 'replace');
      }
    },
    [leave],
  );

  useLayoutEffect(() => {
    if (!scrollAfterShow.current) return;
    scrollAfterShow.current = false;
    scrollToTarget(shown.location.hash);
  }, [shown]);

  useEffect(() => {
    const onPop = () => void show(currentLocation(), 'pop');
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [show]);

  const navigation = useMemo<PublicNavigation>(
    () => ({
      pathname: shown.location.pathname,
      navigate: (to) => {
        const url = new URL(to, window.location.href);
        if (url.origin !== window.location.origin) {
          window.location.assign(url.href);
          return;
        }
        void show({ pathname: url.pathname, search: url.search, hash: url.hash }, 'push');
      },
      prefetch: (to) => {
        const url = new URL(to, window.location.href);
        if (url.origin !== window.location.origin) return;
        const page = publicPageOf(url.pathname);
        if (page) void page.load().catch(() => undefined);
        else prefetchApp();
      },
    }),
    [shown.location.pathname, show, prefetchApp],
  );

  const Frame = shown.frame === 'docs' ? DocsFrame : PublicFrame;
  const { Page } = shown;
  return (
    <PublicNavProvider value={navigation}>
      {busy ? <div className={site.loadingBar} role="progressbar" aria-label="Loading page" /> : null}
      <Frame>
        <Page key={shown.location.pathname} />
      </Frame>
    </PublicNavProvider>
  );
}

/** Renders the light public app at `start` once that page's code is loaded. */
export const startPublicApp = async (root: Root, start: PublicLocation, leave: Leave, prefetchApp: () => void): Promise<void> => {
  const initial = await loadShown(start);
  root.render(
    <StrictMode>
      <PublicApp initial={initial} leave={leave} prefetchApp={prefetchApp} />
    </StrictMode>,
  );
};
