import { useQuery } from '@tanstack/react-query';
import { getChannels } from '@core/api/messaging';
import { callApi } from '../../../lib/api-client';
import { messagingKeys } from './messaging-keys';

/** GET /api/messaging/channels/get: the channels the caller reads, with unread counts. */
export const useChannels = (orgId: string | undefined) =>
  useQuery({
    queryKey: messagingKeys.channels(orgId ?? ''),
    queryFn: () => callApi(getChannels, { query: { orgId: orgId! } }),
    enabled: Boolean(orgId),
  });
