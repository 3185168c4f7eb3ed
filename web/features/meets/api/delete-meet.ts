import { useMutation } from '@tanstack/react-query';
import { deleteMeet } from '@core/api/meets';
import { callApi } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { invalidateCourses } from '../../courses';
import { invalidateSchedule } from '../../schedule';
import { invalidateAfterResults } from '../../results';
import { invalidateMeets, meetQueryKey } from '../../meet-data';

/** DELETE /api/meet/delete: the meet goes with its events, entries and results, so all that results feed goes stale too. */
export const removeMeet = async (orgId: string, meetId: string) => {
  await callApi(deleteMeet, { query: { orgId, meetId } });
  queryClient.removeQueries({ queryKey: meetQueryKey(orgId, meetId) });
  await Promise.all([invalidateMeets(), invalidateAfterResults(), invalidateSchedule(), invalidateCourses()]);
};

export const useDeleteMeet = (orgId: string, meetId: string) => useMutation({ mutationFn: () => removeMeet(orgId, meetId) });
