import { queryOptions, useQuery } from '@tanstack/react-query';
import { getStorageLimits } from '@core/api/files';
import { callApi } from '../../../lib/api-client';

/** GET /api/files/limits/get: the largest file and the allowed types, to refuse early in the browser. */
export const storageLimitsQueryOptions = () =>
  queryOptions({ queryKey: ['files', 'limits'] as const, queryFn: () => callApi(getStorageLimits), staleTime: 60 * 60 * 1000 });

export const useStorageLimits = () => useQuery(storageLimitsQueryOptions());
