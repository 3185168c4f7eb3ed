import { useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { Table, Text, TextInput } from '@mantine/core';
import { entryName, relayLegsText } from '../../lib/entry-label';
import { resultColumns, type ResultColumn } from './result-columns';
import { MarkWarning } from './mark-warning';
import { ResultConflict } from './result-conflict';
import { RowStatus } from './row-status';
import type { RowValues } from './unsaved-results';
import type { ResultRow } from './use-result-rows';
import classes from './results-grid.module.css';

type Column = ResultColumn;

const COLUMN_LABEL: Record<Column, string> = { mark: 'Mark', wind: 'Wind', place: 'Place', heat: 'Heat', splits: 'Splits' };
const PLACEHOLDER: Partial<Record<Column, string>> = { wind: '+1.8', splits: '32.1, 1:05.4' };

interface ResultsGridProps {
  /** show the wind column: a wind event outdoors */
  wind: boolean;
  /** show the splits column (cumulative times): a race */
  splits: boolean;
  /** a jump or throw: the mark cell is wide enough for a series or a height card */
  series?: boolean;
  eventName: string;
  rows: ResultRow[];
  onEdit: (row: ResultRow, values: RowValues) => void;
  onCommit: (entryId: string) => void;
  /** keeps a mark the typo warning questioned */
  onKeep: (row: ResultRow) => void;
}

/**
 * The desktop results grid of one meet event: one row per entry, a cell per value, and under the
 * athlete's name what became of the row (the saved mark with its PR / SB badges). Tab goes to
 * the next cell; Enter or ArrowDown to the same cell of the next row (ArrowUp, Shift+Enter back);
 * Escape puts the row back as saved. A row is saved when the focus leaves it or on Enter. Marks
 * and splits ("32.1, 1:05.4": cumulative times) are read by the mark engine as they are typed and
 * a bad one says why, under its cell.
 */
export function ResultsGrid({ wind, splits, series = false, eventName, rows, onEdit, onCommit, onKeep }: ResultsGridProps) {
  const cellClass = (c: Column) => (c === 'mark' && series ? classes.series : classes[c]);
  // a field event's heat is its flight
  const label = (c: Column) => (c === 'heat' && series ? 'Flight' : COLUMN_LABEL[c]);
  const cells = useRef(new Map<string, HTMLInputElement>());
  const columns = resultColumns(wind, splits);

  const focusCell = (rowIndex: number, column: Column) => {
    const input = cells.current.get(`${rowIndex}:${column}`);
    if (!input) return false;
    input.focus();
    input.select();
    return true;
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>, rowIndex: number, column: Column, row: ResultRow) => {
    const back = e.key === 'ArrowUp' || (e.key === 'Enter' && e.shiftKey);
    const forward = e.key === 'ArrowDown' || (e.key === 'Enter' && !e.shiftKey);
    if (e.key === 'Escape') {
      e.preventDefault();
      onEdit(row, row.saved);
      return;
    }
    if (!back && !forward) return;
    e.preventDefault();
    // the row is saved when the focus leaves it; on the last row Enter saves in place
    if (!focusCell(rowIndex + (forward ? 1 : -1), column)) onCommit(row.entry.id);
  };

  const onRowBlur = (e: FocusEvent<HTMLTableRowElement>, entryId: string) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onCommit(entryId);
  };

  return (
    <Table.ScrollContainer minWidth={splits ? 680 : series ? 640 : 520}>
      <Table
        className={classes.grid}
        verticalSpacing={4}
        horizontalSpacing={6}
        highlightOnHover={false}
        aria-label={`Results of ${eventName}`}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={30}>#</Table.Th>
            <Table.Th>Athlete · result</Table.Th>
            {columns.map((c) => (
              <Table.Th key={c} className={cellClass(c)}>
                {label(c)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, rowIndex) => {
            const name = entryName(row.entry);
            const legs = relayLegsText(row.entry);
            return (
              <Table.Tr key={row.entry.id} onBlur={(e) => onRowBlur(e, row.entry.id)} data-entry-id={row.entry.id}>
                <Table.Td c="dimmed" className={classes.text}>
                  {rowIndex + 1}
                </Table.Td>
                <Table.Td className={classes.text}>
                  <Text size="sm" fw={500} lineClamp={1}>
                    {name}
                  </Text>
                  {legs ? (
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {legs}
                    </Text>
                  ) : null}
                  <RowStatus row={row} wind={wind} />
                  <MarkWarning row={row} name={name} onKeep={onKeep} />
                  <ResultConflict row={row} name={name} />
                </Table.Td>
                {columns.map((column) => {
                  const error = row.checked.errors[column];
                  return (
                    <Table.Td key={column} className={cellClass(column)}>
                      <TextInput
                        ref={(el) => {
                          if (el) cells.current.set(`${rowIndex}:${column}`, el);
                          else cells.current.delete(`${rowIndex}:${column}`);
                        }}
                        size="sm"
                        value={row.values[column]}
                        placeholder={PLACEHOLDER[column]}
                        aria-label={`${label(column)}, ${name}`}
                        error={error}
                        inputMode={column === 'place' || column === 'heat' ? 'numeric' : 'text'}
                        autoComplete="off"
                        spellCheck={false}
                        onChange={(e) => onEdit(row, { ...row.values, [column]: e.currentTarget.value })}
                        onKeyDown={(e) => onKeyDown(e, rowIndex, column, row)}
                        onFocus={(e) => e.currentTarget.select()}
                        classNames={{ error: classes.error }}
                      />
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
