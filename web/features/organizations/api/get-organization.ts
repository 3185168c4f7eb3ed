import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOrganization } from '@core/api/organization';
import { callApi } from '../../../lib/api-client';

/** GET /api/organization/get: the organization with the caller's role and capabilities in it. */
export const fetchOrganization = (organizationId: string) => callApi(getOrganization, { query: { organizationId } });

export const organizationQueryKey = (organizationId: string) => ['organization', organizationId] as const;

export const organizationQueryOptions = (organizationId: string) =>
  queryOptions({ queryKey: organizationQueryKey(organizationId), queryFn: () => fetchOrganization(organizationId) });

export const useOrganizationQuery = (organizationId: string | undefined) =>
  useQuery({ ...organizationQueryOptions(organizationId ?? ''), enabled: Boolean(organizationId) });
