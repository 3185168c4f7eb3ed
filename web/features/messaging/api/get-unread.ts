import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUnread } from '@core/api/messaging';
import { callApi } from '../../../lib/api-client';
import { messagingKeys } from './messaging-keys';

export const UNREAD_PREVIEW = 5;

/** GET /api/messaging/unread/get: the total for the navigation badge and the latest few for the home page. */
export const unreadQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: messagingKeys.unread(orgId),
    queryFn: () => callApi(getUnread, { query: { orgId, limit: UNREAD_PREVIEW } }),
  });

export const useUnread = (orgId: string | undefined) => useQuery({ ...unreadQueryOptions(orgId ?? ''), enabled: Boolean(orgId) });
