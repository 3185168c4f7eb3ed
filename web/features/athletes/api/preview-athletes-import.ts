import { useMutation } from '@tanstack/react-query';
import { previewAthletesImport } from '@core/api/athletes';
import { callApi } from '../../../lib/api-client';

/** POST /api/athletes/import/preview/post: the server reads the rows and says what is wrong, saving nothing. */
export const previewAthletes = (orgId: string, text: string) => callApi(previewAthletesImport, { query: { orgId }, body: { text } });

export const usePreviewAthletesImport = (orgId: string) => useMutation({ mutationFn: (text: string) => previewAthletes(orgId, text) });
