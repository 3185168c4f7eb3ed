import { useEffect, useSyncExternalStore } from 'react';
import type { Channel, Message } from '@core/api/messaging';
import { queryClient } from '../../../lib/query-client';
import { upsertMessage } from '../api/get-messages';
import { invalidateCounts, invalidateMessaging, messagingKeys } from '../api/messaging-keys';
import { startMessagingSocket, type LiveStatus } from './messaging-socket';

let status: LiveStatus = 'stopped';
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
  for (const c of channels?.items ?? []) if (c.lastMessage && (!newest || c.lastMessage.createdAt > newest.createdAt)) newest = c.lastMessage;
  return newest;
};

/**
 * Keeps the team's messaging socket open while the dashboard is (mounted once, by the navigation
 * badge): each message goes into its channel's history, and the unread counts are fetched again.
 */
export const useMessagingLive = (orgId: string | undefined): void => {
  useEffect(() => {
    if (!orgId) return;
    let countsTimer: number | undefined;
    const refreshCounts = () => {
      window.clearTimeout(countsTimer);
      countsTimer = window.setTimeout(() => void invalidateCounts(orgId), 150);
    };
    const stop = startMessagingSocket({
      orgId,
      latestKnown: () => newestIn(orgId),
      onMessage: (message) => {
        upsertMessage(message);
        refreshCounts();
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
  }, [orgId]);
};
