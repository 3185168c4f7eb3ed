import { queryOptions, useQuery } from '@tanstack/react-query';
import { getRecentPrs } from '@core/api/performance';
import { callApi } from '../../../lib/api-client';

/** GET /api/performance/recent-prs/get: PRs set at the team's latest meets, newest first. */
export const fetchRecentPrs = (orgId: string, limit: number) => callApi(getRecentPrs, { query: { orgId, limit } });

export const recentPrsQueryKey = (orgId: string) => ['recent-prs', orgId] as const;

export const recentPrsQueryOptions = (orgId: string, limit: number) =>
  queryOptions({ queryKey: [...recentPrsQueryKey(orgId), limit] as const, queryFn: () => fetchRecentPrs(orgId, limit) });

export const useRecentPrs = (orgId: string | undefined, limit: number) =>
  useQuery({ ...recentPrsQueryOptions(orgId ?? '', limit), enabled: Boolean(orgId) });
