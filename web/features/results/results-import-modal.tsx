import { Alert, Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import { formatWind } from '@core/marks';
import { findSportEvent } from '@core/sport-events/sport-events';
import type { ResultImportPreview } from '@core/api/results';
import { FormAlert } from '../../components/form-alert';
import { notify } from '../../lib/notify';
import { ImportSource } from '../athletes/import-source';
import { eventTitle } from '../events/event-labels';
import { useImportResults } from './api/import-results';
import { usePreviewResultsImport } from './api/preview-results-import';
import { ImportIssues } from './import-issues';
import { useImportPreview } from './use-import-preview';
import { useIsPhone } from './use-phone';

const EXAMPLE = 'Event,First,Last,Gender,Mark,Wind,Place,Heat\n100m,Dana,Reyes,F,12.41,+1.2,1,1\nLong Jump,Kofi,Okafor,M,6.45,,2,';

const eventName = (type: string | null) => {
  const e = type ? findSportEvent(type) : undefined;
  return e ? eventTitle(e) : (type ?? '–');
};

/** Results from a CSV file or a spreadsheet paste: preview with per-row problems, then all rows or none. */
export function ResultsImportModal({ orgId, meetId, opened, onClose }: { orgId: string; meetId: string; opened: boolean; onClose: () => void }) {
  const phone = useIsPhone();
  const check = usePreviewResultsImport(orgId, meetId);
  const commit = useImportResults(orgId, meetId);
  const { text, setText, preview, stale, error, runPreview, runImport } = useImportPreview<ResultImportPreview, Awaited<ReturnType<typeof commit.mutateAsync>>>({
    check: (t) => check.mutateAsync(t),
    commit: (t) => commit.mutateAsync(t),
    done: (answer) => {
      notify.success(
        `${answer.imported} ${answer.imported === 1 ? 'result' : 'results'} imported${answer.createdEvents ? `, ${answer.createdEvents} events added` : ''}`,
      );
      onClose();
    },
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Import results" size="xl" fullScreen={phone}>
      <Stack gap="md">
        <ImportSource value={text} onChange={setText} columnsHint="Event, First and Last (or Name), Gender, Mark; optional Wind, Place, Heat" example={EXAMPLE} />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void runPreview()} loading={check.isPending} disabled={!text.trim()}>
            Check rows
          </Button>
        </Group>
        <FormAlert message={error} />
        {preview ? (
          <Stack gap="sm">
            {preview.errorCount > 0 ? (
              <Alert color="red" variant="light" icon={<IconAlertTriangle size={ICON_SIZE} />} role="alert">
                {preview.errorCount} of {preview.rows.length} rows have problems. Nothing is imported until every row is right: fix them above and check again.
              </Alert>
            ) : (
              <Alert color="green" variant="light" icon={<IconCheck size={ICON_SIZE} />}>
                All {preview.rows.length} rows are ready.
                {preview.newEvents.length ? ` The import adds ${preview.newEvents.length} events to the meet: ${preview.newEvents.map(eventName).join(', ')}.` : ''}
              </Alert>
            )}
            <Table.ScrollContainer minWidth={720} mah={360}>
              <Table stickyHeader verticalSpacing={4} aria-label="Preview of the rows">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Row</Table.Th>
                    <Table.Th>Event</Table.Th>
                    <Table.Th>Athlete</Table.Th>
                    <Table.Th>Mark</Table.Th>
                    <Table.Th>Wind</Table.Th>
                    <Table.Th>Place</Table.Th>
                    <Table.Th>Heat</Table.Th>
                    <Table.Th>Problems</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {preview.rows.map((row) => (
                    <Table.Tr key={row.row} bg={row.errors.length ? 'var(--mantine-color-red-light)' : undefined} data-bad-row={row.errors.length > 0 || undefined}>
                      <Table.Td>{row.row}</Table.Td>
                      <Table.Td>{eventName(row.eventType)}</Table.Td>
                      <Table.Td>
                        {row.athleteName}
                        {row.replaces ? (
                          <Badge ml={6} size="xs" variant="light" color="yellow" title="Replaces the result already entered">
                            replaces
                          </Badge>
                        ) : null}
                      </Table.Td>
                      <Table.Td>{row.display ?? ''}</Table.Td>
                      <Table.Td>{row.wind === null ? '' : formatWind(row.wind)}</Table.Td>
                      <Table.Td>{row.place ?? ''}</Table.Td>
                      <Table.Td>{row.heat ?? ''}</Table.Td>
                      <Table.Td>
                        <ImportIssues issues={row.errors} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {stale ? (
              <Text size="sm" c="orange.9">
                The rows changed since they were checked: check them again before importing.
              </Text>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button onClick={() => void runImport()} loading={commit.isPending} disabled={preview.errorCount > 0 || stale || preview.rows.length === 0}>
                Import {preview.rows.length} {preview.rows.length === 1 ? 'result' : 'results'}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Modal>
  );
}
