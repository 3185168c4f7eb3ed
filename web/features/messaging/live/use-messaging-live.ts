import { useEffect, useSyncExternalStore } from 'react';
import type { Channel, Message } from '@core/api/messaging';
import { queryClient } from '../../../lib/query-client';
import { appStore } from '../../../lib/store/app-store';
import { upsertMessage } from '../api/get-messages';
import { countLiveMessage } from '../api/local-counts';
import { invalidateCounts, invalidateMessaging, messagingKeys } from '../api/messaging-keys';
import { startMessagingSocket, type LiveStatus } from './messaging-socket';

let status: LiveStatus = 'stopped';
let openChannelId: string | null = null;

/** The channel shown on screen (its new messages are read at once, so they are not counted unread). */
export const setOpenChannel = (channelId: string | null): void => {
  openChannelId = channelId;
};
const listeners = new Set<() => void>();
const setStatus = (next: LiveStatus) => {
  status = next;
  for (const l of listeners) l();
};

/** Whether messages arrive live right now (shown on the messaging page). */
export const useLiveStatus = (): LiveStatus =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => status,
  );

const newestIn = (orgId: string): Message | null => {
  const channels = queryClient.getQueryData<{ items: Channel[] }>(messagingKeys.channels(orgId));
  let newest: Message | null = null;
  for (const c of channels?.items ?? [])
    if (c.lastMessage && (!newest || c.lastMessage.createdAt > newest.createdAt)) newest = c.lastMessage;
  return newest;
};

/**
 * Keeps the team's messaging socket open while the dashboard is (mounted once, by the navigation
 * badge): each message goes into its channel's history, and the unread counts are fetched again.
 */
export const useMessagingLive = (orgId: string | undefined, userId: string | undefined): void => {
  useEffect(() => {
    if (!orgId || !userId) return;
    let countsTimer: number | undefined;
    const refreshCounts = () => {
      window.clearTimeout(countsTimer);
      countsTimer = window.setTimeout(() => void invalidateCounts(orgId), 150);
    };
    // ids this page has seen live: a message seen for the first time, never edited, is new
    const seen = new Set<string>();
    const stop = startMessagingSocket({
      orgId,
      latestKnown: () => newestIn(orgId),
      onMessage: (message) => {
        const isNew = !seen.has(message.id) && message.editedAt === null;
        seen.add(message.id);
        upsertMessage(message);
        const mine = message.author?.userId === appStore.getState().session.user?.id;
        const open = openChannelId === message.channelId && document.visibilityState === 'visible';
        if (!countLiveMessage(orgId, message, { isNew, mine, open })) refreshCounts();
      },
      onReady: (complete) => {
        if (!complete) void invalidateMessaging(orgId);
      },
      onStatus: setStatus,
    });
    return () => {
      window.clearTimeout(countsTimer);
      stop();
      setStatus('stopped');
    };
  }, [orgId, userId]);
};
