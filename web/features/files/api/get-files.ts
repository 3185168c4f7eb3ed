import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getFiles, type FileSort } from '@core/api/files';
import { callApi } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export interface FilesFilter {
  search?: string;
  sortBy?: FileSort;
  limit?: number;
  offset?: number;
}

/** GET /api/files/get: one page of the organization's files, with the storage used. */
export const fetchFiles = (orgId: string, filter: FilesFilter = {}) => callApi(getFiles, { query: { orgId, ...filter } });

export const filesQueryKey = (orgId: string, filter: FilesFilter = {}) => ['files', orgId, filter] as const;

export const filesQueryOptions = (orgId: string, filter: FilesFilter = {}) =>
  queryOptions({ queryKey: filesQueryKey(orgId, filter), queryFn: () => fetchFiles(orgId, filter), placeholderData: keepPreviousData });

export const useFiles = (orgId: string | undefined, filter: FilesFilter = {}) =>
  useQuery({ ...filesQueryOptions(orgId ?? '', filter), enabled: Boolean(orgId) });

export const invalidateFiles = () => queryClient.invalidateQueries({ queryKey: ['files'] });
