import type { LoaderFunction } from 'react-router';
import { appStore } from '../lib/store/app-store';
import { whenSessionTrusted } from './guards/session-trust';
import { nextTask } from './next-task';

/**
 * A route loader that starts a page's queries (`queryClient.prefetchQuery`, not awaited) for the
 * selected organization as soon as the guards trust the session, beside their role check, and
 * never for a navigation they turn away. The page then renders once with its data in the cache
 * instead of rendering loaders and again per answer (decision 015). It does not wait for the data.
 * The queries start in a task of their own: on a first load the router's start (history, matching,
 * the guards' first steps) is one long task already, and building and sending seven calls adds to it.
 */
export const prefetchLoader =
  (prefetch: (organizationId: string) => void): LoaderFunction =>
  async ({ request }) => {
    if (await whenSessionTrusted(request)) {
      await nextTask();
      const organization = appStore.getState().organization;
      if (organization) prefetch(organization.id);
    }
    return null;
  };
