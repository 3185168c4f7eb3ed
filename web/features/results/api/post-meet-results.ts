import { postMeetResults } from '@core/api/results';
import type { CallBodyInput } from '@core/api/define-call';
import { callApi } from '../../../lib/api-client';
import { updateCachedMeet } from '../../meets/api/get-meet';
import { invalidateAfterResults } from './invalidate-after-results';
import { setCachedResult } from './post-result';

export type MeetResultsInput = CallBodyInput<typeof postMeetResults>['results'];

/** POST /api/meet/results/post: many results of one meet in one transaction (all or nothing). */
export const saveMeetResults = async (orgId: string, meetId: string, results: MeetResultsInput) => {
  const answer = await callApi(postMeetResults, { query: { orgId, meetId }, body: { results } });
  updateCachedMeet(orgId, meetId, (meet) =>
    answer.results.reduce((m, saved) => setCachedResult(m, saved.result.entryId, saved.result), meet),
  );
  void invalidateAfterResults();
  return answer.results;
};
