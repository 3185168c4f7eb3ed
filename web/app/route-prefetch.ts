import type { LoaderFunction } from 'react-router';
import { appStore } from '../lib/store/app-store';
import { whenSessionTrusted } from './guards/session-trust';
import { nextTask } from './next-task';

/** Starts some of a page's queries for the selected organization (`queryClient.prefetchQuery`, not awaited). */
export type Prefetch = (organizationId: string) => void;

/**
 * A route loader that starts a page's queries for the selected organization as soon as the guards
 * trust the session, beside their role check, and never for a navigation they turn away. The page
 * then renders once with its data in the cache instead of rendering loaders and again per answer
 * (decision 015). It does not wait for the data.
 * Each group of queries starts in a task of its own: building and sending a call costs a few
 * milliseconds, and on a first load the router's start before them is one long task already.
 */
export const prefetchLoader =
  (...groups: Prefetch[]): LoaderFunction =>
  async ({ request }) => {
    if (!(await whenSessionTrusted(request))) return null;
    for (const prefetch of groups) {
      await nextTask();
      const organization = appStore.getState().organization;
      if (!organization || request.signal.aborted) break;
      prefetch(organization.id);
    }
    return null;
  };
