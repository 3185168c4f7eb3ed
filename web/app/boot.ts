import { createRoot } from 'react-dom/client';
import { appStore } from '../lib/store/app-store';
import { importWithReload } from './reload-guard';
import { currentLocation, resolvePublic, startPublicApp, type LeaveMode } from './public-app';
import { locationHref } from './public-start';

const loadFullApp = () => import('./full-app');

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
    const { mountFullApp } = await importWithReload(loadFullApp);
    if (to !== undefined && mode === 'push') window.history.pushState(null, '', to);
    if (to !== undefined && mode === 'replace') window.history.replaceState(null, '', to);
    await mountFullApp(root, { waitForFirstPage: to !== undefined });
  };

  const prefetchFullApp = () => void loadFullApp().catch(() => undefined);

  const here = currentLocation();
  const start = resolvePublic(here);
  if (!start) {
    // a signed-in visitor's first navigation runs guard effects (token, role): fetch their code
    // alongside the app's instead of after it
    if (appStore.getState().auth.token !== null) void import('./guards/guard-effects').catch(() => undefined);
    void startFullApp();
    return;
  }
  if (locationHref(start) !== locationHref(here)) window.history.replaceState(null, '', locationHref(start));
  startPublicApp(root, start, (to, mode) => void startFullApp(to, mode), prefetchFullApp).catch(() => void startFullApp());
};
