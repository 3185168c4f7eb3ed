import type { LoaderFunction } from 'react-router';
import { appStore } from '../lib/store/app-store';
import { whenSessionTrusted } from './guards/session-trust';

/**
 * A route loader that starts a page's queries (`queryClient.prefetchQuery`, not awaited) for the
 * selected organization as soon as the guards trust the session, beside their role check, and
 * never for a navigation they turn away. The page then renders once with its data in the cache
 * instead of rendering loaders and again per answer (decision 015). It does not wait for the data.
 */
export const prefetchLoader =
  (prefetch: (organizationId: string) => void): LoaderFunction =>
  async ({ request }) => {
    if (await whenSessionTrusted(request)) {
      const organization = appStore.getState().organization;
      if (organization) prefetch(organization.id);
    }
    return null;
  };
