import { postResult, type ResultFlags, type ResultInput } from '@core/api/results';
import type { Entry, MeetDetail } from '@core/api/meets';
import { callApi } from '../../../../lib/api-client';
import { updateCachedMeet } from '../../api/get-meet';
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

/**
 * POST /api/meet/event/entry/result/post: saves (creates or replaces) the result of one entry and
 * answers with its PR / season-best flags. Used by the results sync, which
 * keeps the typed values until this answers.
 */
export const saveResult = async (orgId: string, meetId: string, entryId: string, body: ResultInput) => {
  const saved = await callApi(postResult, { query: { orgId, entryId }, body });
  updateCachedMeet(orgId, meetId, (meet) => setCachedResult(meet, entryId, saved.result, saved.flags));
  void invalidateAfterResults();
  return saved;
};
