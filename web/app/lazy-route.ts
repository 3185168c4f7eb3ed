import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import { loadZod } from '../lib/late-zod';
import { afterFirstPageDrawn } from './first-page';
import { normalizePath } from './guards/route-rules';
import { paths } from './paths';
import { importWithReload } from './reload-guard';

type PageModule = { default: ComponentType; loader?: LoaderFunction };

/**
 * A react-router `lazy` for a module whose default export is the route's component (reloads once on
 * chunk failure). A module may also export a `loader`, e.g. one made with `prefetchLoader`
 * (app/route-prefetch.ts) that starts the page's queries beside the guards' role check.
 *
 * zod is not in the first load's chunks (lib/late-zod.ts): a page's module runs once zod has loaded,
 * but for `withoutZod`, the dashboard's home and its layout, which are in those chunks and build no
 * schema. They are drawn first; zod loads after them (`startZod`).
 */
export const lazyRoute =
  (load: () => Promise<PageModule>, { withoutZod = false } = {}) =>
  async () => {
    if (!withoutZod) await importWithReload(loadZod);
    const module = await importWithReload(load);
    return module.loader ? { Component: module.default, loader: module.loader } : { Component: module.default };
  };

/**
 * Starts loading zod for the app's first page (app/boot.ts, as the full app starts): at once,
 * beside the app's chunks, unless that page is the dashboard's home, which is drawn without it;
 * then once it is drawn, for the next page.
 */
export const startZod = (pathname: string): void => {
  const load = () => void loadZod().catch(() => undefined);
  if (normalizePath(pathname) === paths.dashboard) afterFirstPageDrawn(load);
  else load();
};
