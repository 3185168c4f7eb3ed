import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOrganizations } from '@core/api/organizations';
import { ROLES, type RoleName } from '@core/roles';
import { callApi } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

/** GET /api/organizations/get?roles[]=owner&roles[]=admin&…: the caller's organizations, first joined first. */
export const fetchOrganizations = (roles: readonly RoleName[] = ROLES) => callApi(getOrganizations, { query: { 'roles[]': [...roles] } });

export const organizationsQueryKey = ['organizations'] as const;

export const organizationsQueryOptions = () => queryOptions({ queryKey: organizationsQueryKey, queryFn: () => fetchOrganizations() });

export const useOrganizations = (enabled = true) => useQuery({ ...organizationsQueryOptions(), enabled });

export const invalidateOrganizations = () => queryClient.invalidateQueries({ queryKey: organizationsQueryKey });
