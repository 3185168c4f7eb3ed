import { useMutation } from '@tanstack/react-query';
import { deleteMeet } from '@core/api/meets';
import { callApi } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { meetQueryKey } from './get-meet';
import { invalidateMeets } from './get-meets';

/** DELETE /api/meet/delete: the meet goes with its events, entries and results. */
export const removeMeet = async (orgId: string, meetId: string) => {
  await callApi(deleteMeet, { query: { orgId, meetId } });
  queryClient.removeQueries({ queryKey: meetQueryKey(orgId, meetId) });
  await Promise.all([
    invalidateMeets(),
    queryClient.invalidateQueries({ queryKey: ['athlete'] }),
    queryClient.invalidateQueries({ queryKey: ['athletes'] }),
    queryClient.invalidateQueries({ queryKey: ['event-leaders'] }),
  ]);
};

export const useDeleteMeet = (orgId: string, meetId: string) => useMutation({ mutationFn: () => removeMeet(orgId, meetId) });
