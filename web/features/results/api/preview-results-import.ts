import { useMutation } from '@tanstack/react-query';
import { previewResultsImport } from '@core/api/results';
import { callApi } from '../../../lib/api-client';

/** POST /api/results/import/preview/post: rows checked against the roster and the mark engine, nothing saved. */
export const previewResults = (orgId: string, meetId: string, text: string) =>
  callApi(previewResultsImport, { query: { orgId, meetId }, body: { text } });

export const usePreviewResultsImport = (orgId: string, meetId: string) =>
  useMutation({ mutationFn: (text: string) => previewResults(orgId, meetId, text) });
