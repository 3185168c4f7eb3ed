import { useMutation, useQuery } from '@tanstack/react-query';
import { getMessagingSettings, patchMessagingSettings, type DirectMessagePolicy } from '@core/api/messaging';
import { callApi } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { messagingKeys } from './messaging-keys';

export const useMessagingSettings = (orgId: string) =>
  useQuery({ queryKey: messagingKeys.settings(orgId), queryFn: () => callApi(getMessagingSettings, { query: { orgId } }) });

export const usePatchMessagingSettings = (orgId: string) =>
  useMutation({
    mutationFn: (body: { directMessages?: DirectMessagePolicy; emailAnnouncements?: boolean }) =>
      callApi(patchMessagingSettings, { query: { orgId }, body }),
    onSuccess: (settings) => {
      queryClient.setQueryData(messagingKeys.settings(orgId), settings);
      // the policy changes who may post in direct conversations
      void queryClient.invalidateQueries({ queryKey: messagingKeys.channels(orgId) });
    },
  });
