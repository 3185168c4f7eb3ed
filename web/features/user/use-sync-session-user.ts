import { useEffect } from 'react';
import { appActions, appStore } from '../../lib/store/app-store';
import { useUser } from '../../lib/store/hooks';
import { useUserQuery } from './api/get-user';

/** Keeps the session's user (names, product-admin flag) in step with the server while the dashboard is open. */
export const useSyncSessionUser = (): void => {
  const user = useUser();
  const query = useUserQuery(user?.id);
  const fresh = query.data;
  useEffect(() => {
    const current = appStore.getState().session.user;
    if (!fresh || !current || current.id !== fresh.id) return;
    if (JSON.stringify(current) !== JSON.stringify(fresh)) appActions.setUser(fresh);
  }, [fresh]);
};
