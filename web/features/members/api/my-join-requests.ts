import { useMutation, useQuery } from '@tanstack/react-query';
import { deleteMyJoinRequest, getMyJoinRequests } from '@core/api/join-requests';
import { callApi } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export const myJoinRequestsKey = ['my-join-requests'] as const;

/** How often a waiting joiner's screen asks whether they were answered. */
const WAITING_POLL_MS = 10_000;

/**
 * GET /api/user/join-requests/get: the caller's requests still waiting, asked again every few seconds
 * only while one is waiting (a new request invalidates the list, which starts the polling again).
 */
export const useMyJoinRequests = () =>
  useQuery({
    queryKey: myJoinRequestsKey,
    queryFn: () => callApi(getMyJoinRequests),
    refetchInterval: (query) => (query.state.data?.length ? WAITING_POLL_MS : false),
    refetchIntervalInBackground: false,
  });

/** DELETE /api/user/join-requests/delete: withdraw a waiting request. */
export const useWithdrawJoinRequest = () =>
  useMutation({
    mutationFn: (orgId: string) => callApi(deleteMyJoinRequest, { query: { orgId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myJoinRequestsKey }),
  });
