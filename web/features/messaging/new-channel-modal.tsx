import { useState } from 'react';
import { Button, Group, Modal, MultiSelect, Stack, Text, TextInput } from '@mantine/core';
import { EVENT_GROUPS } from '@core/api/athletes';
import { CHANNEL_NAME_MAX_CHARS, type Channel } from '@core/api/messaging';
import { FormAlert } from '../../components/form-alert';
import { errorMessage } from '../../lib/api-error';
import { useMembers } from '../members';
import { usePatchChannel, usePostChannel } from './api/channel-mutations';
import { personName } from './channel-labels';

const GROUP_LABELS: Record<(typeof EVENT_GROUPS)[number], string> = {
  sprints: 'Sprints',
  distance: 'Distance',
  hurdles: 'Hurdles',
  jumps: 'Jumps',
  throws: 'Throws',
};

/**
 * A coach creates a group channel (or edits one: `channel`): a name, members picked by name and/or
 * every athlete of event groups (taken again on each save, so new athletes of the group join).
 */
export function NewChannelModal({
  orgId,
  opened,
  onClose,
  onCreated,
  channel,
}: {
  orgId: string;
  opened: boolean;
  onClose: () => void;
  onCreated: (channel: Channel) => void;
  channel?: Channel;
}) {
  const [name, setName] = useState(channel?.name ?? '');
  const [memberIds, setMemberIds] = useState<string[]>(channel?.members.map((m) => m.userId) ?? []);
  const [groups, setGroups] = useState<string[]>(channel?.eventGroups ?? []);
  const [touched, setTouched] = useState(false);
  const members = useMembers(opened ? orgId : undefined);
  const createChannel = usePostChannel(orgId);
  const patchChannel = usePatchChannel(orgId);
  const create = channel ? patchChannel : createChannel;
  const trimmed = name.trim();
  const nameError =
    trimmed.length < 2
      ? 'At least 2 characters'
      : trimmed.length > CHANNEL_NAME_MAX_CHARS
        ? `At most ${CHANNEL_NAME_MAX_CHARS} characters`
        : null;
  const close = () => {
    setName(channel?.name ?? '');
    setMemberIds(channel?.members.map((m) => m.userId) ?? []);
    setGroups(channel?.eventGroups ?? []);
    setTouched(false);
    create.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={channel ? `Edit “${channel.name}”` : 'New group channel'}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setTouched(true);
          if (nameError) return;
          const body = { name: trimmed, memberUserIds: memberIds, eventGroups: groups as (typeof EVENT_GROUPS)[number][] };
          const done = {
            onSuccess: (saved: Channel) => {
              onCreated(saved);
              close();
            },
          };
          if (channel) patchChannel.mutate({ channelId: channel.id, body }, done);
          else createChannel.mutate(body, done);
        }}
      >
        <Stack>
          {create.isError ? <FormAlert message={errorMessage(create.error)} /> : null}
          <TextInput
            label="Name"
            placeholder="Distance"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            onBlur={() => setTouched(true)}
            error={touched ? nameError : null}
            required
            data-autofocus
          />
          <MultiSelect
            label="Event groups"
            description="Every athlete of these groups who has joined the team with an account"
            data={EVENT_GROUPS.map((g) => ({ value: g, label: GROUP_LABELS[g] }))}
            value={groups}
            onChange={setGroups}
            clearable
          />
          <MultiSelect
            label="Members"
            description={
              channel
                ? 'Who is in the channel besides the event groups’ athletes'
                : 'Anyone else on the team; you are a member of channels you create'
            }
            data={(members.data ?? []).map((m) => ({ value: m.userId, label: `${personName(m)} (${m.roleName})` }))}
            value={memberIds}
            onChange={setMemberIds}
            searchable
            clearable
            nothingFoundMessage="No member by that name"
          />
          {members.isError ? (
            <Text size="sm" c="red">
              {errorMessage(members.error)}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              {channel ? 'Save channel' : 'Create channel'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
