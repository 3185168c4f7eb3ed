import { useState, type KeyboardEvent } from 'react';
import { Group, Stack, Text, TextInput } from '@mantine/core';
import type { CombinedDiscipline, CombinedMark } from '@core/api/combined-events';
import type { MarkOptions } from '@core/marks';
import { ApiRequestError } from '../../lib/api-client';
import { cellAction, cellValues, type CellValues } from './cell-input';

export type SaveCell = (
  discipline: string,
  action: { kind: 'clear' } | { kind: 'save'; mark: string; wind: string | null },
) => Promise<unknown>;

interface CombinedCellProps {
  discipline: CombinedDiscipline;
  athleteName: string;
  saved: CombinedMark | null;
  runningTotal: number | null;
  canWrite: boolean;
  markOptions: MarkOptions;
  onSave: SaveCell;
  /** Enter / arrow keys: focus the same discipline of the next (1) or previous (-1) athlete; false when there is none */
  onMove?: (step: 1 | -1) => boolean;
  /** registers the mark input for keyboard moves */
  inputRef?: (el: HTMLInputElement | null) => void;
}

/** Points of the mark and the total after it: "963 pts · 1973". */
function Points({ saved, runningTotal }: { saved: CombinedMark | null; runningTotal: number | null }) {
  if (!saved) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="combined-points" style={{ whiteSpace: 'nowrap' }}>
      <Text span size="xs" fw={600} c="var(--mantine-color-text)">
        {saved.points} pts
      </Text>
      {runningTotal !== null ? ` · ${runningTotal}` : ''}
    </Text>
  );
}

/**
 * One athlete's mark in one discipline: typed like the results grid (the mark engine reads it; a
 * bad mark says why and is not saved), saved when the focus leaves the cell or on Enter; emptied, the
 * mark is cleared. Shows the points and the running total once saved.
 */
export function CombinedCell({
  discipline,
  athleteName,
  saved,
  runningTotal,
  canWrite,
  markOptions,
  onSave,
  onMove,
  inputRef,
}: CombinedCellProps) {
  const savedValues = cellValues(saved, discipline.wind);
  const [values, setValues] = useState<CellValues>(savedValues);
  const [error, setError] = useState<string | null>(null);
  // a fresh answer shows what this cell saved; other cells' answers leave what is being typed here alone
  const shown = `${savedValues.mark}|${savedValues.wind}`;
  const [seen, setSeen] = useState(shown);
  if (seen !== shown) {
    setSeen(shown);
    setValues(savedValues);
  }

  if (!canWrite) {
    return (
      <Stack gap={0}>
        <Text size="sm">
          {saved?.display ?? '–'}
          {discipline.wind && saved?.wind !== null && saved ? ` (${savedValues.wind})` : ''}
        </Text>
        <Points saved={saved} runningTotal={runningTotal} />
      </Stack>
    );
  }

  const commit = async () => {
    const action = cellAction(discipline.eventType, values, savedValues, discipline.wind, markOptions);
    if (action.kind === 'invalid') return setError(action.error);
    setError(null);
    if (action.kind === 'none') return;
    try {
      await onSave(discipline.discipline, action);
    } catch (e) {
      setError(e instanceof ApiRequestError ? e.message : 'Not saved: try again');
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      setValues(savedValues);
      setError(null);
      return;
    }
    const forward = e.key === 'ArrowDown' || (e.key === 'Enter' && !e.shiftKey);
    const back = e.key === 'ArrowUp' || (e.key === 'Enter' && e.shiftKey);
    if (!forward && !back) return;
    e.preventDefault();
    // moving on saves as the focus leaves; with nowhere to go, Enter saves in place
    if (!onMove?.(forward ? 1 : -1) && e.key === 'Enter') void commit();
  };

  const label = `${discipline.displayName}, ${athleteName}`;
  return (
    <Stack gap={2}>
      <Group
        gap={4}
        wrap="nowrap"
        onBlur={(e) => {
          // from the mark to its wind is still the same cell
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) void commit();
        }}
      >
        <TextInput
          ref={inputRef}
          size="xs"
          w={discipline.wind ? '4.75rem' : '5.5rem'}
          value={values.mark}
          onChange={(e) => setValues({ ...values, mark: e.currentTarget.value })}
          onKeyDown={onKeyDown}
          inputMode="decimal"
          autoComplete="off"
          aria-label={`Mark, ${label}`}
          aria-invalid={error ? true : undefined}
        />
        {discipline.wind ? (
          <TextInput
            size="xs"
            w="3.75rem"
            placeholder="wind"
            value={values.wind}
            onChange={(e) => setValues({ ...values, wind: e.currentTarget.value })}
            onKeyDown={onKeyDown}
            inputMode="decimal"
            autoComplete="off"
            aria-label={`Wind, ${label}`}
          />
        ) : null}
      </Group>
      {error ? (
        <Text size="xs" c="red.8" maw="11rem" role="alert">
          {error}
        </Text>
      ) : (
        <Points saved={saved} runningTotal={runningTotal} />
      )}
    </Stack>
  );
}
