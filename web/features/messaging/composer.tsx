import { useState } from 'react';
import { ActionIcon, Button, CloseButton, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import { FILE_ACCEPT, type FileMetadata } from '@core/api/files';
import { MESSAGE_MAX_ATTACHMENTS, MESSAGE_MAX_CHARS } from '@core/api/messaging';
import { FormAlert } from '../../components/form-alert';
import { errorMessage } from '../../lib/api-error';
import { FileUpload } from '../files';
import { usePostMessage } from './api/message-mutations';

/**
 * Writes a message: Enter sends, Shift+Enter starts a new line; photos and PDFs are uploaded
 * first (the upload component: resumable for large files) and sent with the text.
 */
export function Composer({ orgId, channelId, label }: { orgId: string; channelId: string; label: string }) {
  const [text, setText] = useState('');
  const [files, setFiles] = useState<FileMetadata[]>([]);
  const [attaching, setAttaching] = useState(false);
  const post = usePostMessage(orgId, channelId);
  const trimmed = text.trim();
  const tooLong = text.length > MESSAGE_MAX_CHARS;
  const empty = trimmed.length === 0 && files.length === 0;

  const send = () => {
    if (empty || tooLong || post.isPending) return;
    post.mutate(
      { text: trimmed, attachmentIds: files.map((f) => f.id) },
      {
        onSuccess: () => {
          setText('');
          setFiles([]);
          setAttaching(false);
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="xs">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
        aria-label="Write a message"
      >
        <Stack gap="xs">
          {post.isError ? <FormAlert message={errorMessage(post.error)} /> : null}
          {files.length ? (
            <Group gap={6}>
              {files.map((f) => (
                <Group
                  key={f.id}
                  gap={2}
                  wrap="nowrap"
                  px={8}
                  py={2}
                  style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 999, maxWidth: '100%' }}
                >
                  <Text size="xs" truncate maw={200}>
                    {f.name}
                  </Text>
                  <CloseButton
                    size="xs"
                    aria-label={`Remove ${f.name}`}
                    onClick={() => setFiles((list) => list.filter((x) => x.id !== f.id))}
                  />
                </Group>
              ))}
            </Group>
          ) : null}
          {attaching && files.length < MESSAGE_MAX_ATTACHMENTS ? (
            <FileUpload
              purpose="attachment"
              orgId={orgId}
              accept={FILE_ACCEPT.any}
              label="Drop a photo or PDF here, or tap to choose one"
              onUploaded={(file) => setFiles((list) => [...list, file].slice(0, MESSAGE_MAX_ATTACHMENTS))}
            />
          ) : null}
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <ActionIcon
              variant={attaching ? 'light' : 'subtle'}
              size="lg"
              aria-label={attaching ? 'Hide the file upload' : 'Attach a photo or file'}
              aria-pressed={attaching}
              onClick={() => setAttaching((v) => !v)}
              disabled={files.length >= MESSAGE_MAX_ATTACHMENTS}
            >
              <IconPaperclip size={ICON_SIZE} aria-hidden="true" />
            </ActionIcon>
            <Textarea
              aria-label={label}
              placeholder={label}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                  e.preventDefault();
                  send();
                }
              }}
              autosize
              minRows={1}
              maxRows={6}
              style={{ flex: 1 }}
              error={tooLong ? `At most ${MESSAGE_MAX_CHARS} characters (${text.length} now)` : null}
            />
            <Button
              type="submit"
              loading={post.isPending}
              disabled={empty || tooLong}
              leftSection={<IconSend size={ICON_SIZE} aria-hidden="true" />}
              px="sm"
            >
              Send
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
