import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { getMessages, type Message } from '@core/api/messaging';
import type { CallResponse } from '@core/api/define-call';
import { callApi } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { messagingKeys } from './messaging-keys';

type Page = CallResponse<typeof getMessages>;

/** GET /api/messaging/messages/get: a channel's history, newest page first, paged back with `before`. */
export const useMessages = (orgId: string, channelId: string) =>
  useInfiniteQuery({
    queryKey: messagingKeys.messages(orgId, channelId),
    queryFn: ({ pageParam }) => callApi(getMessages, { query: { orgId, channelId, ...(pageParam ? { before: pageParam } : {}) } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextBefore,
  });

/** The loaded messages oldest first (pages are newest first, each newest first). */
export const messagesOldestFirst = (data: InfiniteData<Page> | undefined): Message[] =>
  data ? data.pages.flatMap((p) => p.items).reverse() : [];

/**
 * Puts a message (new, edited or deleted) into its channel's loaded history: replaced where it is,
 * else added as the newest. Never twice, whatever path (answer, socket, catch-up) brought it.
 */
export const upsertMessage = (message: Message): void => {
  queryClient.setQueryData<InfiniteData<Page>>(messagingKeys.messages(message.organizationId, message.channelId), (data) => {
    if (!data) return data;
    let found = false;
    const pages = data.pages.map((page) => ({
      ...page,
      items: page.items.map((m) => {
        if (m.id !== message.id) return m;
        found = true;
        return message;
      }),
    }));
    if (found) return { ...data, pages };
    const [first, ...rest] = pages;
    if (!first) return data;
    // newest first within a page: a message older than the newest loaded one goes in its place
    const items = [...first.items, message].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
    return { ...data, pages: [{ ...first, items }, ...rest] };
  });
};
