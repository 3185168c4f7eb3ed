import { Button, Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconDownload } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import { isImageContentType } from '@core/api/files';
import { formatBytes } from '@core/storage-errors';
import type { MessageAttachment } from '@core/api/messaging';
import { AppImage } from '../../components/app-image';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { fetchDownloadUrl, useDownloadFile } from '../files';

const IMAGE_WIDTH = 240;

/** A photo: shown through the image endpoint from a short-lived signed link (files of a team are private). */
function AttachedImage({ orgId, file }: { orgId: string; file: MessageAttachment }) {
  const link = useQuery({
    queryKey: ['messaging', orgId, 'file-link', file.id],
    queryFn: () => fetchDownloadUrl(file.id, orgId),
    staleTime: 4 * 60_000,
  });
  if (!link.data)
    return (
      <div
        style={{ width: IMAGE_WIDTH, maxWidth: '100%', aspectRatio: '4 / 3', background: 'var(--mantine-color-gray-1)', borderRadius: 8 }}
      />
    );
  return (
    <AppImage
      src={link.data.path}
      width={IMAGE_WIDTH}
      alt={file.name}
      style={{ maxWidth: '100%', height: 'auto', borderRadius: 8, display: 'block' }}
      data-testid="message-image"
    />
  );
}

/** The files of a message: photos shown, other files (PDFs) as download buttons. */
export function MessageAttachments({ orgId, files }: { orgId: string; files: MessageAttachment[] }) {
  const download = useDownloadFile(orgId);
  if (files.length === 0) return null;
  const images = files.filter((f) => isImageContentType(f.contentType));
  const others = files.filter((f) => !isImageContentType(f.contentType));
  return (
    <Stack gap={6} mt={4}>
      {images.length ? (
        <Group gap={6}>
          {images.map((f) => (
            <AttachedImage key={f.id} orgId={orgId} file={f} />
          ))}
        </Group>
      ) : null}
      {others.map((f) => (
        <Button
          key={f.id}
          variant="default"
          size="xs"
          leftSection={<IconDownload size={ICON_SIZE} aria-hidden="true" />}
          loading={download.isPending && download.variables === f.id}
          onClick={() => download.mutate(f.id, { onError: (error) => notify.error(errorMessage(error)) })}
          style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
        >
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {f.name} ({formatBytes(f.size)})
          </span>
        </Button>
      ))}
    </Stack>
  );
}
