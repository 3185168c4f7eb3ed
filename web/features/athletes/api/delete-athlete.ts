import { useMutation } from '@tanstack/react-query';
import { deleteAthlete } from '@core/api/athletes';
import { callApi } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { athleteQueryKey } from './get-athlete';
import { invalidateAthletes } from './get-athletes';

/** DELETE /api/athlete/delete: the athlete goes with their results (meets and leaders change too). */
export const removeAthlete = async (orgId: string, athleteId: string) => {
  await callApi(deleteAthlete, { query: { orgId, athleteId } });
  queryClient.removeQueries({ queryKey: athleteQueryKey(orgId, athleteId) });
  await Promise.all([
    invalidateAthletes(),
    queryClient.invalidateQueries({ queryKey: ['meet'] }),
    queryClient.invalidateQueries({ queryKey: ['event-leaders'] }),
  ]);
};

export const useDeleteAthlete = (orgId: string) => useMutation({ mutationFn: (athleteId: string) => removeAthlete(orgId, athleteId) });
