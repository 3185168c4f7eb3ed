import { useEffect } from 'react';
import { appActions, appStore } from '../../lib/store/app-store';
import { useOrganization } from '../../lib/store/hooks';
import { useOrganizationQuery } from './api/get-organization';

/**
 * Keeps the stored organization (name, colour, role, capabilities) in step with the server while
 * the dashboard is open: whenever the organization query refetches, the selection follows.
 */
export const useSyncSelectedOrganization = (): void => {
  const selected = useOrganization();
  const query = useOrganizationQuery(selected?.id);
  const fresh = query.data;
  useEffect(() => {
    const current = appStore.getState().organization;
    if (!fresh || !current || current.id !== fresh.id) return;
    if (JSON.stringify(current) !== JSON.stringify(fresh)) appActions.selectOrganization(fresh);
  }, [fresh]);
};
