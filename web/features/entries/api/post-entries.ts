import { useMutation } from '@tanstack/react-query';
import { postEntries } from '@core/api/meets';
import { callApi } from '../../../lib/api-client';
import { invalidateMeet } from '../../meet-data';

/** POST /api/meet/event/entries/post: enters athletes in an individual event (already entered ones stay). */
export const enterAthletes = async (orgId: string, meetId: string, eventId: string, athleteIds: string[]) => {
  const entries = await callApi(postEntries, { query: { orgId, eventId }, body: { athleteIds } });
  await invalidateMeet(orgId, meetId);
  return entries;
};

export const usePostEntries = (orgId: string, meetId: string) =>
  useMutation({ mutationFn: (v: { eventId: string; athleteIds: string[] }) => enterAthletes(orgId, meetId, v.eventId, v.athleteIds) });
