import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getAdminOrganizations } from '@core/api/organizations';
import type { CallQueryInput } from '@core/api/define-call';
import { callApi } from '../../../lib/api-client';

export type AdminOrganizationsQuery = NonNullable<CallQueryInput<typeof getAdminOrganizations>>;

/** GET /api/organizations/admin/get: every organization (product admins in admin mode). */
export const fetchAdminOrganizations = (query: AdminOrganizationsQuery) =>
  callApi(getAdminOrganizations, { query: { ...query, search: query.search?.trim() || undefined } });

export const adminOrganizationsQueryOptions = (query: AdminOrganizationsQuery) =>
  queryOptions({
    queryKey: ['admin-organizations', query] as const,
    queryFn: () => fetchAdminOrganizations(query),
    placeholderData: keepPreviousData,
  });

export const useAdminOrganizations = (query: AdminOrganizationsQuery, enabled = true) =>
  useQuery({ ...adminOrganizationsQueryOptions(query), enabled });
