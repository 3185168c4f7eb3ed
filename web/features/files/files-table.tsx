import { ActionIcon, Group, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import type { FileMetadata } from '@core/api/files';
import { formatBytes } from '@core/storage-errors';
import { TYPE_LABELS } from './file-labels';
import { viewerDateTime } from '../../lib/date-labels';

interface FilesTableProps {
  files: FileMetadata[];
  onDownload: (file: FileMetadata) => void;
  onDelete: (file: FileMetadata) => void;
  downloading: string | null;
}

/** Name, size, type, uploader and date; download for everyone, delete where the server allows. */
export function FilesTable({ files, onDownload, onDelete, downloading }: FilesTableProps) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Size</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Uploaded by</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {files.map((file) => (
            <Table.Tr key={file.id} data-testid="file-row">
              <Table.Td maw={260}>
                <Text size="sm" truncate="end" title={file.name}>
                  {file.name}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatBytes(file.size)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{TYPE_LABELS[file.contentType]}</Table.Td>
              <Table.Td>{file.uploaderName ?? 'Former member'}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <time dateTime={file.timeCreated}>{viewerDateTime(new Date(file.timeCreated))}</time>
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap" justify="flex-end">
                  <Tooltip label="Download">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Download ${file.name}`}
                      loading={downloading === file.id}
                      onClick={() => onDownload(file)}
                    >
                      <IconDownload size={ICON_SIZE} />
                    </ActionIcon>
                  </Tooltip>
                  {file.canDelete ? (
                    <Tooltip label="Delete">
                      <ActionIcon variant="subtle" color="red" aria-label={`Delete ${file.name}`} onClick={() => onDelete(file)}>
                        <IconTrash size={ICON_SIZE} />
                      </ActionIcon>
                    </Tooltip>
                  ) : null}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
