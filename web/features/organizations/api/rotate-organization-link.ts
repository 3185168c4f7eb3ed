import { useMutation } from '@tanstack/react-query';
import { rotateOrganizationLink } from '@core/api/organization';
import { callApi } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { organizationLinkQueryKey } from './get-organization-link';

/** POST /api/organization/link/rotate/post (owner, admin): old links stop working. */
export const rotateLink = async (organizationId: string) => {
  const link = await callApi(rotateOrganizationLink, { query: { organizationId } });
  queryClient.setQueryData(organizationLinkQueryKey(organizationId), link);
  return link;
};

export const useRotateOrganizationLink = (organizationId: string) => useMutation({ mutationFn: () => rotateLink(organizationId) });
