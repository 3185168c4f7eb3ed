import { queryClient } from '../../../lib/query-client';

/** Query keys of the messaging area: everything under ['messaging', orgId]. */
export const messagingKeys = {
  all: (orgId: string) => ['messaging', orgId] as const,
  channels: (orgId: string) => ['messaging', orgId, 'channels'] as const,
  messages: (orgId: string, channelId: string) => ['messaging', orgId, 'messages', channelId] as const,
  unread: (orgId: string) => ['messaging', orgId, 'unread'] as const,
  settings: (orgId: string) => ['messaging', orgId, 'settings'] as const,
};

/** Channel list (unread counts) and the unread summary, after a read or a new message. */
export const invalidateCounts = (orgId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: messagingKeys.channels(orgId) }),
    queryClient.invalidateQueries({ queryKey: messagingKeys.unread(orgId) }),
  ]);

export const invalidateMessaging = (orgId: string) => queryClient.invalidateQueries({ queryKey: messagingKeys.all(orgId) });
