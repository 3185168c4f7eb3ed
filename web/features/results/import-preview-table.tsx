import { Badge, Text } from '@mantine/core';
import { formatWind } from '@core/marks';
import type { ResultImportPreview } from '@core/api/results';
import { ImportPreviewTable, type PreviewColumn } from '../../components/import-preview-table';

type Row = ResultImportPreview['rows'][number];

interface Props {
  rows: Row[];
  format: ResultImportPreview['format'];
  eventName: (type: string | null, round: string | null) => string;
}

/** The athlete, with a badge when the row is another team's finisher or replaces a result already entered. */
function AthleteCell({ row }: { row: Row }) {
  return (
    <>
      {row.athleteName}
      {row.competitor ? (
        <Badge ml={6} size="xs" variant="light" color="gray" title="Another team's finisher: kept for team scores, never on the roster">
          other team
        </Badge>
      ) : null}
      {row.replaces ? (
        <Badge ml={6} size="xs" variant="light" color="yellow" title="Replaces the result already entered">
          replaces
        </Badge>
      ) : null}
    </>
  );
}

/** The rows of a results import as the server checked them: bad rows in red, rows left out dimmed with the reason, other teams' finishers marked. */
export function ResultsImportPreviewTable({ rows, format, eventName }: Props) {
  const timing = format !== 'csv';
  const columns: PreviewColumn<Row>[] = [
    { label: 'Event', cell: (row) => eventName(row.eventType, row.round) },
    { label: 'Athlete', cell: (row) => <AthleteCell row={row} /> },
    ...(timing ? [{ label: 'Team', cell: (row: Row) => row.team ?? '' }] : []),
    { label: 'Mark', cell: (row) => row.display ?? '' },
    { label: 'Wind', cell: (row) => (row.wind === null ? '' : formatWind(row.wind)) },
    { label: 'Place', cell: (row) => row.place ?? '' },
    { label: 'Heat', cell: (row) => row.heat ?? '' },
  ];
  return (
    <ImportPreviewTable
      rows={rows}
      columns={columns}
      minWidth={720}
      mah={360}
      lineLabel={timing ? 'Line' : 'Row'}
      problems={(row) =>
        row.skipped ? (
          <Text size="xs" c="dimmed">
            Left out: {row.skipped}
          </Text>
        ) : undefined
      }
      rowProps={(row) => ({
        c: row.skipped ? 'dimmed' : undefined,
        'data-skipped-row': row.skipped ? true : undefined,
        'data-competitor-row': row.competitor || undefined,
      })}
    />
  );
}
