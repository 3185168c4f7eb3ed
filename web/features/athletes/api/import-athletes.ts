import { useMutation } from '@tanstack/react-query';
import { importAthletes } from '@core/api/athletes';
import { callApi } from '../../../lib/api-client';
import { invalidateAthletes } from './get-athletes';

/** POST /api/athletes/import/post: all rows or none, or all but the flagged ones (skipInvalid). */
export const commitAthletesImport = async (orgId: string, text: string, skipDuplicates: boolean, skipInvalid = false) => {
  const answer = await callApi(importAthletes, { query: { orgId }, body: { text, skipDuplicates, skipInvalid } });
  await invalidateAthletes();
  return answer;
};

export const useImportAthletes = (orgId: string) =>
  useMutation({
    mutationFn: (v: { text: string; skipDuplicates: boolean; skipInvalid?: boolean }) =>
      commitAthletesImport(orgId, v.text, v.skipDuplicates, v.skipInvalid),
  });
