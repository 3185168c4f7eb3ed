import type { RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { RouteErrorPage } from '../features/errors/route-error-page';
import { NotFound, notFoundLoader } from '../features/errors/not-found';
import { lazyRoute } from './lazy-route';
import { RootRoute } from './root-route';
import { rootLoader, shouldRevalidateRoot } from './root-loader';
import { dashboardRoutes } from './dashboard-routes';

/**
 * Every route of seed section 2 in its layout, all lazy-loaded. The root loader runs the guards on
 * every navigation (shouldRevalidate always true). Unknown pages: 404 "Page Not Found: {fullPath}".
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: rootLoader,
    shouldRevalidate: shouldRevalidateRoot,
    Component: RootRoute,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageLoader,
    children: [
      {
        lazy: lazyRoute(() => import('../layouts/landing-layout')),
        children: [
          { index: true, lazy: lazyRoute(() => import('../features/marketing/home-page')) },
          { path: 'about', lazy: lazyRoute(() => import('../features/marketing/about-page')) },
          { path: 'features', lazy: lazyRoute(() => import('../features/marketing/features-page')) },
          { path: 'athlete', lazy: lazyRoute(() => import('../features/marketing/athlete-page')) },
        ],
      },
      {
        lazy: lazyRoute(() => import('../layouts/docs-layout')),
        children: [
          { path: 'terms', lazy: lazyRoute(() => import('../features/docs/terms-page')) },
          { path: 'privacy', lazy: lazyRoute(() => import('../features/docs/privacy-page')) },
        ],
      },
      {
        // the seed leaves the deeplink's layout open: the public marketing frame
        lazy: lazyRoute(() => import('../layouts/marketing-layout')),
        children: [{ path: 'redirect/deeplink', lazy: lazyRoute(() => import('../features/onboarding/deeplink-page')) }],
      },
      {
        lazy: lazyRoute(() => import('../layouts/empty-layout')),
        children: [{ path: 'account', lazy: lazyRoute(() => import('../features/account/account-page')) }],
      },
      {
        lazy: lazyRoute(() => import('../layouts/auth-layout')),
        children: [
          { path: 'auth', lazy: lazyRoute(() => import('../features/auth/sign-in-page')) },
          { path: 'auth/reset', lazy: lazyRoute(() => import('../features/auth/reset-page')) },
          { path: 'auth/confirm', lazy: lazyRoute(() => import('../features/auth/confirm-page')) },
        ],
      },
      {
        lazy: lazyRoute(() => import('../layouts/onboarding-layout')),
        children: [{ path: 'auth/sign-up', lazy: lazyRoute(() => import('../features/auth/sign-up-page')) }],
      },
      {
        lazy: lazyRoute(() => import('../layouts/full-layout')),
        children: [
          { path: 'onboard', lazy: lazyRoute(() => import('../features/onboarding/onboard-profile-page')) },
          { path: 'onboard/org', lazy: lazyRoute(() => import('../features/onboarding/onboard-org-page')) },
          { path: 'onboard/invite', lazy: lazyRoute(() => import('../features/onboarding/onboard-invite-page')) },
        ],
      },
      dashboardRoutes,
      { path: '*', loader: notFoundLoader, Component: NotFound },
    ],
  },
];
