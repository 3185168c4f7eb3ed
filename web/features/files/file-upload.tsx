import type { ReactNode } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import type { FileMetadata, FilePurpose } from '@core/api/files';
import { formatBytes } from '@core/storage-errors';
import { useOrganization } from '../../lib/store/hooks';
import { useStorageLimits } from './api/get-storage-limits';
import { invalidateFiles } from './api/get-files';
import { DropZone } from './drop-zone';
import { UploadProgress } from './upload-progress';
import { useFileUpload } from './upload/use-file-upload';

export interface FileUploadProps {
  purpose: FilePurpose;
  /** the input's accept list, e.g. FILE_ACCEPT.images */
  accept?: string;
  /** largest file in bytes; defaults to the server's limit */
  maxSize?: number;
  onUploaded?: (file: FileMetadata) => void;
  /** the organization the file belongs to; defaults to the selected one (ignored for profile photos) */
  orgId?: string;
  customMetadata?: Record<string, string>;
  label?: string;
  hint?: ReactNode;
  disabled?: boolean;
}

/**
 * The reusable uploader: a drop zone (or tap to choose), then a progress bar with the seed's
 * states and pause, resume and cancel. Small files go in one request, larger ones resumably.
 */
export function FileUpload({ purpose, accept, maxSize, onUploaded, orgId, customMetadata, label, hint, disabled }: FileUploadProps) {
  const organization = useOrganization();
  const limits = useStorageLimits();
  const limit = maxSize ?? limits.data?.maxFileBytes;
  const { state, start, pause, resume, cancel, reset } = useFileUpload({
    purpose,
    orgId: purpose === 'profile-photo' ? undefined : (orgId ?? organization?.id),
    customMetadata,
    accept,
    maxSize: limit,
    onUploaded: (file) => {
      void invalidateFiles();
      onUploaded?.(file);
    },
  });
  const busy = state.status === 'running' || state.status === 'paused';

  return (
    <Stack gap="sm">
      {busy ? null : (
        <DropZone
          accept={accept}
          disabled={disabled}
          label={label ?? 'Drop a file here, or tap to choose one'}
          hint={hint ?? (limit ? `Up to ${formatBytes(limit)}` : undefined)}
          onFile={start}
        />
      )}
      {state.status !== 'idle' ? <UploadProgress state={state} onPause={pause} onResume={resume} onCancel={cancel} /> : null}
      {state.status === 'error' && state.error ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={ICON_SIZE} />} role="alert" title="Upload failed">
          {state.error.message}
        </Alert>
      ) : null}
      {state.status === 'canceled' ? (
        <Button variant="subtle" size="xs" onClick={reset} style={{ alignSelf: 'flex-start' }}>
          Clear
        </Button>
      ) : null}
    </Stack>
  );
}
