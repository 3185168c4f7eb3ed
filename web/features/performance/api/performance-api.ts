import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallQueryInput } from '@core/api/define-call';
import {
  deleteStandard,
  getImprovement,
  getProgression,
  getSeasonLeaders,
  getStandardsProgress,
  patchStandard,
  postStandard,
  type StandardInput,
} from '@core/api/performance';
import { callApi } from '../../../lib/api-client';

/** The filters every performance table takes (the season, gender, grade and event group). */
export type PerformanceQuery = Omit<NonNullable<CallQueryInput<typeof getImprovement>>, 'orgId'>;

const KEY = 'performance';

/** GET /api/performance/leaders/get: the season's top athletes per event. */
export const useSeasonLeaders = (orgId: string | undefined, query: PerformanceQuery & { limit?: number }) =>
  useQuery({
    queryKey: [KEY, orgId, 'leaders', query],
    queryFn: () => callApi(getSeasonLeaders, { query: { ...query, orgId: orgId! } }),
    enabled: Boolean(orgId),
    placeholderData: keepPreviousData,
  });

/** GET /api/performance/improvement/get: this season's bests against last season's. */
export const useImprovement = (orgId: string | undefined, query: PerformanceQuery, enabled = true) =>
  useQuery({
    queryKey: [KEY, orgId, 'improvement', query],
    queryFn: () => callApi(getImprovement, { query: { ...query, orgId: orgId! } }),
    enabled: Boolean(orgId) && enabled,
    placeholderData: keepPreviousData,
  });

/** GET /api/performance/standards/progress/get: each standard with the athletes' season bests against it. */
export const useStandardsProgress = (orgId: string | undefined, query: PerformanceQuery, enabled = true) =>
  useQuery({
    queryKey: [KEY, orgId, 'standards-progress', query],
    queryFn: () => callApi(getStandardsProgress, { query: { ...query, orgId: orgId! } }),
    enabled: Boolean(orgId) && enabled,
    placeholderData: keepPreviousData,
  });

/** GET /api/performance/progression/get: athletes compared in one event. */
export const useProgression = (orgId: string | undefined, type: string | null, athleteIds: string[]) =>
  useQuery({
    queryKey: [KEY, orgId, 'progression', type, athleteIds],
    queryFn: () => callApi(getProgression, { query: { orgId: orgId!, type: type!, athleteIds: athleteIds.join(',') } }),
    enabled: Boolean(orgId && type && athleteIds.length > 0),
    placeholderData: keepPreviousData,
  });

/** Add, change or remove a standard; every performance answer of the team is read again. */
export const useStandardMutations = (orgId: string) => {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: [KEY, orgId] });
  return {
    create: useMutation({ mutationFn: (body: StandardInput) => callApi(postStandard, { query: { orgId }, body }), onSuccess: refresh }),
    update: useMutation({
      mutationFn: ({ standardId, body }: { standardId: string; body: StandardInput }) =>
        callApi(patchStandard, { query: { orgId, standardId }, body }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (standardId: string) => callApi(deleteStandard, { query: { orgId, standardId } }),
      onSuccess: refresh,
    }),
  };
};
