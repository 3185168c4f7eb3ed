import { useNavigate } from 'react-router';
import { Alert, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import type { RecordImportPreview } from '@core/api/records';
import { paths } from '../../app/paths';
import { AreaPage, BackLink } from '../../components/area-page';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import { ImportTextSource } from '../../components/import-text-source';
import { notify } from '../../lib/notify';
import { useTeamAccess } from '../../lib/team-access';
import { ImportIssues } from '../../components/import-issues';
import { useImportPreview } from '../../lib/use-import-preview';
import { usePreviewRecordImport, useRecordImport } from './api/records-api';
import { recordEventName } from './records-labels';

const EXAMPLE = [
  'Event,Gender,Athlete,Mark,Date,Meet,Wind,Grade',
  '100m,Girls,Jane Old,12.10,1995-05-01,State Championships,+1.2,Senior',
  '4x400m Relay,Boys,"Al One / Bo Two / Cy Three / Di Four",3:21.40,2004-05-22,State Championships,,',
  'Long Jump,Girls,Lee Far,19-02.50,1999-05-03,County,+1.8,FR',
].join('\n');

/** /dashboard/records/bulk-records: historical team records from a paste or a CSV file, checked row by row, saved all or nothing. */
export default function RecordsBulkPage() {
  const { orgId, canImport } = useTeamAccess();
  const navigate = useNavigate();
  const check = usePreviewRecordImport(orgId ?? '');
  const commit = useRecordImport(orgId ?? '');
  const { text, setText, preview, stale, error, runPreview, runImport } = useImportPreview<RecordImportPreview, { created: number }>({
    check: (t) => check.mutateAsync(t),
    commit: (t) => commit.mutateAsync(t),
    done: (answer) => {
      notify.success(`${answer.created} historical ${answer.created === 1 ? 'record' : 'records'} added`);
      void navigate(paths.records);
    },
  });

  if (!canImport) {
    return (
      <AreaPage title="Import historical records">
        <EmptyState
          icon={<IconAlertTriangle />}
          title="Owners, admins and coaches import records"
          description="Your role in this team can read the records but not add to them."
        >
          <BackLink to={paths.records}>Back to records</BackLink>
        </EmptyState>
      </AreaPage>
    );
  }

  return (
    <AreaPage title="Import historical records" subtitle="Team records that predate Splits, from a spreadsheet paste or a CSV file.">
      <Group>
        <BackLink to={paths.records}>Back to records</BackLink>
      </Group>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <ImportTextSource
            value={text}
            onChange={setText}
            description="Paste rows with their header row, or upload a CSV file. Columns: Event, Athlete (a relay's four legs separated by /), Mark, Date (YYYY-MM-DD or M/D/YYYY); optional Gender (or write it in the event: Girls 100m), Meet, Wind, Grade (9-12 or Freshman to Senior), Indoor (yes), Note, Source."
            example={EXAMPLE}
            accept=".csv,.tsv,.txt,text/csv,text/plain"
            uploadLabel="Upload CSV file"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void runPreview()} loading={check.isPending} disabled={!text.trim()}>
              Check rows
            </Button>
          </Group>
          <FormAlert message={error} testId="import-error" />
          {preview ? (
            <Stack gap="sm">
              {preview.invalid > 0 ? (
                <Alert color="red" variant="light" icon={<IconAlertTriangle size={ICON_SIZE} />} role="alert">
                  {preview.invalid} of {preview.rows.length} rows have problems. Nothing is saved until every row is right: fix them above
                  and check again.
                </Alert>
              ) : (
                <Alert color="green" variant="light" icon={<IconCheck size={ICON_SIZE} />}>
                  All {preview.rows.length} rows are ready to import.
                </Alert>
              )}
              <Table.ScrollContainer minWidth={720} mah={420}>
                <Table stickyHeader verticalSpacing={4} aria-label="Preview of the rows">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Row</Table.Th>
                      <Table.Th>Event</Table.Th>
                      <Table.Th>Athlete</Table.Th>
                      <Table.Th>Mark</Table.Th>
                      <Table.Th>Date</Table.Th>
                      <Table.Th>Meet</Table.Th>
                      <Table.Th>Problems</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {preview.rows.map((row) => (
                      <Table.Tr
                        key={row.row}
                        bg={row.errors.length ? 'var(--mantine-color-red-light)' : undefined}
                        data-bad-row={row.errors.length > 0 || undefined}
                      >
                        <Table.Td>{row.row}</Table.Td>
                        <Table.Td>{row.eventType ? recordEventName(row.eventType) : ''}</Table.Td>
                        <Table.Td>{row.athleteNames.join(', ')}</Table.Td>
                        <Table.Td>{row.display ?? ''}</Table.Td>
                        <Table.Td>{row.date}</Table.Td>
                        <Table.Td>{row.meetName}</Table.Td>
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
                <Button onClick={() => void runImport()} loading={commit.isPending} disabled={stale}>
                  Import {preview.rows.length} {preview.rows.length === 1 ? 'record' : 'records'}
                </Button>
              </Group>
            </Stack>
          ) : null}
        </Stack>
      </Paper>
    </AreaPage>
  );
}
