import { useMutation } from '@tanstack/react-query';
import { patchOrganization } from '@core/api/organizations';
import type { CallBodyInput } from '@core/api/define-call';
import { callApi } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { appActions, appStore } from '../../../lib/store/app-store';
import { organizationQueryKey } from './get-organization';
import { invalidateOrganizations } from './get-organizations';

export type OrganizationPatch = CallBodyInput<typeof patchOrganization>;

/** PATCH /api/organizations/patch: edits the profile; the stored selection follows the answer. */
export const updateOrganization = async (organizationId: string, body: OrganizationPatch) => {
  const organization = await callApi(patchOrganization, { query: { organizationId }, body });
  queryClient.setQueryData(organizationQueryKey(organization.id), organization);
  if (appStore.getState().organization?.id === organization.id) {
    appActions.selectOrganization(organization);
  }
  await invalidateOrganizations();
  return organization;
};

export const usePatchOrganization = (organizationId: string) =>
  useMutation({ mutationFn: (body: OrganizationPatch) => updateOrganization(organizationId, body) });
