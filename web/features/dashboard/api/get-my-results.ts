import { useQuery } from '@tanstack/react-query';
import { getMyResults } from '@core/api/performance';
import { callApi } from '../../../lib/api-client';

/** GET /api/performance/mine/get: the caller's own athletes with their latest results and PRs. */
export const useMyResults = (orgId: string, enabled: boolean) =>
  useQuery({ queryKey: ['my-results', orgId], queryFn: () => callApi(getMyResults, { query: { orgId } }), enabled });
