import { useMutation } from '@tanstack/react-query';
import { postOrganization, type OrganizationInput } from '@core/api/organizations';
import { callApi } from '../../../lib/api-client';
import { appActions } from '../../../lib/store/app-store';
import { invalidateOrganizations } from './get-organizations';

/** POST /api/organizations/post: the caller becomes the owner; the new organization is selected. */
export const createOrganization = async (input: OrganizationInput) => {
  const organization = await callApi(postOrganization, { body: input });
  appActions.selectOrganization(organization);
  await invalidateOrganizations();
  return organization;
};

export const usePostOrganization = () => useMutation({ mutationFn: createOrganization });
