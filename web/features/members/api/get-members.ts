import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMembers } from '@core/api/members';
import { callApi, requireOrganizationId } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

/** GET /api/organization/members/get for the selected organization (throws "Organization not selected"). */
export const fetchMembers = () => {
  const orgId = requireOrganizationId();
  return callApi(getMembers, { query: { orgId } });
};

export const membersQueryKey = (orgId: string) => ['members', orgId] as const;

export const membersQueryOptions = (orgId: string) => queryOptions({ queryKey: membersQueryKey(orgId), queryFn: fetchMembers });

export const useMembers = (orgId: string | undefined) => useQuery({ ...membersQueryOptions(orgId ?? ''), enabled: Boolean(orgId) });

export const invalidateMembers = () => queryClient.invalidateQueries({ queryKey: ['members'] });
