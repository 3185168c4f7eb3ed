import { useMutation } from '@tanstack/react-query';
import { deleteChannel, patchChannel, postChannel, postDirectChannel, type GroupChannelInput } from '@core/api/messaging';
import { callApi } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { messagingKeys } from './messaging-keys';

const refreshChannels = (orgId: string) => queryClient.invalidateQueries({ queryKey: messagingKeys.channels(orgId) });

export const usePostChannel = (orgId: string) =>
  useMutation({
    mutationFn: (body: GroupChannelInput) => callApi(postChannel, { query: { orgId }, body }),
    onSuccess: () => refreshChannels(orgId),
  });

export const usePatchChannel = (orgId: string) =>
  useMutation({
    mutationFn: ({ channelId, body }: { channelId: string; body: Partial<GroupChannelInput> }) =>
      callApi(patchChannel, { query: { orgId, channelId }, body }),
    onSuccess: () => refreshChannels(orgId),
  });

export const useDeleteChannel = (orgId: string) =>
  useMutation({
    mutationFn: (channelId: string) => callApi(deleteChannel, { query: { orgId, channelId } }),
    onSuccess: () => refreshChannels(orgId),
  });

export const usePostDirect = (orgId: string) =>
  useMutation({
    mutationFn: (userIds: string[]) => callApi(postDirectChannel, { query: { orgId }, body: { userIds } }),
    onSuccess: () => refreshChannels(orgId),
  });
