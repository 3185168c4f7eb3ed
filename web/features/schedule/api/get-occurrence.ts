import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOccurrence, type Target } from '@core/api/schedule';
import { callApi } from '../../../lib/api-client';

/** GET /api/schedule/occurrence/get: one occurrence or meet, who is going, and (coaches) attendance. */
export const occurrenceQueryOptions = (orgId: string, target: Target) =>
  queryOptions({
    queryKey: ['schedule', 'occurrence', orgId, target] as const,
    queryFn: () => callApi(getOccurrence, { query: { orgId, ...target } }),
  });

export const useOccurrence = (orgId: string | undefined, target: Target | null) =>
  useQuery({ ...occurrenceQueryOptions(orgId ?? '', target ?? {}), enabled: Boolean(orgId && target) });
