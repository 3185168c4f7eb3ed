import { useState } from 'react';
import { Button, Card, Group, Loader, Modal, Pagination, Progress, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFiles, IconSearch } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import { FILE_ACCEPT, FILE_SORTS, type FileMetadata, type FileSort } from '@core/api/files';
import type { Organization } from '@core/api/organizations';
import { formatBytes } from '@core/storage-errors';
import { EmptyState } from '../../components/empty-state';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { useFiles } from './api/get-files';
import { useDeleteFile } from './api/delete-file';
import { useDownloadFile } from './api/get-download-url';
import { FileUpload } from './file-upload';
import { SORT_OPTIONS } from './file-labels';
import { FilesTable } from './files-table';

const PAGE_SIZE = 25;
const isSort = (v: string | null): v is FileSort => (FILE_SORTS as readonly (string | null)[]).includes(v);

/** Settings › Files: the team's files with the storage used, an uploader, download and delete. */
export function FilesSection({ organization }: { organization: Organization }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [sortBy, setSortBy] = useState<FileSort>('-timeCreated');
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<FileMetadata | null>(null);
  const files = useFiles(organization.id, { search: debounced || undefined, sortBy, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  const remove = useDeleteFile(organization.id);
  const download = useDownloadFile(organization.id);
  const canUpload = organization.capabilities.includes('files:write');

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notify.success(`"${deleting.name}" was deleted.`);
        setDeleting(null);
      },
      onError: (error) => notify.error(errorMessage(error), 'Could not delete the file'),
    });
  };

  const usage = files.data?.usage;
  return (
    <Stack gap="lg">
      {canUpload ? (
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="sm">
            <Title order={2} fz="h4">
              Upload a file
            </Title>
            <FileUpload purpose="document" orgId={organization.id} accept={FILE_ACCEPT.any} hint="Images, PDFs, CSV and text files" />
          </Stack>
        </Card>
      ) : null}
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <Title order={2} fz="h4">
              Team files
            </Title>
            {usage ? (
              <Stack gap={4} miw={200}>
                <Text size="xs" c="dimmed">
                  {formatBytes(usage.usedBytes)} of {formatBytes(usage.quotaBytes)} used
                </Text>
                <Progress value={Math.min(100, (usage.usedBytes / usage.quotaBytes) * 100)} size="sm" aria-label="Storage used" />
              </Stack>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            Files attached in a conversation show only to its members; the storage used counts every file of the team.
          </Text>
          <Group gap="sm" wrap="wrap">
            <TextInput
              aria-label="Search files"
              placeholder="Search by name, type or uploader"
              leftSection={<IconSearch size={ICON_SIZE} />}
              value={search}
              onChange={(e) => {
                setSearch(e.currentTarget.value);
                setPage(1);
              }}
              style={{ flex: '1 1 220px' }}
            />
            <Select
              aria-label="Sort files"
              data={[...SORT_OPTIONS]}
              value={sortBy}
              allowDeselect={false}
              onChange={(v) => {
                if (isSort(v)) setSortBy(v);
              }}
              w={180}
            />
          </Group>
          {files.isPending ? <Loader size="sm" aria-label="Loading files" /> : null}
          {files.isError ? (
            <Text c="red" role="alert">
              {errorMessage(files.error)}
            </Text>
          ) : null}
          {files.data && files.data.items.length === 0 ? (
            <EmptyState
              icon={<IconFiles size={28} />}
              title={debounced ? 'No file matches' : 'No files yet'}
              description={debounced ? 'Try another name.' : 'Heat sheets, results PDFs, rosters and photos the team uploads appear here.'}
            />
          ) : null}
          {files.data && files.data.items.length > 0 ? (
            <FilesTable
              files={files.data.items}
              downloading={download.isPending ? (download.variables ?? null) : null}
              onDownload={(file) =>
                download.mutate(file.id, { onError: (error) => notify.error(errorMessage(error), 'Could not download') })
              }
              onDelete={setDeleting}
            />
          ) : null}
          {files.data && files.data.total > PAGE_SIZE ? (
            <Pagination total={Math.ceil(files.data.total / PAGE_SIZE)} value={page} onChange={setPage} size="sm" />
          ) : null}
        </Stack>
      </Card>
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title="Delete this file?" centered>
        <Stack gap="md">
          <Text size="sm">&quot;{deleting?.name}&quot; will be deleted for everyone on the team. This cannot be undone.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              Keep
            </Button>
            <Button color="red" loading={remove.isPending} onClick={confirmDelete}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
