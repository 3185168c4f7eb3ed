import { useMutation } from '@tanstack/react-query';
import { deleteOrganization } from '@core/api/organizations';
import { callApi } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { appActions, appStore } from '../../../lib/store/app-store';
import { organizationQueryKey } from './get-organization';
import { invalidateOrganizations } from './get-organizations';

/** DELETE /api/organizations/delete (owner): everything in it goes; the selection is cleared. */
export const removeOrganization = async (organizationId: string) => {
  await callApi(deleteOrganization, { query: { organizationId } });
  queryClient.removeQueries({ queryKey: organizationQueryKey(organizationId) });
  if (appStore.getState().organization?.id === organizationId) appActions.clearOrganization();
  await invalidateOrganizations();
};

export const useDeleteOrganization = () => useMutation({ mutationFn: removeOrganization });
