import { appActions } from './store/app-store';
import { queryClient } from './query-client';

/** Sign-out and account deletion on the client side: user, organization and token cleared, caches dropped. */
export const clearSession = (): void => {
  appActions.signedOut();
  queryClient.clear();
};
