import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '../styles/app.css';
import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
} from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './providers';
import { routes } from './router';
import { installSessionHandlers } from './session-handlers';
import { nextTask } from './next-task';

/**
 * The full app: the router (guards in its root loader) under Mantine, toasts and TanStack Query.
 * Loaded on its own chunk: public pages opened directly never load it (app/boot.ts). The router is
 * created here, so it starts at the current location. With `waitForFirstPage` the current content
 * (the light public app handing over) stays until the first page is ready.
 */
export const mountFullApp = async (root: Root, { waitForFirstPage = false } = {}): Promise<void> => {
  // What createBrowserRouter(routes) does, in two tasks: building the router (its route tree) and
  // starting it (matching, the loaders' first steps) take about as long as each other, and together
  // they were the first load's longest task. The unstable names are react-router's own parts of it.
  const router = createRouter({ routes, history: createBrowserHistory(), mapRouteProperties, hydrationRouteProperties });
  installSessionHandlers(router);
  await nextTask();
  router.initialize();
  // rendered as a transition: React renders the (large) first tree in slices, not one long task
  const render = () =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <Providers>
            <RouterProvider router={router} />
          </Providers>
        </StrictMode>,
      ),
    );
  if (!waitForFirstPage || router.state.initialized) {
    // the router has started the guards' requests; render in a task of its own
    await nextTask();
    render();
    return;
  }
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      window.scrollTo(0, 0);
      render();
      resolve();
    });
  });
};
