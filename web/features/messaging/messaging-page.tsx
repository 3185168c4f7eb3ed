import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ActionIcon, Badge, Button, Group, Menu, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconDots, IconHash, IconMessagePlus, IconPencil, IconSettings, IconTrash } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import type { Channel } from '@core/api/messaging';
import { AreaPage } from '../../components/area-page';
import { FormAlert } from '../../components/form-alert';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { useOrganization, useRole, useUser } from '../../lib/store/hooks';
import { useDeleteChannel } from './api/channel-mutations';
import { useChannels } from './api/get-channels';
import { useMessagingSettings } from './api/settings';
import { channelTitle, personName } from './channel-labels';
import { ChannelList } from './channel-list';
import { Composer } from './composer';
import { useLiveStatus } from './live/use-messaging-live';
import { MessageList } from './message-list';
import { MessagingSettingsModal } from './messaging-settings-modal';
import { NewChannelModal } from './new-channel-modal';
import { NewDirectModal } from './new-direct-modal';

const LIVE_LABELS = {
  live: 'Live',
  connecting: 'Connecting…',
  reconnecting: 'Reconnecting…',
  stopped: 'Not live: reload to reconnect',
} as const;

function LiveIndicator() {
  const status = useLiveStatus();
  return (
    <Badge
      variant="dot"
      color={status === 'live' ? 'teal' : status === 'stopped' ? 'red' : 'yellow'}
      data-testid="live-status"
      data-status={status}
    >
      {LIVE_LABELS[status]}
    </Badge>
  );
}

function ChannelHeader({
  orgId,
  channel,
  myUserId,
  canModerate,
  onBack,
  onDeleted,
}: {
  orgId: string;
  channel: Channel;
  myUserId: string | undefined;
  canModerate: boolean;
  onBack?: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteChannel(orgId);
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const others = channel.members.filter((m) => m.userId !== myUserId);
  const about =
    channel.kind === 'announcements'
      ? channel.canPost
        ? 'The whole team reads this; owners, admins and coaches post.'
        : 'News from your coaches for the whole team.'
      : channel.kind === 'group'
        ? `${channel.members.length} member${channel.members.length === 1 ? '' : 's'}: ${channel.members.map(personName).join(', ')}`
        : `Direct messages with ${others.map(personName).join(', ') || 'nobody else'}`;
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap" miw={0}>
        {onBack ? (
          <ActionIcon variant="subtle" onClick={onBack} aria-label="Back to channels">
            <IconArrowLeft size={ICON_SIZE} aria-hidden="true" />
          </ActionIcon>
        ) : null}
        <div style={{ minWidth: 0 }}>
          <Title order={2} fz="h4" lineClamp={1} data-testid="channel-title">
            {channelTitle(channel, myUserId)}
          </Title>
          <Text size="xs" c="dimmed" truncate>
            {about}
          </Text>
        </div>
      </Group>
      {channel.kind === 'group' && canModerate ? (
        <Menu position="bottom-end">
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label="Channel actions">
              <IconDots size={ICON_SIZE} aria-hidden="true" />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconPencil size={ICON_SIZE} aria-hidden="true" />} onClick={() => setEditing(true)}>
              Edit name and members
            </Menu.Item>
            <Menu.Item color="red" leftSection={<IconTrash size={ICON_SIZE} aria-hidden="true" />} onClick={() => setConfirmDelete(true)}>
              Delete channel
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ) : null}
      <Modal opened={confirmDelete} onClose={() => setConfirmDelete(false)} title={`Delete “${channel.name}”?`}>
        <Stack>
          <Text size="sm">The channel and all its messages go, for everyone. This cannot be undone.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmDelete(false)}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(channel.id, {
                  onSuccess: () => {
                    notify.success(`“${channel.name}” was deleted.`);
                    setConfirmDelete(false);
                    onDeleted();
                  },
                  onError: (error) => notify.error(errorMessage(error)),
                })
              }
            >
              Delete channel
            </Button>
          </Group>
        </Stack>
      </Modal>
      {editing ? (
        <NewChannelModal
          key={channel.id}
          orgId={orgId}
          opened
          onClose={() => setEditing(false)}
          onCreated={() => undefined}
          channel={channel}
        />
      ) : null}
    </Group>
  );
}

/** /dashboard/messaging: the team's channels and direct messages, live. */
export default function MessagingPage() {
  const organization = useOrganization();
  const user = useUser();
  const role = useRole();
  const orgId = organization?.id;
  const channels = useChannels(orgId);
  const settings = useMessagingSettings(orgId ?? '');
  const [params, setParams] = useSearchParams();
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false }) ?? true;
  const [modal, setModal] = useState<'channel' | 'direct' | 'settings' | null>(null);
  if (!organization || !orgId) return null;
  const canModerate = organization.capabilities.includes('messaging:moderate');
  const items = channels.data?.items ?? [];
  const requested = params.get('channel');
  const selected = items.find((c) => c.id === requested) ?? (wide ? items[0] : undefined);
  const select = (channelId: string | null) => setParams(channelId ? { channel: channelId } : {}, { replace: !wide && channelId === null });
  const showList = wide || !selected;
  const showConversation = Boolean(selected) && (wide || Boolean(requested));

  return (
    <AreaPage title="Messaging" subtitle="Announcements, group channels and direct messages.">
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          {canModerate ? (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconHash size={ICON_SIZE} aria-hidden="true" />}
              onClick={() => setModal('channel')}
            >
              New channel
            </Button>
          ) : null}
          <Button
            variant="default"
            size="xs"
            leftSection={<IconMessagePlus size={ICON_SIZE} aria-hidden="true" />}
            onClick={() => setModal('direct')}
          >
            New message
          </Button>
          <ActionIcon variant="default" size="md" aria-label="Messaging settings" onClick={() => setModal('settings')}>
            <IconSettings size={ICON_SIZE} aria-hidden="true" />
          </ActionIcon>
        </Group>
        <LiveIndicator />
      </Group>
      {channels.isError ? <FormAlert message={errorMessage(channels.error)} /> : null}
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: wide ? 'minmax(220px, 280px) minmax(0, 1fr)' : 'minmax(0, 1fr)',
          gap: 'var(--mantine-spacing-md)',
        }}
      >
        {showList ? (
          <Paper withBorder radius="md" p="xs" style={{ alignSelf: 'start' }}>
            {channels.isPending ? (
              <Text size="sm" c="dimmed" p="xs">
                Loading channels…
              </Text>
            ) : (
              <ChannelList channels={items} selectedId={selected?.id ?? null} myUserId={user?.id} onSelect={select} />
            )}
          </Paper>
        ) : null}
        {showConversation && selected ? (
          // keyed by the channel: switching channels mounts a new conversation (header, history,
          // composer) in place of the old one. One key on the whole, never the same key on two
          // siblings: React then kept the old history beside the new one
          <Paper
            key={selected.id}
            withBorder
            radius="md"
            p="xs"
            style={{ display: 'flex', flexDirection: 'column', height: 'max(420px, calc(100dvh - 230px))' }}
            data-testid="conversation"
          >
            <Stack gap="xs" style={{ flex: 1, minHeight: 0 }}>
              <ChannelHeader
                orgId={orgId}
                channel={selected}
                myUserId={user?.id}
                canModerate={canModerate}
                onBack={wide ? undefined : () => select(null)}
                onDeleted={() => select(null)}
              />
              <MessageList orgId={orgId} channel={selected} myUserId={user?.id} canModerate={canModerate} />
              {selected.canPost ? (
                <Composer orgId={orgId} channelId={selected.id} label={`Message ${channelTitle(selected, user?.id)}`} />
              ) : (
                <Text size="sm" c="dimmed" ta="center" py="xs">
                  {selected.kind === 'announcements'
                    ? 'Only owners, admins and coaches post announcements.'
                    : selected.kind === 'direct'
                      ? 'Your team’s direct-message policy does not allow this conversation any more.'
                      : 'Only members of this channel post in it.'}
                </Text>
              )}
            </Stack>
          </Paper>
        ) : null}
      </div>
      <NewChannelModal orgId={orgId} opened={modal === 'channel'} onClose={() => setModal(null)} onCreated={(c) => select(c.id)} />
      <NewDirectModal
        orgId={orgId}
        opened={modal === 'direct'}
        onClose={() => setModal(null)}
        onOpened={(c) => select(c.id)}
        myUserId={user?.id}
        myRole={role}
        policy={settings.data?.directMessages}
      />
      <MessagingSettingsModal orgId={orgId} opened={modal === 'settings'} onClose={() => setModal(null)} />
    </AreaPage>
  );
}
