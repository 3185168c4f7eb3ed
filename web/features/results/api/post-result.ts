import { postResult, type ResultFlags, type ResultSave } from '@core/api/results';
import type { Entry, MeetDetail } from '@core/api/meets';
import { callApi } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { invalidateMeet, meetQueryKey, updateCachedMeet } from '../../meet-data';
import { invalidateAfterResults } from './invalidate-after-results';

/** Puts a saved (or deleted: null) result and its flags on its entry in the cached meet. */
export const setCachedResult = (
  meet: MeetDetail,
  entryId: string,
  result: Entry['result'],
  flags: ResultFlags | null = null,
): MeetDetail => ({
  ...meet,
  events: meet.events.map((event) => ({
    ...event,
    entries: event.entries.map((entry) => (entry.id === entryId ? { ...entry, result, flags: result ? flags : null } : entry)),
  })),
});

/** Whether an event of the cached meet keeps series: then the server places all of its results from them (decision 028). */
const placedBySeries = (meet: MeetDetail, entryId: string): boolean =>
  meet.events.some((event) => event.entries.some((e) => e.id === entryId) && event.entries.some((e) => e.result?.series));

/**
 * After a result of a field event kept as series is saved or deleted, the other results' places
 * may have changed: the meet is fetched again. `before`: whether the event kept series before.
 */
export const refetchSeriesPlaces = (orgId: string, meetId: string, entryId: string, before: boolean) => {
  const meet = queryClient.getQueryData<MeetDetail>(meetQueryKey(orgId, meetId));
  if (before || (meet && placedBySeries(meet, entryId))) void invalidateMeet(orgId, meetId);
};

/** Whether the entry's event in the cached meet keeps series. */
export const keepsSeries = (orgId: string, meetId: string, entryId: string): boolean => {
  const meet = queryClient.getQueryData<MeetDetail>(meetQueryKey(orgId, meetId));
  return meet ? placedBySeries(meet, entryId) : false;
};

/**
 * POST /api/meet/event/entry/result/post: saves (creates, or replaces the version named) the result
 * of one entry and answers with its PR / season-best flags; a stale version answers 409
 * result-changed. Used by the results sync, which keeps the typed values until this answers.
 */
export const saveResult = async (orgId: string, meetId: string, entryId: string, body: ResultSave) => {
  const before = keepsSeries(orgId, meetId, entryId);
  const saved = await callApi(postResult, { query: { orgId, entryId }, body });
  updateCachedMeet(orgId, meetId, (meet) => setCachedResult(meet, entryId, saved.result, saved.flags));
  refetchSeriesPlaces(orgId, meetId, entryId, before);
  void invalidateAfterResults();
  return saved;
};
