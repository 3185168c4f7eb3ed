import { useMutation } from '@tanstack/react-query';
import { importResults } from '@core/api/results';
import { callApi } from '../../../lib/api-client';
import { invalidateMeet } from '../../meets/api/get-meet';
import { invalidateAfterResults } from './invalidate-after-results';

/** POST /api/results/import/post: every row or none; may add the meet's missing events. */
export const commitResultsImport = async (orgId: string, meetId: string, text: string) => {
  const answer = await callApi(importResults, { query: { orgId, meetId }, body: { text } });
  await Promise.all([invalidateMeet(orgId, meetId), invalidateAfterResults()]);
  return answer;
};

export const useImportResults = (orgId: string, meetId: string) =>
  useMutation({ mutationFn: (text: string) => commitResultsImport(orgId, meetId, text) });
