import { useMutation } from '@tanstack/react-query';
import { patchAthlete } from '@core/api/athletes';
import type { CallBodyInput } from '@core/api/define-call';
import { callApi } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { athleteQueryKey } from './get-athlete';
import { invalidateAthletes } from './get-athletes';

export type AthletePatch = CallBodyInput<typeof patchAthlete>;

/** PATCH /api/athlete/patch: edits an athlete (status inactive deactivates, alumni graduates). */
export const updateAthlete = async (orgId: string, athleteId: string, body: AthletePatch) => {
  const athlete = await callApi(patchAthlete, { query: { orgId, athleteId }, body });
  await Promise.all([invalidateAthletes(), queryClient.invalidateQueries({ queryKey: athleteQueryKey(orgId, athleteId) })]);
  return athlete;
};

export const usePatchAthlete = (orgId: string) =>
  useMutation({ mutationFn: (v: { athleteId: string; body: AthletePatch }) => updateAthlete(orgId, v.athleteId, v.body) });
