import { useMutation, useQuery } from '@tanstack/react-query';
import { acceptJoinRequest, declineJoinRequest, getJoinRequests } from '@core/api/join-requests';
import { callApi } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { invalidateMembers } from './get-members';

const joinRequestsKey = (orgId: string) => ['join-requests', orgId] as const;

/** GET /api/organization/members/requests/get: who waits for approval (owners and admins only: `enabled`). */
export const useJoinRequests = (orgId: string, enabled: boolean) =>
  useQuery({
    queryKey: joinRequestsKey(orgId),
    queryFn: () => callApi(getJoinRequests, { query: { orgId } }),
    enabled,
    // a parent may ask while the page is open
    refetchInterval: 30_000,
  });

const afterAnswer = async (orgId: string) => {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: joinRequestsKey(orgId) }),
    queryClient.invalidateQueries({ queryKey: ['team-notices', orgId] }),
    invalidateMembers(),
  ]);
};

/** Accept (they become an invitee) or decline a waiting joiner. */
export const useAnswerJoinRequest = (orgId: string) =>
  useMutation({
    mutationFn: async ({ userId, accept }: { userId: string; accept: boolean }) => {
      if (accept) await callApi(acceptJoinRequest, { query: { orgId, userId } });
      else await callApi(declineJoinRequest, { query: { orgId, userId } });
    },
    onSettled: () => afterAnswer(orgId),
  });
