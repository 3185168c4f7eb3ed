import { useMutation } from '@tanstack/react-query';
import { deleteMeetEvent } from '@core/api/meets';
import { callApi } from '../../../lib/api-client';
import { invalidateAfterResults } from '../../results';
import { invalidateMeet, invalidateMeets } from '../../meet-data';

/** DELETE /api/meet/event/delete: the event goes with its entries and results. */
export const removeMeetEvent = async (orgId: string, meetId: string, eventId: string) => {
  await callApi(deleteMeetEvent, { query: { orgId, eventId } });
  await Promise.all([invalidateMeet(orgId, meetId), invalidateMeets(), invalidateAfterResults()]);
};

export const useDeleteMeetEvent = (orgId: string, meetId: string) =>
  useMutation({ mutationFn: (eventId: string) => removeMeetEvent(orgId, meetId, eventId) });
