import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMeet, type MeetDetail } from '@core/api/meets';
import { callApi } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

/** GET /api/meet/get: one meet with its events, entries and results. */
export const fetchMeet = (orgId: string, meetId: string) => callApi(getMeet, { query: { orgId, meetId } });

export const meetQueryKey = (orgId: string, meetId: string) => ['meet', orgId, meetId] as const;

export const meetQueryOptions = (orgId: string, meetId: string) =>
  queryOptions({ queryKey: meetQueryKey(orgId, meetId), queryFn: () => fetchMeet(orgId, meetId) });

export const useMeet = (orgId: string | undefined, meetId: string) =>
  useQuery({ ...meetQueryOptions(orgId ?? '', meetId), enabled: Boolean(orgId && meetId) });

export const invalidateMeet = (orgId: string, meetId: string) => queryClient.invalidateQueries({ queryKey: meetQueryKey(orgId, meetId) });

/** Changes the cached meet in place (a saved result, a new entry) without a refetch. */
export const updateCachedMeet = (orgId: string, meetId: string, update: (meet: MeetDetail) => MeetDetail) =>
  queryClient.setQueryData<MeetDetail>(meetQueryKey(orgId, meetId), (meet) => (meet ? update(meet) : meet));
