import { useCallback, useEffect, useMemo } from 'react';
import type { Entry, MeetDetail, MeetEvent } from '@core/api/meets';
import type { ResultFlags } from '@core/api/results';
import { rankMarks, type Mark, type MarkOptions } from '@core/marks';
import { useStore } from '../../lib/store/hooks';
import { checkRowOnce, type CheckedRow } from './check-row';
import { commitRow, editRow, installResultsRetry, keptMarksStore, retryMeet } from './results-sync';
import { savedValues } from './saved-values';
import { finalistsByEntry } from './series-finalists';
import { unsavedResultsStore, type RowValues, type UnsavedRow } from './unsaved-results';

export interface ResultRow {
  orgId: string;
  meetId: string;
  entry: Entry;
  /** what the server holds */
  saved: RowValues;
  /** what the cells show: the unsaved edit when there is one */
  values: RowValues;
  unsaved: UnsavedRow | undefined;
  checked: CheckedRow;
  /** the result's PR / SB flags as when it was run (the cached meet's entry, updated by each save) */
  flags: ResultFlags | null;
  /** a jump or throw kept as series with more than eight athletes: through to the final three attempts or not */
  finalist?: boolean;
}

/** The rows of one meet event for the grid and the phone form, with the edit and save actions. */
export function useResultRows(orgId: string, meet: MeetDetail, event: MeetEvent, options: MarkOptions) {
  const unsaved = useStore(unsavedResultsStore(meet.id), (s) => s);
  const kept = useStore(keptMarksStore, (s) => s);
  // ranked by the team's setting and rule: places filled from hand and FAT times follow the rule the server ranks by
  const { handTimeConversion, handTimeRule } = options;

  const rows: ResultRow[] = useMemo(() => {
    const finalists = finalistsByEntry(event.eventType, event.entries);
    return event.entries.map((entry) => {
      const saved = savedValues(event.eventType, entry.result);
      const u = unsaved[entry.id];
      const values = u?.values ?? saved;
      const checked = checkRowOnce(event.eventType, values, { handTimeConversion, handTimeRule }, [kept[entry.id], saved.mark]);
      const flags = entry.result ? entry.flags : null;
      return { orgId, meetId: meet.id, entry, saved, values, unsaved: u, checked, flags, finalist: finalists.get(entry.id) };
    });
  }, [orgId, meet.id, event, unsaved, kept, handTimeConversion, handTimeRule]);

  const edit = useCallback(
    (row: ResultRow, values: RowValues) =>
      editRow(orgId, meet.id, event.id, row.entry.id, values, row.saved, row.entry.result?.version ?? null),
    [orgId, meet.id, event.id],
  );
  const commit = useCallback((entryId: string) => commitRow(orgId, meet.id, entryId, meet), [orgId, meet]);
  /** Keeps a mark the typo warning questioned, and saves the row. */
  const keep = useCallback(
    (row: ResultRow) => {
      keptMarksStore.setState((marks) => ({ ...marks, [row.entry.id]: row.values.mark.trim() }));
      void commitRow(orgId, meet.id, row.entry.id, meet);
    },
    [orgId, meet],
  );

  /** Places 1, 2, 2, 4… from the marks as typed (non-marks and empty rows get none); the changed rows are saved. */
  const fillPlaces = useCallback(() => {
    const marked = rows.filter((r): r is ResultRow & { checked: { mark: Mark } } => r.checked.mark !== null && !r.checked.errors.mark);
    const ranked = rankMarks(
      event.eventType,
      marked.map((r) => r.checked.mark),
      { handTimeConversion, handTimeRule },
    );
    for (const { index, place } of ranked) {
      const row = marked[index]!;
      const next = { ...row.values, place: place === null ? '' : String(place) };
      if (next.place === row.values.place) continue;
      editRow(orgId, meet.id, event.id, row.entry.id, next, row.saved, row.entry.result?.version ?? null);
      void commitRow(orgId, meet.id, row.entry.id, meet);
    }
  }, [rows, event.eventType, event.id, handTimeConversion, handTimeRule, orgId, meet]);

  return { rows, edit, commit, keep, fillPlaces };
}

/** Starts the online/interval retry once, and sends what an earlier visit left unsent. */
export function useResultsRetry(meetId: string) {
  useEffect(() => {
    installResultsRetry();
    void retryMeet(meetId);
  }, [meetId]);
}
