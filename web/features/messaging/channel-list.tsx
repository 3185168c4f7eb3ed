import { Badge, Group, NavLink, Stack, Text, TextInput } from '@mantine/core';
import { IconSpeakerphone, IconHash, IconUser, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { ICON_SIZE } from '@core/constants';
import type { Channel } from '@core/api/messaging';
import { channelTitle, messagePreview } from './channel-labels';

const ICONS = { announcements: IconSpeakerphone, group: IconHash, direct: IconUser } as const;

/** The channels, announcements first then by latest activity, with unread counts; searchable by name. */
export function ChannelList({
  channels,
  selectedId,
  myUserId,
  onSelect,
}: {
  channels: Channel[];
  selectedId: string | null;
  myUserId: string | undefined;
  onSelect: (channelId: string) => void;
}) {
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = needle ? channels.filter((c) => channelTitle(c, myUserId).toLowerCase().includes(needle)) : channels;
  return (
    <Stack gap="xs">
      {channels.length > 6 ? (
        <TextInput
          size="xs"
          aria-label="Search channels"
          placeholder="Search channels"
          leftSection={<IconSearch size={14} aria-hidden="true" />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
      ) : null}
      <nav aria-label="Channels">
        {shown.map((c) => {
          const Icon = ICONS[c.kind];
          const title = channelTitle(c, myUserId);
          return (
            <NavLink
              key={c.id}
              component="button"
              type="button"
              active={c.id === selectedId}
              aria-current={c.id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(c.id)}
              leftSection={<Icon size={ICON_SIZE} aria-hidden="true" />}
              data-testid="channel-item"
              label={
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" fw={c.unreadCount ? 700 : 500} truncate>
                    {title}
                  </Text>
                  {c.unreadCount ? (
                    <Badge size="sm" circle={c.unreadCount < 10} aria-label={`${c.unreadCount} unread`} data-testid="channel-unread">
                      {c.unreadCount > 99 ? '99+' : c.unreadCount}
                    </Badge>
                  ) : null}
                </Group>
              }
              description={
                c.lastMessage ? (
                  <Text size="xs" c="dimmed" truncate>
                    {messagePreview(c.lastMessage)}
                  </Text>
                ) : undefined
              }
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            />
          );
        })}
        {shown.length === 0 ? (
          <Text size="sm" c="dimmed" px="xs">
            No channel matches “{search.trim()}”.
          </Text>
        ) : null}
      </nav>
    </Stack>
  );
}
