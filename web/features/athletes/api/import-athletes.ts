import { useMutation } from '@tanstack/react-query';
import { importAthletes } from '@core/api/athletes';
import { callApi } from '../../../lib/api-client';
import { invalidateAthletes } from './get-athletes';

/** POST /api/athletes/import/post: all rows or none. */
export const commitAthletesImport = async (orgId: string, text: string, skipDuplicates: boolean) => {
  const answer = await callApi(importAthletes, { query: { orgId }, body: { text, skipDuplicates } });
  await invalidateAthletes();
  return answer;
};

export const useImportAthletes = (orgId: string) =>
  useMutation({ mutationFn: (v: { text: string; skipDuplicates: boolean }) => commitAthletesImport(orgId, v.text, v.skipDuplicates) });
