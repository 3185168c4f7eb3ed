import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { ActionIcon, Box, Button, Group, Menu, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import { NON_MARK_LABELS, nonMarkApplies, resolveMarkEvent, seriesKind } from '@core/marks';
import { NON_MARK_CODES, type NonMarkCode } from '@core/marks/types';
import { entryName, relayLegsText } from '../../lib/entry-label';
import { resultColumns, type ResultColumn } from './result-columns';
import { MarkWarning } from './mark-warning';
import { ResultConflict } from './result-conflict';
import { markInputMode } from './mark-input-mode';
import { useOrganization } from '../../lib/store/hooks';
import { RowStatus } from './row-status';
import { seriesHint } from './check-row';
import type { RowValues } from './unsaved-results';
import type { ResultRow } from './use-result-rows';

type Column = ResultColumn;

interface ResultCardsProps {
  eventType: string;
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
const SHORT: Record<Column, string> = { mark: '', wind: 'W', place: 'Pl', heat: 'H', splits: 'Splits' };
/** the non-marks a finish-line judge picks; SCR and FOUL belong to entries and field series */
const PICKED: readonly NonMarkCode[] = NON_MARK_CODES.filter((c) => c !== 'SCR' && c !== 'FOUL');

/** The non-marks that apply to an event (DNF to races, NM to jumps and throws, NH to vertical jumps). */
const nonMarksFor = (eventType: string): NonMarkCode[] => {
  const event = resolveMarkEvent(eventType);
  return event ? PICKED.filter((code) => nonMarkApplies(code, event)) : ['DNS', 'DQ'];
};

/** The secondary values in a few characters, for the collapsed line: "W +1.2 · Pl 1". */
const secondarySummary = (columns: Column[], values: RowValues): string =>
  columns
    .filter((c) => c !== 'mark' && values[c].trim() !== '')
    .map((c) => (c === 'splits' ? 'splits' : `${SHORT[c]} ${values[c].trim()}`))
    .join(' · ');

/**
 * Results entry on a phone at the finish line: one compact line per entry (name, mark on the
 * numeric keypad, or the keyboard when it needs : or - (markInputMode), a DNS/DNF/DQ/NM picker); wind, place, heat and splits open behind a tap. A row
 * saves when focus leaves it (blur), on Enter, or when a non-mark is picked; Enter in a mark goes
 * to the next athlete's mark.
 */
export function ResultCards({ eventType, wind, splits, rows, onEdit, onCommit, onKeep }: ResultCardsProps) {
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const columns = resultColumns(wind, splits);
  const secondary = columns.filter((c) => c !== 'mark');
  const codes = nonMarksFor(eventType);
  // jumps and throws: the series goes in a wide field with the letter keyboard (X, O, -, /)
  const series = seriesKind(eventType) !== null;
  // the keypad where a mark is digits and a point; the keyboard with : and - for 4:45.23 and 20-03.5
  const markMode = markInputMode(eventType, useOrganization()?.units ?? 'imperial');

  const toggle = (entryId: string) =>
    setOpen((s) => {
      const next = new Set(s);
      if (next.has(entryId)) next.delete(entryId);
      else next.add(entryId);
      return next;
    });

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>, rowIndex: number, column: Column, expanded: boolean, entryId: string) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const shown: Column[] = expanded ? columns : ['mark'];
    const nextColumn = shown[shown.indexOf(column) + 1];
    const next = nextColumn ? inputs.current.get(`${rowIndex}:${nextColumn}`) : inputs.current.get(`${rowIndex + 1}:mark`);
    if (!nextColumn) onCommit(entryId);
    next?.focus();
  };

  // a row saves as soon as focus leaves it (to another row, or nowhere: the keypad closed)
  const onRowBlur = (e: FocusEvent<HTMLDivElement>, entryId: string) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onCommit(entryId);
  };

  const input = (row: ResultRow, rowIndex: number, column: Column, expanded: boolean, name: string) => (
    <TextInput
      key={column}
      ref={(el) => {
        if (el) inputs.current.set(`${rowIndex}:${column}`, el);
        else inputs.current.delete(`${rowIndex}:${column}`);
      }}
      size={column === 'mark' ? 'md' : 'sm'}
      label={column === 'mark' ? undefined : column === 'heat' && series ? 'Flight' : LABEL[column]}
      aria-label={`${column === 'heat' && series ? 'Flight' : NAME[column]}, ${name}`}
      placeholder={column === 'mark' ? 'Mark' : undefined}
      value={row.values[column]}
      error={row.checked.errors[column]}
      inputMode={
        column === 'mark' ? markMode : column === 'place' || column === 'heat' ? 'numeric' : column === 'splits' ? 'text' : 'decimal'
      }
      enterKeyHint={column === 'mark' && !expanded ? 'next' : 'done'}
      autoComplete="off"
      spellCheck={false}
      onChange={(e) => onEdit(row, { ...row.values, [column]: e.currentTarget.value })}
      onKeyDown={(e) => onKeyDown(e, rowIndex, column, expanded, row.entry.id)}
    />
  );

  return (
    <Stack gap={4} data-testid="phone-results">
      {rows.map((row, rowIndex) => {
        const name = entryName(row.entry);
        const legs = relayLegsText(row.entry);
        const hiddenError = secondary.some((c) => row.checked.errors[c]);
        const expanded = open.has(row.entry.id) || hiddenError;
        const summary = secondarySummary(columns, row.values);
        return (
          <Paper
            key={row.entry.id}
            withBorder
            px="xs"
            py={6}
            radius="sm"
            data-testid="phone-result-row"
            onBlur={(e: FocusEvent<HTMLDivElement>) => onRowBlur(e, row.entry.id)}
          >
            <Group gap={6} wrap="nowrap" align="flex-start">
              <Box style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600} size="sm" truncate="end">
                  {name}
                </Text>
                {legs ? (
                  <Text size="xs" c="dimmed" truncate="end">
                    {legs}
                  </Text>
                ) : null}
                <RowStatus row={row} wind={wind} />
              </Box>
              <Box w={104}>{input(row, rowIndex, 'mark', expanded, name)}</Box>
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <Button variant="default" size="md" px={8} aria-label={`Non-mark, ${name}`}>
                    <Text size="xs" fw={600}>
                      DNS…
                    </Text>
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  {codes.map((code) => (
                    <Menu.Item
                      key={code}
                      onClick={() => {
                        onEdit(row, { ...row.values, mark: code, place: '' });
                        onCommit(row.entry.id);
                      }}
                    >
                      {code} · {NON_MARK_LABELS[code]}
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                mt={2}
                aria-label={`${expanded ? 'Fewer' : 'More'} fields, ${name}`}
                aria-expanded={expanded}
                onClick={() => toggle(row.entry.id)}
                disabled={hiddenError}
              >
                {expanded ? <IconChevronUp size={ICON_SIZE} /> : <IconChevronDown size={ICON_SIZE} />}
              </ActionIcon>
            </Group>
            <MarkWarning row={row} name={name} onKeep={onKeep} />
            <ResultConflict row={row} name={name} />
            {!expanded && summary ? (
              <Text size="xs" c="dimmed" data-testid="secondary-summary">
                {summary}
              </Text>
            ) : null}
            {expanded ? (
              <Stack gap={6} mt={6}>
                <SimpleGrid cols={secondary.filter((c) => c !== 'splits').length} spacing={6}>
                  {secondary.filter((c) => c !== 'splits').map((c) => input(row, rowIndex, c, expanded, name))}
                </SimpleGrid>
                {series ? (
                  <TextInput
                    size="sm"
                    label={seriesKind(eventType) === 'heights' ? 'Height card' : 'Attempts'}
                    description={seriesHint(eventType, 'field')}
                    aria-label={`Series, ${name}`}
                    value={row.values.mark}
                    error={row.checked.errors.mark}
                    inputMode="text"
                    autoCapitalize="characters"
                    autoComplete="off"
                    spellCheck={false}
                    onChange={(e) => onEdit(row, { ...row.values, mark: e.currentTarget.value })}
                  />
                ) : null}
                {secondary.includes('splits') ? input(row, rowIndex, 'splits', expanded, name) : null}
                {secondary.includes('splits') ? (
                  <Text size="xs" c="dimmed">
                    Cumulative times with commas: 32.1, 1:05.4
                  </Text>
                ) : null}
              </Stack>
            ) : null}
          </Paper>
        );
      })}
    </Stack>
  );
}
