import { useMutation, useQuery } from '@tanstack/react-query';
import { getPublicPageSettings, patchPublicPageSettings, type PublicPageSettings } from '@core/api/public-pages';
import type { CallBodyInput } from '@core/api/define-call';
import { callApi } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

const key = (orgId: string) => ['public-page-settings', orgId] as const;

/** GET /api/public-page/get: on or off, the address, athlete profiles. */
export const usePublicPageSettings = (orgId: string) =>
  useQuery({ queryKey: key(orgId), queryFn: () => callApi(getPublicPageSettings, { query: { orgId } }) });

/** PATCH /api/public-page/patch (owner, admin); 409 slug-taken when another team holds the address. */
export const usePatchPublicPageSettings = (orgId: string) =>
  useMutation({
    mutationFn: (body: CallBodyInput<typeof patchPublicPageSettings>) => callApi(patchPublicPageSettings, { query: { orgId }, body }),
    onSuccess: (saved: PublicPageSettings) => {
      queryClient.setQueryData(key(orgId), saved);
      void queryClient.invalidateQueries({ queryKey: ['athlete-public-status', orgId] });
    },
  });
