import type { RouteObject } from 'react-router';
import { RouteErrorPage } from '../features/errors/route-error-page';
import { NotFound, notFoundLoader } from '../features/errors/not-found';
import { lazyRoute } from './lazy-route';

/** /dashboard and everything under it, in the default layout (the app shell). */
export const dashboardRoutes: RouteObject = {
  path: 'dashboard',
  lazy: lazyRoute(() => import('../layouts/default-layout'), { withoutZod: true }),
  children: [
    {
      // errors of a dashboard page render inside the shell
      ErrorBoundary: RouteErrorPage,
      children: [
        { index: true, lazy: lazyRoute(() => import('../features/dashboard/dashboard-page'), { withoutZod: true }) },
        { path: 'admin/organizations', lazy: lazyRoute(() => import('../features/admin/admin-organizations-page')) },
        { path: 'athletes', lazy: lazyRoute(() => import('../features/athletes/athletes-page')) },
        { path: 'athletes/:id', lazy: lazyRoute(() => import('../features/athletes/athlete-page')) },
        { path: 'courses', lazy: lazyRoute(() => import('../features/courses/courses-page')) },
        { path: 'courses/create', lazy: lazyRoute(() => import('../features/courses/course-create-page')) },
        { path: 'courses/:id', lazy: lazyRoute(() => import('../features/courses/course-page')) },
        { path: 'course-records', lazy: lazyRoute(() => import('../features/course-records/course-records-page')) },
        {
          path: 'course-records/bulk-records',
          lazy: lazyRoute(() => import('../features/course-records/course-records-bulk-page')),
        },
        { path: 'records', lazy: lazyRoute(() => import('../features/records/records-page')) },
        { path: 'records/bulk-records', lazy: lazyRoute(() => import('../features/records/records-bulk-page')) },
        { path: 'events', lazy: lazyRoute(() => import('../features/leaders/events-page')) },
        { path: 'events/:type', lazy: lazyRoute(() => import('../features/leaders/event-page')) },
        { path: 'meets', lazy: lazyRoute(() => import('../features/meets/meets-page')) },
        { path: 'meets/create', lazy: lazyRoute(() => import('../features/meets/meet-create-page')) },
        { path: 'meets/:id', lazy: lazyRoute(() => import('../features/meets/meet-page')) },
        { path: 'meets/:id/heat-sheet', lazy: lazyRoute(() => import('../features/meet-files/heat-sheet-page')) },
        { path: 'meets/:id/results-sheet', lazy: lazyRoute(() => import('../features/meet-files/results-sheet-page')) },
        { path: 'messaging', lazy: lazyRoute(() => import('../features/messaging/messaging-page')) },
        { path: 'performance', lazy: lazyRoute(() => import('../features/performance/performance-page')) },
        { path: 'schedule', lazy: lazyRoute(() => import('../features/schedule/schedule-page')) },
        { path: 'settings', lazy: lazyRoute(() => import('../features/settings/settings-page')) },
        { path: '*', loader: notFoundLoader, Component: NotFound },
      ],
    },
  ],
};
