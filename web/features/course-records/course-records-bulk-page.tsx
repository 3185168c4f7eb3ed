import { useNavigate } from 'react-router';
import { Alert, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import type { CallResponse } from '@core/api/define-call';
import type { postCourseRecordImportPreview } from '@core/api/courses';
import { paths } from '../../app/paths';
import { AreaPage, BackLink } from '../../components/area-page';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import { ImportTextSource } from '../../components/import-text-source';
import { notify } from '../../lib/notify';
import { useTeamAccess } from '../../lib/team-access';
import { usePreviewCourseRecordImport, useCourseRecordImport } from '../courses';
import { recordEventName } from '../records';
import { ImportIssues } from '../../components/import-issues';
import { useImportPreview } from '../../lib/use-import-preview';

const EXAMPLE = [
  'Course,Event,Gender,Athlete,Mark,Date,Meet',
  'Hidden Hollow Park,5K,Girls,Jane Old,17:59,1998-10-10,County Championships',
  'Hidden Hollow Park,2 Mile,Boys,Sam Fast,9:58,2003-09-20,Season Opener',
].join('\n');

/** /dashboard/course-records/bulk-records: historical course records from a paste or a CSV file, checked row by row, saved all or nothing. */
export default function CourseRecordsBulkPage() {
  const { orgId, canImport } = useTeamAccess();
  const navigate = useNavigate();
  const check = usePreviewCourseRecordImport(orgId ?? '');
  const commit = useCourseRecordImport(orgId ?? '');
  const { text, setText, preview, stale, error, runPreview, runImport } = useImportPreview<
    CallResponse<typeof postCourseRecordImportPreview>,
    { created: number }
  >({
    check: (t) => check.mutateAsync(t),
    commit: (t) => commit.mutateAsync(t),
    done: (answer) => {
      notify.success(`${answer.created} historical course ${answer.created === 1 ? 'record' : 'records'} added`);
      void navigate(paths.courseRecords);
    },
  });
  if (!canImport) {
    return (
      <AreaPage title="Import historical course records">
        <EmptyState
          icon={<IconAlertTriangle />}
          title="Owners, admins and coaches import records"
          description="Your role in this team can read course records but not add to them."
        >
          <BackLink to={paths.courseRecords}>Back to course records</BackLink>
        </EmptyState>
      </AreaPage>
    );
  }
  return (
    <AreaPage
      title="Import historical course records"
      subtitle="Course records that predate Splits, from a spreadsheet paste or a CSV file."
    >
      <Group>
        <BackLink to={paths.courseRecords}>Back to course records</BackLink>
      </Group>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <ImportTextSource
            value={text}
            onChange={setText}
            description="Paste rows with their header row, or upload a CSV file. Columns: Course (as named under Courses), Event (5K, 2 Mile…), Athlete, Mark, Date; optional Gender (or Girls 5K), Meet, Grade, Note, Source."
            example={EXAMPLE}
            accept=".csv,.tsv,.txt,text/csv,text/plain"
            uploadLabel="Upload CSV file"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void runPreview()} loading={check.isPending} disabled={!text.trim()}>
              Check rows
            </Button>
          </Group>
          <FormAlert message={error} />
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
                      <Table.Th>Course</Table.Th>
                      <Table.Th>Event</Table.Th>
                      <Table.Th>Athlete</Table.Th>
                      <Table.Th>Mark</Table.Th>
                      <Table.Th>Date</Table.Th>
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
                        <Table.Td>{row.course}</Table.Td>
                        <Table.Td>{row.eventType ? recordEventName(row.eventType) : ''}</Table.Td>
                        <Table.Td>{row.athleteNames.join(', ')}</Table.Td>
                        <Table.Td>{row.display ?? ''}</Table.Td>
                        <Table.Td>{row.date}</Table.Td>
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
