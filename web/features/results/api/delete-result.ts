import { deleteResult } from '@core/api/results';
import { callApi } from '../../../lib/api-client';
import { updateCachedMeet } from '../../meet-data';
import { invalidateAfterResults } from './invalidate-after-results';
import { keepsSeries, refetchSeriesPlaces, setCachedResult } from './post-result';

/**
 * DELETE /api/result/delete: clears an entry's result (the entry stays) at the version the edit began
 * from (a stale one answers 409 result-changed); used when a mark cell is emptied.
 */
export const clearResult = async (orgId: string, meetId: string, entryId: string, resultId: string, version: number) => {
  const before = keepsSeries(orgId, meetId, entryId);
  await callApi(deleteResult, { query: { orgId, resultId, version } });
  updateCachedMeet(orgId, meetId, (meet) => setCachedResult(meet, entryId, null));
  refetchSeriesPlaces(orgId, meetId, entryId, before);
  void invalidateAfterResults();
};
