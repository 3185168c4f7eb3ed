import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOrganizationLink } from '@core/api/organization';
import { callApi } from '../../../lib/api-client';

/** GET /api/organization/link/get: the invite link with its secret token (owner, admin, coach). */
export const fetchOrganizationLink = (organizationId: string) => callApi(getOrganizationLink, { query: { organizationId } });

export const organizationLinkQueryKey = (organizationId: string) => ['organization-link', organizationId] as const;

export const organizationLinkQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: organizationLinkQueryKey(organizationId),
    queryFn: () => fetchOrganizationLink(organizationId),
  });

/** Only enabled when the caller's capabilities include invite:read. */
export const useOrganizationLink = (organizationId: string | undefined, enabled: boolean) =>
  useQuery({ ...organizationLinkQueryOptions(organizationId ?? ''), enabled: enabled && Boolean(organizationId) });
