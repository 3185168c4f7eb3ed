import { useState } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { FILE_ACCEPT, type FileMetadata } from '@core/api/files';
import { FormAlert } from '../../components/form-alert';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { ConfirmModal } from '../../components/confirm-modal';
import { useDeleteFile, useDownloadFile, FileUpload, FilesTable } from '../files';
import { MEET_ID_METADATA, useMeetAttachments } from './api/get-meet-attachments';

/** Heat sheets, results PDFs and the like: everyone on the team downloads them, staff upload them. */
export function MeetAttachments({ orgId, meetId, canUpload }: { orgId: string; meetId: string; canUpload: boolean }) {
  const files = useMeetAttachments(orgId, meetId);
  const download = useDownloadFile(orgId);
  const remove = useDeleteFile(orgId);
  const [deleting, setDeleting] = useState<FileMetadata | null>(null);
  const items = files.data ?? [];
  if (!canUpload && items.length === 0) return null;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="meet-attachments">
      <Stack gap="sm">
        <Title order={2} size="h4" id="meet-attachments">
          Attachments
        </Title>
        {files.isError ? <FormAlert message={errorMessage(files.error)} /> : null}
        {items.length ? (
          <FilesTable
            files={items}
            downloading={download.isPending ? (download.variables ?? null) : null}
            onDownload={(file) => download.mutate(file.id, { onError: (error) => notify.error(errorMessage(error)) })}
            onDelete={setDeleting}
          />
        ) : (
          <Text size="sm" c="dimmed">
            No heat sheets or results files yet.
          </Text>
        )}
        {canUpload ? (
          <FileUpload
            purpose="attachment"
            orgId={orgId}
            accept={FILE_ACCEPT.any}
            customMetadata={{ [MEET_ID_METADATA]: meetId }}
            label="Drop a heat sheet or results file here, or tap to choose one"
          />
        ) : null}
      </Stack>
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete this file?"
        confirmLabel="Delete file"
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          notify.success(`"${deleting.name}" was deleted.`);
        }}
      >
        {deleting?.name} goes from the meet and from the team&apos;s files.
      </ConfirmModal>
    </Paper>
  );
}
