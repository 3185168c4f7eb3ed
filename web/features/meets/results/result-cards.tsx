import { useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { entryName, relayLegsText } from '../../../lib/entry-label';
import { resultColumns, type ResultColumn } from './result-columns';
import { MarkWarning } from './mark-warning';
import { RowStatus } from './row-status';
import type { RowValues } from './unsaved-results';
import type { ResultRow } from './use-result-rows';

type Column = ResultColumn;

interface ResultCardsProps {
  /** show the wind input: a wind event outdoors */
  wind: boolean;
  /** show the splits input (cumulative times): a race */
  splits: boolean;
  rows: ResultRow[];
  onEdit: (row: ResultRow, values: RowValues) => void;
  onCommit: (entryId: string) => void;
  /** keeps a mark the typo warning questioned */
  onKeep: (row: ResultRow) => void;
}

const LABEL: Record<Column, string> = { mark: 'Mark', wind: 'Wind (m/s)', place: 'Place', heat: 'Heat', splits: 'Splits' };
const NAME: Record<Column, string> = { mark: 'Mark', wind: 'Wind', place: 'Place', heat: 'Heat', splits: 'Splits' };
const DESCRIPTION: Partial<Record<Column, string>> = { splits: 'Cumulative times with commas: 32.1, 1:05.4' };

/**
 * Results entry on a phone: one card per entry with large inputs in one column. Enter moves to the
 * next input, and from the last one saves and goes to the next athlete's mark.
 */
export function ResultCards({ wind, splits, rows, onEdit, onCommit, onKeep }: ResultCardsProps) {
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const columns = resultColumns(wind, splits);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>, rowIndex: number, columnIndex: number, entryId: string) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const nextColumn = columns[columnIndex + 1];
    const next = nextColumn ? inputs.current.get(`${rowIndex}:${nextColumn}`) : inputs.current.get(`${rowIndex + 1}:mark`);
    if (!nextColumn) onCommit(entryId);
    next?.focus();
  };

  const onCardBlur = (e: FocusEvent<HTMLDivElement>, entryId: string) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onCommit(entryId);
  };

  return (
    <Stack gap="sm">
      {rows.map((row, rowIndex) => {
        const name = entryName(row.entry);
        const legs = relayLegsText(row.entry);
        return (
          <Paper key={row.entry.id} withBorder p="sm" radius="md" onBlur={(e: FocusEvent<HTMLDivElement>) => onCardBlur(e, row.entry.id)}>
            <Group justify="space-between" align="flex-start" mb="xs" wrap="nowrap">
              <div style={{ minWidth: 0 }}>
                <Text fw={600}>{name}</Text>
                {legs ? (
                  <Text size="xs" c="dimmed">
                    {legs}
                  </Text>
                ) : null}
              </div>
              <RowStatus row={row} />
            </Group>
            <Stack gap="xs">
              <SimpleGrid cols={1} spacing="xs">
                {columns.map((column, columnIndex) => (
                  <TextInput
                    key={column}
                    ref={(el) => {
                      if (el) inputs.current.set(`${rowIndex}:${column}`, el);
                      else inputs.current.delete(`${rowIndex}:${column}`);
                    }}
                    size="lg"
                    label={LABEL[column]}
                    description={DESCRIPTION[column]}
                    aria-label={`${NAME[column]}, ${name}`}
                    value={row.values[column]}
                    error={row.checked.errors[column]}
                    inputMode={column === 'place' || column === 'heat' ? 'numeric' : 'text'}
                    enterKeyHint={columnIndex === columns.length - 1 ? 'done' : 'next'}
                    autoComplete="off"
                    spellCheck={false}
                    onChange={(e) => onEdit(row, { ...row.values, [column]: e.currentTarget.value })}
                    onKeyDown={(e) => onKeyDown(e, rowIndex, columnIndex, row.entry.id)}
                  />
                ))}
              </SimpleGrid>
              <MarkWarning row={row} name={name} onKeep={onKeep} />
              {row.unsaved ? (
                <Button size="md" onClick={() => onCommit(row.entry.id)} disabled={Object.keys(row.checked.errors).length > 0 || row.checked.warning !== null}>
                  Save {name}
                </Button>
              ) : null}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
