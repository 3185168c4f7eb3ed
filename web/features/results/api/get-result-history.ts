import { useQuery } from '@tanstack/react-query';
import { getResultHistory } from '@core/api/results';
import { callApi } from '../../../lib/api-client';

/** GET /api/meet/event/entry/result/history: the changes of an entry's result, newest first (staff only). */
export const useResultHistory = (orgId: string, entryId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['result-history', orgId, entryId],
    queryFn: () => callApi(getResultHistory, { query: { orgId, entryId } }),
    enabled,
    // a disputed mark is looked at now: always the latest
    staleTime: 0,
  });
