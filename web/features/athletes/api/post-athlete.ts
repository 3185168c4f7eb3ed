import { useMutation } from '@tanstack/react-query';
import { postAthlete, type AthleteInput } from '@core/api/athletes';
import { callApi } from '../../../lib/api-client';
import { invalidateAthletes } from './get-athletes';

/** POST /api/athletes/post: adds an athlete to the roster. */
export const createAthlete = async (orgId: string, body: AthleteInput) => {
  const athlete = await callApi(postAthlete, { query: { orgId }, body });
  await invalidateAthletes();
  return athlete;
};

export const usePostAthlete = (orgId: string) => useMutation({ mutationFn: (body: AthleteInput) => createAthlete(orgId, body) });
