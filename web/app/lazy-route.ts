import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import { importWithReload } from './reload-guard';

type PageModule = { default: ComponentType; loader?: LoaderFunction };

/**
 * A react-router `lazy` for a module whose default export is the route's component (reloads once on
 * chunk failure). A module may also export a `loader`, e.g. one made with `prefetchLoader`
 * (app/route-prefetch.ts) that starts the page's queries beside the guards' role check.
 */
export const lazyRoute = (load: () => Promise<PageModule>) => async () => {
  const module = await importWithReload(load);
  return module.loader ? { Component: module.default, loader: module.loader } : { Component: module.default };
};
