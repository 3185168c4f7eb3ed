import { afterEach, describe, expect, it } from 'vitest';
import type { Channel, Message, UnreadMessage } from '@core/api/messaging';
import { queryClient } from '../../../lib/query-client';
import { applyRead, countLiveMessage } from './local-counts';
import { messagingKeys } from './messaging-keys';

const ORG = '00000000-0000-4000-8000-000000000001';
const ANN = '00000000-0000-4000-8000-0000000000a1';
const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s)).toISOString();
const msg = (n: number, channelId = ANN): Message => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  organizationId: ORG,
  channelId,
  author: null,
  text: `m${n}`,
  attachments: [],
  createdAt: at(n),
  editedAt: null,
  deletedAt: null,
});
const channel: Channel = {
  id: ANN,
  organizationId: ORG,
  kind: 'announcements',
  name: '',
  eventGroups: [],
  members: [],
  isMember: false,
  canPost: false,
  unreadCount: 1,
  lastMessage: msg(1),
  createdAt: at(0),
};
const seed = () => {
  queryClient.setQueryData(messagingKeys.channels(ORG), { items: [channel], totalUnread: 1 });
  queryClient.setQueryData(messagingKeys.unread(ORG), {
    totalUnread: 1,
    latest: [{ channelId: ANN, channelKind: 'announcements', channelName: '', message: msg(1) }],
  });
};
const counts = () => ({
  channel: queryClient.getQueryData<{ items: Channel[]; totalUnread: number }>(messagingKeys.channels(ORG))!.items[0]!.unreadCount,
  total: queryClient.getQueryData<{ totalUnread: number }>(messagingKeys.unread(ORG))!.totalUnread,
  latest: queryClient.getQueryData<{ latest: UnreadMessage[] }>(messagingKeys.unread(ORG))!.latest.map((u) => u.message.text),
});

describe('unread counts kept from live messages', () => {
  afterEach(() => queryClient.clear());

  it('counts a new message from someone else in a channel not on screen, once', () => {
    seed();
    expect(countLiveMessage(ORG, msg(2), { isNew: true, mine: false, open: false })).toBe(true);
    expect(countLiveMessage(ORG, { ...msg(2), text: 'edited' }, { isNew: false, mine: false, open: false })).toBe(true);
    expect(counts()).toEqual({ channel: 2, total: 2, latest: ['edited', 'm1'] });
  });

  it('does not count your own messages nor those of the channel on screen', () => {
    seed();
    countLiveMessage(ORG, msg(2), { isNew: true, mine: true, open: false });
    countLiveMessage(ORG, msg(3), { isNew: true, mine: false, open: true });
    expect(counts()).toEqual({ channel: 1, total: 1, latest: ['m1'] });
  });

  it('leaves to the server what the cache cannot tell: a deletion, an unknown channel, no list loaded', () => {
    seed();
    expect(countLiveMessage(ORG, { ...msg(1), deletedAt: at(5) }, { isNew: false, mine: false, open: false })).toBe(false);
    expect(countLiveMessage(ORG, msg(4, '00000000-0000-4000-8000-0000000000b2'), { isNew: true, mine: false, open: false })).toBe(false);
    queryClient.clear();
    expect(countLiveMessage(ORG, msg(4), { isNew: true, mine: false, open: false })).toBe(false);
  });

  it('a read sets the counts the server answered and drops the read messages from the summary', () => {
    seed();
    countLiveMessage(ORG, msg(2), { isNew: true, mine: false, open: false });
    applyRead(ORG, ANN, at(2), { unreadCount: 0, totalUnread: 0 });
    expect(counts()).toEqual({ channel: 0, total: 0, latest: [] });
  });
});
