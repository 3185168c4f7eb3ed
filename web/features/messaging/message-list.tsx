import { useEffect, useLayoutEffect, useRef } from 'react';
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { Channel } from '@core/api/messaging';
import { FormAlert } from '../../components/form-alert';
import { errorMessage } from '../../lib/api-error';
import { messagesOldestFirst, useMessages } from './api/get-messages';
import { markRead } from './api/message-mutations';
import { MessageItem } from './message-item';
import { setOpenChannel } from './live/use-messaging-live';

/** how close to the bottom (px) still counts as "at the newest message" */
const STICK_PX = 80;

/**
 * A channel's history, oldest at the top: older pages load when the top comes into view (or with
 * the button), keeping what is on screen in place; new messages scroll into view while the reader
 * is at the bottom. What is shown is marked read.
 */
export function MessageList({
  orgId,
  channel,
  myUserId,
  canModerate,
}: {
  orgId: string;
  channel: Channel;
  myUserId: string | undefined;
  canModerate: boolean;
}) {
  const query = useMessages(orgId, channel.id);
  const messages = messagesOldestFirst(query.data);
  const scroller = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const heightBeforeOlder = useRef<number | null>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  const loadOlder = () => {
    if (!hasNextPage || isFetchingNextPage) return;
    heightBeforeOlder.current = scroller.current?.scrollHeight ?? null;
    void fetchNextPage();
  };
  const loadOlderRef = useRef(loadOlder);
  useEffect(() => {
    loadOlderRef.current = loadOlder;
  });

  useEffect(() => {
    const el = top.current;
    const root = scroller.current;
    if (!el || !root) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) loadOlderRef.current();
      },
      { root, rootMargin: '200px 0px 0px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [query.isSuccess]);

  const newest = messages.at(-1);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (heightBeforeOlder.current !== null) {
      el.scrollTop += el.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
    } else if (atBottom.current) {
      el.scrollTop = el.scrollHeight;
    }
  }, [messages.length, newest?.id]);

  useEffect(() => {
    setOpenChannel(channel.id);
    return () => setOpenChannel(null);
  }, [channel.id]);

  const lastMarked = useRef<string | null>(null);
  useEffect(() => {
    if (!newest || lastMarked.current === newest.id) return;
    const mark = () => {
      if (document.visibilityState !== 'visible' || lastMarked.current === newest.id) return;
      lastMarked.current = newest.id;
      markRead(orgId, channel.id, newest).catch(() => {
        lastMarked.current = null;
      });
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [orgId, channel.id, newest]);

  return (
    <div
      ref={scroller}
      onScroll={(e) => {
        const el = e.currentTarget;
        atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX;
      }}
      style={{ flex: 1, minHeight: 0, overflowY: 'auto', overscrollBehavior: 'contain' }}
      role="log"
      aria-label="Messages"
      aria-live="polite"
      data-testid="message-list"
    >
      <div ref={top} />
      {query.isPending ? (
        <Center py="xl">
          <Loader size="sm" aria-label="Loading messages" />
        </Center>
      ) : query.isError ? (
        <FormAlert message={errorMessage(query.error)} />
      ) : (
        <Stack gap={2} py="xs">
          {hasNextPage ? (
            <Center>
              <Button variant="subtle" size="xs" onClick={loadOlder} loading={isFetchingNextPage}>
                Load earlier messages
              </Button>
            </Center>
          ) : messages.length ? (
            <Text size="xs" c="dimmed" ta="center" py="xs">
              The start of this conversation
            </Text>
          ) : null}
          {messages.length === 0 ? (
            <Text c="dimmed" size="sm" ta="center" py="xl">
              No messages yet.{channel.canPost ? ' Write the first one below.' : ''}
            </Text>
          ) : null}
          {messages.map((m) => (
            <MessageItem key={m.id} orgId={orgId} message={m} mine={m.author?.userId === myUserId} canModerate={canModerate} />
          ))}
        </Stack>
      )}
    </div>
  );
}
