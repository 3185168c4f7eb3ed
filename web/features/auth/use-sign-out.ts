import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { authClient } from '../../lib/auth-client';
import { clearSession } from '../../lib/session';
import { dropPushSubscription } from '../../lib/pwa/push-subscription';
import { paths } from '../../app/paths';

/** Ends the identity session, then clears user, organization and token, and goes to /auth (seed section 4). */
export const signOut = async (): Promise<void> => {
  try {
    await authClient.signOut();
  } catch {
    // the local state is cleared either way
  }
  // this browser stops receiving the signed-out member's notices
  await dropPushSubscription();
  clearSession();
};

export const useSignOut = () => {
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOut();
    await navigate(paths.auth, { replace: true });
  }, [navigate]);
};
