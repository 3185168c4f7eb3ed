import { memo, useState } from 'react';
import { ActionIcon, Button, Group, Menu, Stack, Text, Textarea } from '@mantine/core';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import { MESSAGE_MAX_CHARS, type Message } from '@core/api/messaging';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { useDeleteMessage, usePatchMessage } from './api/message-mutations';
import { authorName, messageTime } from './channel-labels';
import { MessageAttachments } from './message-attachments';
import { MessageText } from './message-text';

interface MessageItemProps {
  orgId: string;
  message: Message;
  mine: boolean;
  /** owners, admins and coaches remove any message */
  canModerate: boolean;
}

function EditForm({ orgId, message, onDone }: { orgId: string; message: Message; onDone: () => void }) {
  const [text, setText] = useState(message.text);
  const patch = usePatchMessage(orgId);
  const trimmed = text.trim();
  const problem =
    trimmed.length === 0
      ? 'Write a message (or delete it)'
      : text.length > MESSAGE_MAX_CHARS
        ? `At most ${MESSAGE_MAX_CHARS} characters`
        : null;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (problem) return;
        patch.mutate(
          { messageId: message.id, text: trimmed },
          { onSuccess: onDone, onError: (error) => notify.error(errorMessage(error)) },
        );
      }}
    >
      <Stack gap={6}>
        <Textarea
          aria-label="Edit message"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          autosize
          minRows={1}
          maxRows={8}
          error={text.length > 0 ? problem : null}
          data-autofocus
          onKeyDown={(e) => {
            if (e.key === 'Escape') onDone();
          }}
        />
        <Group gap="xs">
          <Button type="submit" size="xs" loading={patch.isPending} disabled={Boolean(problem)}>
            Save
          </Button>
          <Button size="xs" variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** One message: author, time, text with clickable links, files; edit and delete where allowed. */
export const MessageItem = memo(function MessageItem({ orgId, message, mine, canModerate }: MessageItemProps) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteMessage(orgId);
  const deleted = message.deletedAt !== null;
  const canDelete = !deleted && (mine || canModerate);
  const canEdit = !deleted && mine && message.text.length > 0;
  return (
    <Stack gap={2} px="xs" py={6} data-testid="message" data-message-id={message.id} style={{ borderRadius: 8 }}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Group gap={8} wrap="wrap" miw={0} align="baseline">
          <Text fw={600} size="sm">
            {authorName(message)}
          </Text>
          <Text size="xs" c="dimmed" component="time" dateTime={message.createdAt}>
            {messageTime(message.createdAt)}
          </Text>
          {message.editedAt && !deleted ? (
            <Text size="xs" c="dimmed">
              (edited)
            </Text>
          ) : null}
        </Group>
        {canDelete || canEdit ? (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Actions for the message from ${authorName(message)}`}>
                <IconDots size={ICON_SIZE} aria-hidden="true" />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {canEdit ? (
                <Menu.Item leftSection={<IconPencil size={ICON_SIZE} aria-hidden="true" />} onClick={() => setEditing(true)}>
                  Edit
                </Menu.Item>
              ) : null}
              {canDelete ? (
                <Menu.Item color="red" leftSection={<IconTrash size={ICON_SIZE} aria-hidden="true" />} onClick={() => setConfirming(true)}>
                  {mine ? 'Delete' : 'Remove'}
                </Menu.Item>
              ) : null}
            </Menu.Dropdown>
          </Menu>
        ) : null}
      </Group>
      {confirming && !deleted ? (
        <Group gap="xs" role="group" aria-label="Confirm deletion">
          <Text size="sm">
            {mine ? 'Delete your message for everyone?' : `Remove this message from ${authorName(message)} for everyone?`}
            {message.attachments.length > 0 ? ' Its attached files are deleted too.' : ''}
          </Text>
          <Button
            size="xs"
            color="red"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(message.id, {
                onSuccess: () => setConfirming(false),
                onError: (error) => notify.error(errorMessage(error)),
              })
            }
          >
            {mine ? 'Delete' : 'Remove'}
          </Button>
          <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        </Group>
      ) : null}
      {deleted ? (
        <Text size="sm" c="dimmed" fs="italic">
          Message deleted
        </Text>
      ) : editing ? (
        <EditForm orgId={orgId} message={message} onDone={() => setEditing(false)} />
      ) : (
        <>
          {message.text ? (
            <Text size="sm" component="div">
              <MessageText text={message.text} />
            </Text>
          ) : null}
          <MessageAttachments orgId={orgId} files={message.attachments} />
        </>
      )}
    </Stack>
  );
});
