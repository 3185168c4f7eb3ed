/**
 * Sends typed results to the server and never loses one: every edit lives in the meet's unsaved
 * store (localStorage) until the server saved exactly those values. A send that fails for want of
 * a network stays "failed" and goes again when the browser is back online (and every 20 s while
 * any wait); a send the server refuses stays "refused" with its message until the row is edited.
 * Each send names the version of the result the edit began from: a result changed elsewhere
 * meanwhile (409 result-changed) makes the row a "conflict" showing both values until the coach
 * keeps theirs (sent again over the new version) or takes the saved one (decision 039).
 */
import type { MeetDetail } from '@core/api/meets';
import { RESULT_CHANGED_CODE, resultConflictSchema, type Result } from '@core/api/results';
import { errorMessage, isApiError } from '../../lib/api-error';
import { queryClient } from '../../lib/query-client';
import { appStore } from '../../lib/store/app-store';
import { invalidateMeet, meetQueryKey, meetQueryOptions, updateCachedMeet } from '../meet-data';
import { clearResult } from './api/delete-result';
import { saveResult, setCachedResult } from './api/post-result';
import { createPersistedStore } from '../../lib/store/persisted-store';
import { checkRowOnce, isEmptyRow, rowIsValid } from './check-row';
import { savedValues } from './saved-values';
import {
  confirmed,
  conflicted,
  discarded,
  edited,
  failed,
  keptMine,
  resent,
  sameValues,
  unsavedResultsStore,
  waitingForNetwork,
  type RowValues,
  type Theirs,
} from './unsaved-results';

const STORAGE_PREFIX = 'splits.unsaved-results.';
const RETRY_EVERY_MS = 20_000;

/**
 * Marks the coach kept despite a typo warning (123.4 in a 100m), per entry: the mark text kept.
 * Memory only: after a reload the warning asks once more.
 */
export const keptMarksStore = createPersistedStore<Record<string, string>>({
  key: 'splits.kept-marks',
  storage: () => undefined,
  initial: {},
  revive: () => undefined,
});

/** The mark texts that get no typo warning for an entry: the one kept and the one the server holds. */
export const keptMarks = (entryId: string, saved: RowValues): (string | undefined)[] => [keptMarksStore.getState()[entryId], saved.mark];

const inFlight = new Map<string, Promise<void>>();

interface Located {
  eventType: string;
  resultId: string | null;
  /** the saved result's version, null without one */
  version: number | null;
  saved: RowValues;
}

const locate = (meet: MeetDetail, entryId: string): Located | null => {
  for (const event of meet.events) {
    const entry = event.entries.find((e) => e.id === entryId);
    if (entry) {
      const { result } = entry;
      return {
        eventType: event.eventType,
        resultId: result?.id ?? null,
        version: result?.version ?? null,
        saved: savedValues(event.eventType, result),
      };
    }
  }
  return null;
};

const markOptions = () => {
  const organization = appStore.getState().organization;
  return { handTimeConversion: organization?.handTimeConversion ?? true, handTimeRule: organization?.handTimeRule };
};

/**
 * A keystroke in a row: kept at once; undone edits (back to the saved values) are dropped.
 * `savedVersion`: the version of the result the row shows (null: none), which the edit is based on.
 */
export function editRow(
  orgId: string,
  meetId: string,
  meetEventId: string,
  entryId: string,
  values: RowValues,
  saved: RowValues,
  savedVersion: number | null,
) {
  const store = unsavedResultsStore(meetId);
  store.setState((rows) =>
    sameValues(values, saved)
      ? discarded(rows, entryId)
      : edited(rows, { orgId, entryId, meetEventId, baseVersion: savedVersion }, values, Date.now()),
  );
}

/** The result as saved elsewhere, from a 409 result-changed (its `current`); null when the answer is not one. */
const theirsOf = (eventType: string, error: unknown): { theirs: Theirs; result: Result | null } | null => {
  if (!isApiError(error, 409) || error.code !== RESULT_CHANGED_CODE) return null;
  const parsed = resultConflictSchema.safeParse(error.current);
  if (!parsed.success) return null;
  const { result, changedBy, changedAt } = parsed.data;
  return {
    theirs: { values: savedValues(eventType, result), version: result?.version ?? null, by: changedBy, at: changedAt },
    result,
  };
};

async function send(orgId: string, meetId: string, entryId: string, fallback: MeetDetail): Promise<void> {
  const store = unsavedResultsStore(meetId);
  const row = store.getState()[entryId];
  if (!row || row.state !== 'typing') return;
  // the cached meet holds what earlier sends saved (a result id to delete, the values to compare)
  const meet = queryClient.getQueryData<MeetDetail>(meetQueryKey(orgId, meetId)) ?? fallback;
  const at = locate(meet, entryId);
  const base = row.baseVersion;
  if (!at) {
    store.setState((rows) => failed(rows, entryId, row.values, 'refused', 'This entry is no longer in the meet'));
    return;
  }
  const values = row.values;
  if (sameValues(values, at.saved)) {
    store.setState((rows) => confirmed(rows, entryId, values));
    return;
  }
  // the row as the grid checked it (the same values give the same checked row, parsed once)
  const checked = checkRowOnce(at.eventType, values, markOptions(), keptMarks(entryId, at.saved));
  if (!rowIsValid(checked)) return; // the grid shows why; nothing to send until it is fixed
  try {
    let version: number | null = null;
    if (isEmptyRow(values)) {
      // emptied: the result the edit began from is deleted (none: nothing was saved to delete)
      if (at.resultId && base === null) {
        // emptied a row that had no result when the edit began, while one was saved elsewhere: the coach chooses
        const theirs: Theirs = { values: at.saved, version: at.version, by: null, at: null };
        store.setState((rows) => conflicted(rows, entryId, values, theirs));
        return;
      }
      if (at.resultId && base !== null) await clearResult(orgId, meetId, entryId, at.resultId, base);
    } else {
      // the answer (result and flags) goes on the entry in the cached meet; a stale base answers 409
      const saved = await saveResult(orgId, meetId, entryId, {
        expectedVersion: base,
        ...(checked.series
          ? { series: values.mark.trim(), heat: checked.heat }
          : {
              mark: values.mark.trim(),
              wind: values.wind.trim() || null,
              place: checked.place,
              heat: checked.heat,
              splits: checked.splits.map(({ label, time }) => ({ label, time })),
            }),
      });
      version = saved.result.version;
    }
    store.setState((rows) => confirmed(rows, entryId, values, version));
  } catch (error) {
    const conflict = theirsOf(at.eventType, error);
    if (conflict) {
      // changed elsewhere since the edit began: the cached meet shows what is saved, the row keeps the
      // typed value beside it, and nothing more is sent until the coach chooses (keepMine / takeSaved)
      updateCachedMeet(orgId, meetId, (m) => setCachedResult(m, entryId, conflict.result));
      void invalidateMeet(orgId, meetId);
      store.setState((rows) => conflicted(rows, entryId, values, conflict.theirs));
      return;
    }
    if (isEmptyRow(values) && isApiError(error, 404)) {
      // emptied, and the result was deleted elsewhere meanwhile: what the coach wanted
      void invalidateMeet(orgId, meetId);
      store.setState((rows) => confirmed(rows, entryId, values, null));
      return;
    }
    const network = isApiError(error, 0) || (error instanceof TypeError && !navigator.onLine);
    store.setState((rows) => failed(rows, entryId, values, network ? 'failed' : 'refused', errorMessage(error)));
  }
}

/** The coach keeps their value over the one saved elsewhere: sent again over that version. */
export function keepMine(orgId: string, meetId: string, entryId: string): Promise<void> {
  unsavedResultsStore(meetId).setState((rows) => keptMine(rows, entryId));
  const meet = queryClient.getQueryData<MeetDetail>(meetQueryKey(orgId, meetId));
  return meet ? commitRow(orgId, meetId, entryId, meet) : retryMeet(meetId);
}

/** The coach takes the value saved elsewhere: their typed value goes, the saved one shows. */
export function takeSaved(orgId: string, meetId: string, entryId: string): void {
  unsavedResultsStore(meetId).setState((rows) => discarded(rows, entryId));
  void invalidateMeet(orgId, meetId);
}

/** Sends one row (after any send of the same row still under way). */
export function commitRow(orgId: string, meetId: string, entryId: string, meet: MeetDetail): Promise<void> {
  const previous = inFlight.get(entryId) ?? Promise.resolve();
  const next = previous.then(() => send(orgId, meetId, entryId, meet));
  inFlight.set(entryId, next);
  void next.finally(() => {
    if (inFlight.get(entryId) === next) inFlight.delete(entryId);
  });
  return next;
}

/** Sends again every unsaved row of a meet: failed ones, and typed ones a closed tab never sent. */
export async function retryMeet(meetId: string, { refused = false } = {}): Promise<void> {
  const store = unsavedResultsStore(meetId);
  const rows = Object.values(store.getState()).filter((r) => r.state !== 'refused' || refused);
  const first = rows[0];
  if (!first) return;
  let meet: MeetDetail;
  try {
    meet = await queryClient.fetchQuery({ ...meetQueryOptions(first.orgId, meetId), staleTime: 60_000 });
  } catch {
    return; // still unreachable: the rows stay and the next retry tries again
  }
  for (const row of rows) {
    store.setState((all) => resent(all, row.entryId));
    await commitRow(row.orgId, meetId, row.entryId, meet);
  }
}

const meetsWithUnsavedRows = (): string[] => {
  const ids: string[] = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(STORAGE_PREFIX)) ids.push(key.slice(STORAGE_PREFIX.length));
    }
  } catch {
    // storage disabled: only this page's memory holds rows
  }
  return ids;
};

const retryWaiting = () => {
  for (const meetId of meetsWithUnsavedRows()) {
    if (waitingForNetwork(unsavedResultsStore(meetId).getState()).length > 0) void retryMeet(meetId);
  }
};

let installed = false;
/** Once per page: retry when the browser comes back online, and every 20 s while sends wait. */
export function installResultsRetry(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('online', retryWaiting);
  window.setInterval(() => {
    if (navigator.onLine) retryWaiting();
  }, RETRY_EVERY_MS);
}
