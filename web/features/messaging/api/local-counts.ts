import type { CallResponse } from '@core/api/define-call';
import type { getChannels, getUnread, Message } from '@core/api/messaging';
import { queryClient } from '../../../lib/query-client';
import { UNREAD_PREVIEW } from './get-unread';
import { messagingKeys } from './messaging-keys';

type Channels = CallResponse<typeof getChannels>;
type Unread = CallResponse<typeof getUnread>;

/**
 * A live message applied to the cached channel list and unread summary without asking the server
 * (a team of hundreds would otherwise refetch both on every message). Returns false when the
 * caches cannot tell (a channel not in the list yet): the caller refetches.
 */
export const countLiveMessage = (orgId: string, message: Message, options: { isNew: boolean; mine: boolean; open: boolean }): boolean => {
  const channels = queryClient.getQueryData<Channels>(messagingKeys.channels(orgId));
  // not on the messaging page: the summary alone is refetched (one small call)
  if (!channels) return false;
  const channel = channels.items.find((c) => c.id === message.channelId);
  if (!channel) return false;
  // a deleted message may have been counted: the server knows
  if (message.deletedAt) return false;
  const counts = options.isNew && !options.mine && !options.open;
  queryClient.setQueryData<Channels>(messagingKeys.channels(orgId), {
    ...channels,
    totalUnread: channels.totalUnread + (counts ? 1 : 0),
    items: channels.items.map((c) =>
      c.id !== channel.id
        ? c
        : {
            ...c,
            unreadCount: c.unreadCount + (counts ? 1 : 0),
            lastMessage:
              !c.lastMessage || c.lastMessage.id === message.id || message.createdAt >= c.lastMessage.createdAt ? message : c.lastMessage,
          },
    ),
  });
  const unread = queryClient.getQueryData<Unread>(messagingKeys.unread(orgId));
  if (unread) {
    const latest = unread.latest.map((u) => (u.message.id === message.id ? { ...u, message } : u));
    queryClient.setQueryData<Unread>(messagingKeys.unread(orgId), {
      totalUnread: unread.totalUnread + (counts ? 1 : 0),
      latest: counts
        ? [{ channelId: channel.id, channelKind: channel.kind, channelName: channel.name, message }, ...latest].slice(0, UNREAD_PREVIEW)
        : latest,
    });
  }
  return true;
};

/** After a channel is marked read: the server's counts, and the read messages out of the summary. */
export const applyRead = (
  orgId: string,
  channelId: string,
  readUpTo: string,
  counts: { unreadCount: number; totalUnread: number },
): void => {
  const channels = queryClient.getQueryData<Channels>(messagingKeys.channels(orgId));
  if (channels) {
    queryClient.setQueryData<Channels>(messagingKeys.channels(orgId), {
      ...channels,
      totalUnread: counts.totalUnread,
      items: channels.items.map((c) => (c.id === channelId ? { ...c, unreadCount: counts.unreadCount } : c)),
    });
  }
  const unread = queryClient.getQueryData<Unread>(messagingKeys.unread(orgId));
  if (unread) {
    const latest = unread.latest.filter((u) => u.channelId !== channelId || u.message.createdAt > readUpTo);
    queryClient.setQueryData<Unread>(messagingKeys.unread(orgId), { totalUnread: counts.totalUnread, latest });
    // the summary lost rows it cannot refill by itself
    if (latest.length < unread.latest.length && counts.totalUnread > latest.length)
      void queryClient.invalidateQueries({ queryKey: messagingKeys.unread(orgId) });
  }
};
