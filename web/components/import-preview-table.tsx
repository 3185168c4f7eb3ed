import type { ReactNode } from 'react';
import { Alert, Table, Text, type TableTrProps } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import { ImportIssues } from './import-issues';

/** A previewed row: its line in the text and its problems. */
export interface PreviewRow {
  row: number;
  errors: { field: string; message: string }[];
}

export interface PreviewColumn<R> {
  label: string;
  cell: (row: R) => ReactNode;
}

interface TableProps<R extends PreviewRow> {
  rows: R[];
  columns: PreviewColumn<R>[];
  minWidth: number;
  mah: number;
  /** more to say in a row's Problems cell after its errors (a likely duplicate) */
  moreProblems?: (row: R) => ReactNode;
  /** what the first column counts: "Row" of a sheet (default), "Line" of a timing file */
  lineLabel?: string;
  /** said instead of a row's errors when it returns something (a row left out, and why) */
  problems?: (row: R) => ReactNode | undefined;
  /** more for a row's <tr> (dimmed, data attributes) */
  rowProps?: (row: R) => TableTrProps & Record<`data-${string}`, unknown>;
}

/** The rows an import would make, each with its line and problems; rows with problems stand out. */
export function ImportPreviewTable<R extends PreviewRow>({
  rows,
  columns,
  minWidth,
  mah,
  moreProblems,
  lineLabel = 'Row',
  problems,
  rowProps,
}: TableProps<R>) {
  return (
    <Table.ScrollContainer minWidth={minWidth} mah={mah}>
      <Table stickyHeader verticalSpacing={4} aria-label="Preview of the rows">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{lineLabel}</Table.Th>
            {columns.map((c) => (
              <Table.Th key={c.label}>{c.label}</Table.Th>
            ))}
            <Table.Th>Problems</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={row.row}
              bg={row.errors.length ? 'var(--mantine-color-red-light)' : undefined}
              data-bad-row={row.errors.length > 0 || undefined}
              {...rowProps?.(row)}
            >
              <Table.Td>{row.row}</Table.Td>
              {columns.map((c) => (
                <Table.Td key={c.label}>{c.cell(row)}</Table.Td>
              ))}
              <Table.Td>
                {problems?.(row) ?? (
                  <>
                    <ImportIssues issues={row.errors} />
                    {moreProblems?.(row)}
                  </>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Above the preview: how many rows have problems and what happens to them, or that all are ready. */
export function ImportPreviewSummary({ invalid, total, whenInvalid }: { invalid: number; total: number; whenInvalid: string }) {
  return invalid > 0 ? (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={ICON_SIZE} />} role="alert">
      {invalid} of {total} rows have problems. {whenInvalid}
    </Alert>
  ) : (
    <Alert color="green" variant="light" icon={<IconCheck size={ICON_SIZE} />}>
      All {total} rows are ready to import.
    </Alert>
  );
}

/** Below the preview when the text changed after it was checked. */
export function StalePreviewNote({ stale }: { stale: boolean }) {
  return stale ? (
    <Text size="sm" c="orange.9">
      The rows changed since they were checked: check them again before importing.
    </Text>
  ) : null;
}
