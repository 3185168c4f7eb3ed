import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { CallQueryInput } from '@core/api/define-call';
import {
  deleteHistoricalRecord,
  getHistoricalRecords,
  getRecordHistory,
  getRecords,
  patchHistoricalRecord,
  postHistoricalRecord,
  postRecordImport,
  postRecordImportPreview,
  type HistoricalRecordInput,
} from '@core/api/records';
import { callApi } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export type BoardParams = Omit<NonNullable<CallQueryInput<typeof getRecords>>, 'orgId'>;

/** GET /api/records/get: the board (records and top lists) of a scope. */
export const recordsQueryOptions = (orgId: string, query: BoardParams) =>
  queryOptions({
    queryKey: ['records', orgId, 'board', query] as const,
    queryFn: () => callApi(getRecords, { query: { ...query, orgId } }),
  });

export const useRecords = (orgId: string | undefined, query: BoardParams) =>
  useQuery({ ...recordsQueryOptions(orgId ?? '', query), enabled: Boolean(orgId) });

/** GET /api/record/history/get: each mark that held an event's record on a board. */
export const useRecordHistory = (orgId: string | undefined, query: Omit<BoardParams, 'top'> & { eventType: string }, enabled: boolean) =>
  useQuery({
    queryKey: ['records', orgId, 'history', query] as const,
    queryFn: () => callApi(getRecordHistory, { query: { ...query, orgId: orgId ?? '' } }),
    enabled: Boolean(orgId) && enabled,
  });

/** GET /api/records/historical/get */
export const useHistoricalRecords = (orgId: string | undefined) =>
  useQuery({
    queryKey: ['records', orgId, 'historical'] as const,
    queryFn: () => callApi(getHistoricalRecords, { query: { orgId: orgId ?? '' } }),
    enabled: Boolean(orgId),
  });

/** Every board, history and list of records: after a historical record changes (results invalidate ['records'] too). */
export const invalidateRecords = () => queryClient.invalidateQueries({ queryKey: ['records'] });

export const useSaveHistoricalRecord = (orgId: string) =>
  useMutation({
    mutationFn: async ({ id, body }: { id: string | null; body: HistoricalRecordInput }) => {
      const saved = id
        ? await callApi(patchHistoricalRecord, { query: { orgId, recordId: id }, body })
        : await callApi(postHistoricalRecord, { query: { orgId }, body });
      await invalidateRecords();
      return saved;
    },
  });

export const useDeleteHistoricalRecord = (orgId: string) =>
  useMutation({
    mutationFn: async (id: string) => {
      await callApi(deleteHistoricalRecord, { query: { orgId, recordId: id } });
      await invalidateRecords();
    },
  });

export const usePreviewRecordImport = (orgId: string) =>
  useMutation({ mutationFn: (text: string) => callApi(postRecordImportPreview, { query: { orgId }, body: { text } }) });

export const useRecordImport = (orgId: string) =>
  useMutation({
    mutationFn: async (text: string) => {
      const answer = await callApi(postRecordImport, { query: { orgId }, body: { text } });
      await invalidateRecords();
      return answer;
    },
  });
