import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { appActions } from '../../lib/store/app-store';
import { queryClient } from '../../lib/query-client';
import { notify } from '../../lib/notify';
import { errorMessage } from '../../lib/api-error';
import { fetchOrganization } from './api/get-organization';

/** Selects another organization (its role and capabilities from the server) and opens its dashboard. */
export const useSwitchOrganization = () => {
  const navigate = useNavigate();
  const [switching, setSwitching] = useState<string | null>(null);
  const switchTo = useCallback(
    async (organizationId: string) => {
      setSwitching(organizationId);
      try {
        const organization = await fetchOrganization(organizationId);
        appActions.selectOrganization(organization);
        await queryClient.invalidateQueries();
        await navigate(paths.dashboard);
      } catch (error) {
        notify.error(errorMessage(error), 'Could not open the team');
      } finally {
        setSwitching(null);
      }
    },
    [navigate],
  );
  return { switchTo, switching };
};
