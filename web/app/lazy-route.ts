import type { ComponentType } from 'react';
import { importWithReload } from './reload-guard';

type PageModule = { default: ComponentType };

/** A react-router `lazy` for a module whose default export is the route's component (reloads once on chunk failure). */
export const lazyRoute = (load: () => Promise<PageModule>) => async () => {
  const module = await importWithReload(load);
  return { Component: module.default };
};
