import { useNavigate } from 'react-router';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { AreaPage, BackLink } from '../../components/area-page';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import {
  ImportPreviewSummary,
  ImportPreviewTable,
  StalePreviewNote,
  type PreviewColumn,
  type PreviewRow,
} from '../../components/import-preview-table';
import { ImportTextSource } from '../../components/import-text-source';
import { notify } from '../../lib/notify';
import { useTeamAccess } from '../../lib/team-access';
import { plural } from '../../lib/plural';
import { useImportPreview } from '../../lib/use-import-preview';
import { recordEventName } from './records-labels';

interface Step<A> {
  mutateAsync: (text: string) => Promise<A>;
  isPending: boolean;
}

/** A previewed historical record, team or course: what every such preview shows. */
interface HistoricalPreviewRow extends PreviewRow {
  eventType: string | null;
  athleteNames: string[];
  display: string | null;
  date: string;
}

interface Props<R extends HistoricalPreviewRow> {
  title: string;
  subtitle: string;
  /** the area's list, where "Back" and a finished import lead */
  back: { to: string; label: string };
  /** why a member without the right cannot import, on the page they reach */
  readOnlyNote: string;
  /** the columns the text takes, shown above the paste field */
  sourceDescription: string;
  example: string;
  /** "record", "course record": counted in the button and the notice */
  noun: string;
  check: Step<{ rows: R[]; invalid: number }>;
  commit: Step<{ created: number }>;
  /** preview columns before the record's own (Event, Athlete, Mark, Date), and after them */
  leading?: PreviewColumn<R>[];
  trailing?: PreviewColumn<R>[];
}

const recordColumns = <R extends HistoricalPreviewRow>(): PreviewColumn<R>[] => [
  { label: 'Event', cell: (row) => (row.eventType ? recordEventName(row.eventType) : '') },
  { label: 'Athlete', cell: (row) => row.athleteNames.join(', ') },
  { label: 'Mark', cell: (row) => row.display ?? '' },
  { label: 'Date', cell: (row) => row.date },
];

/**
 * A bulk page of historical records (team records, course records): paste or upload, check row by
 * row, then save all or nothing. Members who may not import are told so.
 */
export function HistoricalImportPage<R extends HistoricalPreviewRow>(props: Props<R>) {
  const { title, subtitle, back, readOnlyNote, sourceDescription, example, noun, check, commit, leading = [], trailing = [] } = props;
  const columns = [...leading, ...recordColumns<R>(), ...trailing];
  const { canImport } = useTeamAccess();
  const navigate = useNavigate();
  const { text, setText, preview, stale, error, runPreview, runImport } = useImportPreview({
    check: (t) => check.mutateAsync(t),
    commit: (t) => commit.mutateAsync(t),
    done: (answer) => {
      notify.success(`${plural(answer.created, `historical ${noun}`)} added`);
      void navigate(back.to);
    },
  });

  if (!canImport) {
    return (
      <AreaPage title={title}>
        <EmptyState icon={<IconAlertTriangle />} title="Owners, admins and coaches import records" description={readOnlyNote}>
          <BackLink to={back.to}>{back.label}</BackLink>
        </EmptyState>
      </AreaPage>
    );
  }

  return (
    <AreaPage title={title} subtitle={subtitle}>
      <Group>
        <BackLink to={back.to}>{back.label}</BackLink>
      </Group>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <ImportTextSource
            value={text}
            onChange={setText}
            description={sourceDescription}
            example={example}
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
              <ImportPreviewSummary
                invalid={preview.invalid}
                total={preview.rows.length}
                whenInvalid="Nothing is saved until every row is right: fix them above and check again."
              />
              <ImportPreviewTable rows={preview.rows} columns={columns} minWidth={720} mah={420} />
              <StalePreviewNote stale={stale} />
              <Group justify="flex-end">
                {/* all or nothing: a row with problems holds the import back (the server would refuse it whole) */}
                <Button onClick={() => void runImport()} loading={commit.isPending} disabled={stale || preview.invalid > 0}>
                  Import {plural(preview.rows.length, noun)}
                </Button>
              </Group>
            </Stack>
          ) : null}
        </Stack>
      </Paper>
    </AreaPage>
  );
}
