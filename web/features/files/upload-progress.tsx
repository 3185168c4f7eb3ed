import { Badge, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay, IconRefresh, IconX } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import { formatBytes } from '@core/storage-errors';
import { uploadPercent, type UploadState, type UploadStatus } from './upload/upload-state';

const STATUS_LABEL: Record<UploadStatus, string> = {
  idle: 'Waiting',
  running: 'Uploading',
  paused: 'Paused',
  success: 'Uploaded',
  canceled: 'Canceled',
  error: 'Failed',
};

const STATUS_COLOR: Record<UploadStatus, string> = {
  idle: 'gray',
  running: 'blue',
  paused: 'yellow',
  success: 'green',
  canceled: 'gray',
  error: 'red',
};

interface UploadProgressProps {
  state: UploadState;
  onPause: () => void;
  onResume: () => void;
  onCancel: () => void;
}

/** The progress bar, state and pause / resume / cancel buttons of one upload. */
export function UploadProgress({ state, onPause, onResume, onCancel }: UploadProgressProps) {
  const percent = uploadPercent(state);
  const active = state.status === 'running' || state.status === 'paused';
  return (
    <Stack gap={6} data-testid="upload-progress" data-status={state.status}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={500} truncate="end" title={state.fileName ?? undefined}>
          {state.fileName}
        </Text>
        <Badge color={STATUS_COLOR[state.status]} variant="light" style={{ flexShrink: 0 }}>
          {STATUS_LABEL[state.status]}
        </Badge>
      </Group>
      <Progress
        value={state.status === 'success' ? 100 : percent}
        color={STATUS_COLOR[state.status]}
        animated={state.status === 'running'}
        aria-label={`Upload progress of ${state.fileName ?? 'the file'}`}
      />
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="xs" c="dimmed" aria-live="polite">
          {formatBytes(state.bytesSent)} of {formatBytes(state.bytesTotal)} · {state.status === 'success' ? 100 : percent}%
        </Text>
        <Group gap="xs">
          {state.status === 'running' && state.resumable ? (
            <Button size="xs" variant="default" leftSection={<IconPlayerPause size={ICON_SIZE} />} onClick={onPause}>
              Pause
            </Button>
          ) : null}
          {state.status === 'paused' ? (
            <Button size="xs" variant="default" leftSection={<IconPlayerPlay size={ICON_SIZE} />} onClick={onResume}>
              Resume
            </Button>
          ) : null}
          {state.status === 'error' && state.error?.code !== 'invalid-argument' && state.error?.code !== 'quota-exceeded' ? (
            <Button size="xs" variant="default" leftSection={<IconRefresh size={ICON_SIZE} />} onClick={onResume}>
              Try again
            </Button>
          ) : null}
          {active ? (
            <Button size="xs" variant="subtle" color="red" leftSection={<IconX size={ICON_SIZE} />} onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
        </Group>
      </Group>
    </Stack>
  );
}
