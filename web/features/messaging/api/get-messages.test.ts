import { afterEach, describe, expect, it } from 'vitest';
import type { InfiniteData } from '@tanstack/react-query';
import type { Message } from '@core/api/messaging';
import { queryClient } from '../../../lib/query-client';
import { messagesOldestFirst, upsertMessage } from './get-messages';
import { messagingKeys } from './messaging-keys';

const ORG = '00000000-0000-4000-8000-000000000001';
const CHANNEL = '00000000-0000-4000-8000-000000000002';
const msg = (n: number, text = `m${n}`): Message => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  organizationId: ORG,
  channelId: CHANNEL,
  author: null,
  text,
  attachments: [],
  createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(),
  editedAt: null,
  deletedAt: null,
});
type Page = { items: Message[]; nextBefore: string | null };
const key = messagingKeys.messages(ORG, CHANNEL);
const seed = (pages: Message[][]) =>
  queryClient.setQueryData<InfiniteData<Page>>(key, {
    pages: pages.map((items) => ({ items, nextBefore: null })),
    pageParams: pages.map(() => null),
  });
const shown = () => messagesOldestFirst(queryClient.getQueryData<InfiniteData<Page>>(key)).map((m) => m.text);

describe('upsertMessage', () => {
  afterEach(() => queryClient.clear());

  it('adds a new message once, whichever path brings it (answer, socket, catch-up)', () => {
    seed([[msg(3), msg(2)], [msg(1)]]);
    upsertMessage(msg(4));
    upsertMessage(msg(4));
    expect(shown()).toEqual(['m1', 'm2', 'm3', 'm4']);
  });

  it('replaces an edited or deleted message where it is, on any loaded page', () => {
    seed([[msg(3), msg(2)], [msg(1)]]);
    upsertMessage(msg(1, 'm1 edited'));
    upsertMessage({ ...msg(3, ''), deletedAt: new Date().toISOString() });
    expect(shown()).toEqual(['m1 edited', 'm2', '']);
  });

  it('puts a late message in its place by time, and leaves an unloaded channel alone', () => {
    seed([[msg(5), msg(3)]]);
    upsertMessage(msg(4));
    expect(shown()).toEqual(['m3', 'm4', 'm5']);
    upsertMessage({ ...msg(9), channelId: '00000000-0000-4000-8000-000000000099' });
    expect(queryClient.getQueryData(messagingKeys.messages(ORG, '00000000-0000-4000-8000-000000000099'))).toBeUndefined();
  });
});
