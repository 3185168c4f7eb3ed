import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getMeets } from '@core/api/meets';
import type { CallQueryInput } from '@core/api/define-call';
import { callApi } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export type MeetsQuery = Omit<NonNullable<CallQueryInput<typeof getMeets>>, 'orgId'>;

/** GET /api/meets/get: upcoming (soonest first) or past (latest first) meets. */
export const fetchMeets = (orgId: string, query: MeetsQuery) =>
  callApi(getMeets, { query: { ...query, orgId, search: query.search?.trim() || undefined } });

export const meetsQueryOptions = (orgId: string, query: MeetsQuery) =>
  queryOptions({ queryKey: ['meets', orgId, query] as const, queryFn: () => fetchMeets(orgId, query), placeholderData: keepPreviousData });

export const useMeets = (orgId: string | undefined, query: MeetsQuery) =>
  useQuery({ ...meetsQueryOptions(orgId ?? '', query), enabled: Boolean(orgId) });

export const invalidateMeets = () => queryClient.invalidateQueries({ queryKey: ['meets'] });
