import { useMutation, useQuery } from '@tanstack/react-query';
import { getScheduleFeed, postScheduleFeedRotate } from '@core/api/schedule';
import { callApi } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

const key = (orgId: string) => ['schedule-feed', orgId] as const;

/** GET /api/schedule/feed/get: the caller's private feed address (made on first use). */
export const useScheduleFeed = (orgId: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: key(orgId ?? ''),
    queryFn: () => callApi(getScheduleFeed, { query: { orgId: orgId! } }),
    enabled: Boolean(orgId) && enabled,
  });

/** POST /api/schedule/feed/rotate/post: a new address; the old one stops working. */
export const useRotateScheduleFeed = (orgId: string) =>
  useMutation({
    mutationFn: () => callApi(postScheduleFeedRotate, { query: { orgId } }),
    onSuccess: (link) => queryClient.setQueryData(key(orgId), link),
  });
