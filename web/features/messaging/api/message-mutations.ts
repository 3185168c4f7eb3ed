import { useMutation } from '@tanstack/react-query';
import { deleteMessage, patchMessage, postMessage, postRead, type MessageInput } from '@core/api/messaging';
import { callApi } from '../../../lib/api-client';
import { upsertMessage } from './get-messages';
import { applyRead } from './local-counts';
import { invalidateCounts } from './messaging-keys';

/** POST /api/messaging/messages/post; the answer goes into the history at once (the socket's copy then replaces it). */
export const usePostMessage = (orgId: string, channelId: string) =>
  useMutation({
    mutationFn: (body: MessageInput) => callApi(postMessage, { query: { orgId, channelId }, body }),
    onSuccess: (message) => {
      upsertMessage(message);
      void invalidateCounts(orgId);
    },
  });

export const usePatchMessage = (orgId: string) =>
  useMutation({
    mutationFn: ({ messageId, text }: { messageId: string; text: string }) =>
      callApi(patchMessage, { query: { orgId, messageId }, body: { text } }),
    onSuccess: upsertMessage,
  });

export const useDeleteMessage = (orgId: string) =>
  useMutation({
    mutationFn: (messageId: string) => callApi(deleteMessage, { query: { orgId, messageId } }),
    onSuccess: (message) => {
      upsertMessage(message);
      void invalidateCounts(orgId);
    },
  });

/** POST /api/messaging/channel/read/post: the channel is read up to this message; its answer sets the counts. */
export const markRead = async (orgId: string, channelId: string, message: { id: string; createdAt: string }) => {
  const counts = await callApi(postRead, { query: { orgId, channelId }, body: { messageId: message.id } });
  applyRead(orgId, channelId, message.createdAt, counts);
};
