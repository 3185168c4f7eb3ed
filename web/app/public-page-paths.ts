import { paths } from './paths.ts';

/**
 * The pages the light public app shows without the router or Mantine (app/public-pages.ts). The
 * build reads this list too: every other page starts the full app, so the server tells the
 * browser to fetch the app's chunk along with the entry (web/build/chunk-plan.ts, decision 015).
 */
export const PUBLIC_PAGE_PATHS = [paths.home, paths.about, paths.features, paths.athlete, paths.terms, paths.privacy] as const;

export type PublicPagePath = (typeof PUBLIC_PAGE_PATHS)[number];
