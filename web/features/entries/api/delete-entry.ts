import { useMutation } from '@tanstack/react-query';
import { deleteEntry } from '@core/api/meets';
import { callApi } from '../../../lib/api-client';
import { invalidateAfterResults } from '../../results';
import { invalidateMeet } from '../../meet-data';

/** DELETE /api/meet/event/entry/delete: the entry goes with its result. */
export const removeEntry = async (orgId: string, meetId: string, entryId: string) => {
  await callApi(deleteEntry, { query: { orgId, entryId } });
  await Promise.all([invalidateMeet(orgId, meetId), invalidateAfterResults()]);
};

export const useDeleteEntry = (orgId: string, meetId: string) =>
  useMutation({ mutationFn: (entryId: string) => removeEntry(orgId, meetId, entryId) });
