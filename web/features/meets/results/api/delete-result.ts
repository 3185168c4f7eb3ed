import { deleteResult } from '@core/api/results';
import { callApi } from '../../../../lib/api-client';
import { updateCachedMeet } from '../../api/get-meet';
import { invalidateAfterResults } from './invalidate-after-results';
import { setCachedResult } from './post-result';

/** DELETE /api/result/delete: clears an entry's result (the entry stays); used when a mark cell is emptied. */
export const clearResult = async (orgId: string, meetId: string, entryId: string, resultId: string) => {
  await callApi(deleteResult, { query: { orgId, resultId } });
  updateCachedMeet(orgId, meetId, (meet) => setCachedResult(meet, entryId, null));
  void invalidateAfterResults();
};
