import { useMutation, useQuery } from '@tanstack/react-query';
import { deleteTeamNotice, getTeamNotices } from '@core/api/join-requests';
import { callApi } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

const teamNoticesKey = (orgId: string) => ['team-notices', orgId] as const;

/** GET /api/organization/notices/get: who joined or asked to join lately (owners and admins only: `enabled`). */
export const useTeamNotices = (orgId: string, enabled: boolean) =>
  useQuery({ queryKey: teamNoticesKey(orgId), queryFn: () => callApi(getTeamNotices, { query: { orgId } }), enabled });

/** Dismisses a notice for every owner and admin. */
export const useDismissTeamNotice = (orgId: string) =>
  useMutation({
    mutationFn: (noticeId: string) => callApi(deleteTeamNotice, { query: { orgId, noticeId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamNoticesKey(orgId) }),
  });
