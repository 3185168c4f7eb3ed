import { queryOptions } from '@tanstack/react-query';
import {
  deleteCombinedMark,
  getCombinedSheet,
  postCombinedMark,
  type CombinedMarkInput,
  type CombinedSheet,
} from '@core/api/combined-events';
import { callApi } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { invalidateMeet } from '../../meet-data';
import { invalidateAfterResults } from '../../results';

/** The sheet is keyed by its entries too: entering or removing an athlete on the meet page refetches it. */
const sheetKey = (orgId: string, eventId: string, entryIds: readonly string[]) =>
  ['combined-sheet', orgId, eventId, entryIds.join(',')] as const;

/** GET /api/meet/event/combined/get: each athlete's marks, points, running totals and places. */
export const combinedSheetQueryOptions = (orgId: string, eventId: string, entryIds: readonly string[]) =>
  queryOptions({
    queryKey: sheetKey(orgId, eventId, entryIds),
    queryFn: () => callApi(getCombinedSheet, { query: { orgId, eventId } }),
  });

/** Puts the answer of a save in the cache; the meet (its totals as results) and PR-dependent pages refetch. */
const settle = (orgId: string, meetId: string, entryIds: readonly string[], sheet: CombinedSheet): CombinedSheet => {
  queryClient.setQueryData(sheetKey(orgId, sheet.eventId, entryIds), sheet);
  void invalidateMeet(orgId, meetId);
  void invalidateAfterResults();
  return sheet;
};

/** POST /api/meet/event/entry/combined-mark/post: saves one discipline's mark (creates or replaces it). */
export const saveCombinedMark = async (
  orgId: string,
  meetId: string,
  entryIds: readonly string[],
  entryId: string,
  body: CombinedMarkInput,
) => settle(orgId, meetId, entryIds, await callApi(postCombinedMark, { query: { orgId, entryId }, body }));

/** DELETE /api/meet/event/entry/combined-mark/delete: clears one discipline's mark (an emptied cell). */
export const clearCombinedMark = async (orgId: string, meetId: string, entryIds: readonly string[], entryId: string, discipline: string) =>
  settle(orgId, meetId, entryIds, await callApi(deleteCombinedMark, { query: { orgId, entryId, discipline } }));
