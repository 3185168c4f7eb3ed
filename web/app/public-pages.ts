import type { ComponentType } from 'react';
import { normalizePath } from './guards/route-rules';
import { paths } from './paths';
import type { PublicPagePath } from './public-page-paths';
import HomePage from '../features/marketing/home-page';

/** The frame a public page is shown in: the landing layout or the docs layout. */
export type PublicFrameKind = 'landing' | 'docs';

export interface PublicPage {
  frame: PublicFrameKind;
  load: () => Promise<{ default: ComponentType }>;
}

/**
 * The pages the light public app shows without the router or Mantine: the same modules the
 * router's routes load (app/router.tsx), so their chunks are shared.
 */
const PUBLIC_PAGES: Record<PublicPagePath, PublicPage> = {
  [paths.home]: { frame: 'landing', load: () => Promise.resolve({ default: HomePage }) },
  [paths.about]: { frame: 'landing', load: () => import('../features/marketing/about-page') },
  [paths.features]: { frame: 'landing', load: () => import('../features/marketing/features-page') },
  [paths.athlete]: { frame: 'landing', load: () => import('../features/marketing/athlete-page') },
  [paths.terms]: { frame: 'docs', load: () => import('../features/docs/terms-page') },
  [paths.privacy]: { frame: 'docs', load: () => import('../features/docs/privacy-page') },
};

export const publicPageOf = (pathname: string): PublicPage | null => {
  const path = normalizePath(pathname);
  return Object.hasOwn(PUBLIC_PAGES, path) ? PUBLIC_PAGES[path as PublicPagePath] : null;
};

export const isPublicPage = (pathname: string): boolean => publicPageOf(pathname) !== null;
