/**
 * Results typed at a meet and not yet confirmed by the server, kept in localStorage per meet so
 * that a reload, a closed tab or a dropped connection loses no keystroke. A row is written on every
 * change and removed only when the server has saved exactly what it holds.
 */
import { z } from 'zod';
import { createPersistedStore, type Store } from '../../../lib/store/persisted-store';

export const rowValuesSchema = z.object({
  mark: z.string(),
  wind: z.string(),
  place: z.string(),
  heat: z.string(),
  /** cumulative split times as typed ("32.1, 1:05.4"); rows kept before splits existed revive with none */
  splits: z.string().default(''),
});
export type RowValues = z.infer<typeof rowValuesSchema>;

/** typing: edited, not sent yet; failed: the network failed, retried when it returns; refused: the server said no */
export const UNSAVED_STATES = ['typing', 'failed', 'refused'] as const;

const unsavedRowSchema = z.object({
  orgId: z.string(),
  entryId: z.string(),
  meetEventId: z.string(),
  values: rowValuesSchema,
  state: z.enum(UNSAVED_STATES),
  error: z.string().nullable(),
  editedAt: z.number(),
});
export type UnsavedRow = z.infer<typeof unsavedRowSchema>;

export type UnsavedRows = Record<string, UnsavedRow>;
const unsavedRowsSchema = z.record(z.string(), unsavedRowSchema);

const stores = new Map<string, Store<UnsavedRows>>();

/** The store of one meet's unsaved rows (keyed by entry id). */
export function unsavedResultsStore(meetId: string): Store<UnsavedRows> {
  let store = stores.get(meetId);
  if (!store) {
    store = createPersistedStore<UnsavedRows>({
      key: `splits.unsaved-results.${meetId}`,
      storage: () => (typeof window === 'undefined' ? undefined : window.localStorage),
      initial: {},
      revive: (raw) => {
        const parsed = unsavedRowsSchema.safeParse(raw);
        return parsed.success ? parsed.data : undefined;
      },
    });
    stores.set(meetId, store);
  }
  return store;
}

export const sameValues = (a: RowValues, b: RowValues): boolean =>
  a.mark === b.mark && a.wind === b.wind && a.place === b.place && a.heat === b.heat && a.splits === b.splits;

/* ---- pure transitions ---- */

/** A keystroke: the row holds what was typed, waiting to be sent. */
export const edited = (
  rows: UnsavedRows,
  at: Pick<UnsavedRow, 'orgId' | 'entryId' | 'meetEventId'>,
  values: RowValues,
  now: number,
): UnsavedRows => ({
  ...rows,
  [at.entryId]: { ...at, values, state: 'typing', error: null, editedAt: now },
});

/** The server saved `sent`: the row goes, unless it was edited again meanwhile. */
export const confirmed = (rows: UnsavedRows, entryId: string, sent: RowValues): UnsavedRows => {
  const row = rows[entryId];
  if (!row || !sameValues(row.values, sent)) return rows;
  const { [entryId]: _gone, ...rest } = rows;
  return rest;
};

/** The send failed: "failed" when the network did (retried later), "refused" when the server refused it. */
export const failed = (rows: UnsavedRows, entryId: string, sent: RowValues, state: 'failed' | 'refused', error: string): UnsavedRows => {
  const row = rows[entryId];
  if (!row || !sameValues(row.values, sent)) return rows;
  return { ...rows, [entryId]: { ...row, state, error } };
};

/** The edit was undone back to the saved values: nothing is unsaved any more. */
export const discarded = (rows: UnsavedRows, entryId: string): UnsavedRows => {
  if (!rows[entryId]) return rows;
  const { [entryId]: _gone, ...rest } = rows;
  return rest;
};

/** A row to send again (the network is back, or the user asked): it counts as typed again until answered. */
export const resent = (rows: UnsavedRows, entryId: string): UnsavedRows => {
  const row = rows[entryId];
  if (!row || row.state === 'typing') return rows;
  return { ...rows, [entryId]: { ...row, state: 'typing', error: null } };
};

/** Rows whose save failed for want of a network: the banner counts them and they retry when it returns. */
export const waitingForNetwork = (rows: UnsavedRows): UnsavedRow[] => Object.values(rows).filter((r) => r.state === 'failed');
