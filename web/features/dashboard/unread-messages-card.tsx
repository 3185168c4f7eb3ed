import { Link } from 'react-router';
import { Anchor, Badge, Group, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import type { UnreadMessage } from '@core/api/messaging';
import { paths } from '../../app/paths';
import { authorName, messagePreview, messageTime, useUnread } from '../messaging';
import { useDeferredData } from '../../lib/use-deferred-data';
import { HomeCard, LoadError } from './home-card';

const channelLabel = (u: UnreadMessage): string =>
  u.channelKind === 'announcements' ? 'Announcements' : u.channelKind === 'group' ? u.channelName : 'Direct message';

/** The dashboard home's card: how many messages are unread and the latest few, each opening its channel. */
export function UnreadMessagesCard({ organizationId }: { organizationId: string }) {
  const unread = useDeferredData(useUnread(organizationId));
  const total = unread.data?.totalUnread ?? 0;
  return (
    <HomeCard
      id="home-unread-messages"
      title="Unread messages"
      action={
        <Anchor component={Link} to={paths.messaging} size="sm">
          Messaging
        </Anchor>
      }
    >
      {unread.error ? (
        <LoadError error={unread.error} />
      ) : !unread.data ? (
        <Stack gap="sm">
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      ) : total === 0 ? (
        <Text size="sm" c="dimmed">
          You are all caught up.
        </Text>
      ) : (
        <Stack gap="xs" data-testid="home-unread-list">
          <Text size="sm">
            <Badge color="red" variant="filled" size="sm" mr={6}>
              {total}
            </Badge>
            unread {total === 1 ? 'message' : 'messages'}
          </Text>
          {unread.data.latest.map((u) => (
            <UnstyledButton
              key={u.message.id}
              component={Link}
              to={`${paths.messaging}?channel=${u.channelId}`}
              style={{ display: 'block', minWidth: 0 }}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" fw={600} truncate>
                  {authorName(u.message)} · {channelLabel(u)}
                </Text>
                <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                  {messageTime(u.message.createdAt)}
                </Text>
              </Group>
              <Text size="sm" c="dimmed" lineClamp={2}>
                {messagePreview(u.message)}
              </Text>
            </UnstyledButton>
          ))}
        </Stack>
      )}
    </HomeCard>
  );
}
