import { appActions } from './store/app-store';
import { queryClient } from './query-client';
import { API_CACHE } from './pwa/cache-names';

/**
 * Sign-out and account deletion on the client side: user, organization and token cleared, caches
 * dropped, and the service worker's offline copies of API answers deleted (the next person on the
 * device reads nothing of this one's offline).
 */
export const clearSession = (): void => {
  appActions.signedOut();
  queryClient.clear();
  if (typeof caches !== 'undefined') void caches.delete(API_CACHE).catch(() => undefined);
};
