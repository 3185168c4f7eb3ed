import { createRoot } from 'react-dom/client';
import { evaluateAppStages } from './app-stages';
import { refreshToken } from '../lib/token';
import { decideNavigation } from './guards/decide-navigation';
import { readGuardState } from './guards/guard-state';
import { importWithReload } from './reload-guard';
import { nextTask } from './next-task';
import { startZod } from './lazy-route';
import { currentLocation, resolvePublic, startPublicApp, type LeaveMode } from './public-app';
import { locationHref } from './public-start';

// the stage chunks first, a task each (app-stages.ts): then importing the app evaluates its own chunk only
const loadFullApp = async () => {
  await evaluateAppStages();
  return import('./full-app');
};

/**
 * Starts the web app in `container`. A public page the guards allow at once (a visitor opening
 * /, /about, /features, /athlete, /terms or /privacy) is shown by the light public app: React and
 * the page only. Everything else, and any link followed from a public page into the app, loads
 * the full app (router, Mantine, TanStack Query) from its own chunk.
 */
export const boot = (container: HTMLElement): void => {
  const root = createRoot(container);
  let started = false;

  const startFullApp = async (to?: string, mode: LeaveMode = 'current') => {
    if (started) return;
    started = true;
    // zod for the first page: beside the app's chunks, or after the dashboard's home (lazy-route.ts)
    startZod(new URL(to ?? window.location.href, window.location.href).pathname);
    const { mountFullApp } = await importWithReload(loadFullApp);
    // a task of its own for starting the app: evaluating its chunk is one long task already
    await nextTask();
    if (to !== undefined && mode === 'push') window.history.pushState(null, '', to);
    if (to !== undefined && mode === 'replace') window.history.replaceState(null, '', to);
    await mountFullApp(root, { waitForFirstPage: to !== undefined });
  };

  const prefetchFullApp = () => void loadFullApp().catch(() => undefined);

  const here = currentLocation();
  const start = resolvePublic(here);
  if (!start) {
    // When the guards' first step here is the token upkeep (a returning user whose token expired),
    // ask for the token now, beside the app's chunk: the guards then find it fresh, or share the
    // request still under way (lib/token.ts). A failure is theirs to handle: they ask again.
    const first = decideNavigation(readGuardState({}), here);
    if (first.kind === 'effect' && first.effect === 'refreshToken') void refreshToken().catch(() => undefined);
    void startFullApp();
    return;
  }
  if (locationHref(start) !== locationHref(here)) window.history.replaceState(null, '', locationHref(start));
  startPublicApp(root, start, (to, mode) => void startFullApp(to, mode), prefetchFullApp).catch(() => void startFullApp());
};
