import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAthlete } from '@core/api/athletes';
import { callApi } from '../../../lib/api-client';

/** GET /api/athlete/get: one athlete with PRs, season bests and every result. */
export const fetchAthlete = (orgId: string, athleteId: string) => callApi(getAthlete, { query: { orgId, athleteId } });

export const athleteQueryKey = (orgId: string, athleteId: string) => ['athlete', orgId, athleteId] as const;

export const athleteQueryOptions = (orgId: string, athleteId: string) =>
  queryOptions({ queryKey: athleteQueryKey(orgId, athleteId), queryFn: () => fetchAthlete(orgId, athleteId) });

export const useAthlete = (orgId: string | undefined, athleteId: string) =>
  useQuery({ ...athleteQueryOptions(orgId ?? '', athleteId), enabled: Boolean(orgId && athleteId) });
