import { Badge, Table, Text } from '@mantine/core';
import { formatWind } from '@core/marks';
import type { ResultImportPreview } from '@core/api/results';
import { ImportIssues } from '../../../components/import-issues';

interface Props {
  rows: ResultImportPreview['rows'];
  format: ResultImportPreview['format'];
  eventName: (type: string | null, round: string | null) => string;
}

/** The rows of a results import as the server checked them: bad rows in red, rows left out dimmed with the reason, other teams' finishers marked. */
export function ImportPreviewTable({ rows, format, eventName }: Props) {
  const timing = format !== 'csv';
  return (
    <Table.ScrollContainer minWidth={720} mah={360}>
      <Table stickyHeader verticalSpacing={4} aria-label="Preview of the rows">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{timing ? 'Line' : 'Row'}</Table.Th>
            <Table.Th>Event</Table.Th>
            <Table.Th>Athlete</Table.Th>
            {timing ? <Table.Th>Team</Table.Th> : null}
            <Table.Th>Mark</Table.Th>
            <Table.Th>Wind</Table.Th>
            <Table.Th>Place</Table.Th>
            <Table.Th>Heat</Table.Th>
            <Table.Th>Problems</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={row.row}
              bg={row.errors.length ? 'var(--mantine-color-red-light)' : undefined}
              c={row.skipped ? 'dimmed' : undefined}
              data-bad-row={row.errors.length > 0 || undefined}
              data-skipped-row={row.skipped ? true : undefined}
              data-competitor-row={row.competitor || undefined}
            >
              <Table.Td>{row.row}</Table.Td>
              <Table.Td>{eventName(row.eventType, row.round)}</Table.Td>
              <Table.Td>
                {row.athleteName}
                {row.competitor ? (
                  <Badge
                    ml={6}
                    size="xs"
                    variant="light"
                    color="gray"
                    title="Another team's finisher: kept for team scores, never on the roster"
                  >
                    other team
                  </Badge>
                ) : null}
                {row.replaces ? (
                  <Badge ml={6} size="xs" variant="light" color="yellow" title="Replaces the result already entered">
                    replaces
                  </Badge>
                ) : null}
              </Table.Td>
              {timing ? <Table.Td>{row.team ?? ''}</Table.Td> : null}
              <Table.Td>{row.display ?? ''}</Table.Td>
              <Table.Td>{row.wind === null ? '' : formatWind(row.wind)}</Table.Td>
              <Table.Td>{row.place ?? ''}</Table.Td>
              <Table.Td>{row.heat ?? ''}</Table.Td>
              <Table.Td>
                {row.skipped ? (
                  <Text size="xs" c="dimmed">
                    Left out: {row.skipped}
                  </Text>
                ) : (
                  <ImportIssues issues={row.errors} />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
