/**
 * Results typed at a meet and not yet confirmed by the server, kept in localStorage per meet so
 * that a reload, a closed tab or a dropped connection loses no keystroke. A row is written on every
 * change and removed only when the server has saved exactly what it holds.
 */
import { z } from 'zod';
import { createPersistedStore, type Store } from '../../lib/store/persisted-store';

export const rowValuesSchema = z.object({
  mark: z.string(),
  wind: z.string(),
  place: z.string(),
  heat: z.string(),
  /** cumulative split times as typed ("32.1, 1:05.4"); rows kept before splits existed revive with none */
  splits: z.string().default(''),
});
export type RowValues = z.infer<typeof rowValuesSchema>;

/**
 * typing: edited, not sent yet; failed: the network failed, retried when it returns; refused: the
 * server said no; conflict: the result was changed elsewhere since the edit began (decision 039):
 * both values are shown and nothing is sent until the coach chooses
 */
export const UNSAVED_STATES = ['typing', 'failed', 'refused', 'conflict'] as const;

/** The result as saved elsewhere that a send ran into: its cells, its version (null: deleted), who saved it and when. */
const theirsSchema = z.object({
  values: rowValuesSchema,
  version: z.number().int().nullable(),
  by: z.string().nullable(),
  at: z.string().nullable(),
});
export type Theirs = z.infer<typeof theirsSchema>;

export const unsavedRowSchema = z.object({
  orgId: z.string(),
  entryId: z.string(),
  meetEventId: z.string(),
  values: rowValuesSchema,
  state: z.enum(UNSAVED_STATES),
  error: z.string().nullable(),
  editedAt: z.number(),
  /**
   * The version of the saved result the edit began from (null: there was none), sent with the save
   * so that a result changed elsewhere meanwhile is never overwritten without a word. Rows kept
   * before versions existed revive with null: a result saved meanwhile then shows as a conflict.
   */
  baseVersion: z.number().int().nullable().default(null),
  /** in a conflict: the result as saved elsewhere */
  theirs: theirsSchema.nullable().default(null),
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

/**
 * A keystroke: the row holds what was typed, waiting to be sent. The version it is based on is the
 * one the first keystroke saw (`at.baseVersion`), kept through later ones; a row in conflict stays
 * in conflict (with the other value) until the coach chooses.
 */
export const edited = (
  rows: UnsavedRows,
  at: Pick<UnsavedRow, 'orgId' | 'entryId' | 'meetEventId' | 'baseVersion'>,
  values: RowValues,
  now: number,
): UnsavedRows => {
  const row = rows[at.entryId];
  const baseVersion = row ? row.baseVersion : at.baseVersion;
  if (row?.state === 'conflict') return { ...rows, [at.entryId]: { ...row, values, editedAt: now } };
  return { ...rows, [at.entryId]: { ...at, baseVersion, values, state: 'typing', error: null, editedAt: now, theirs: null } };
};

/**
 * The server saved `sent` as `version` (null: deleted): the row goes, unless it was edited again
 * meanwhile; then the next send is based on that version.
 */
export const confirmed = (rows: UnsavedRows, entryId: string, sent: RowValues, version: number | null = null): UnsavedRows => {
  const row = rows[entryId];
  if (!row) return rows;
  if (!sameValues(row.values, sent)) return row.baseVersion === version ? rows : { ...rows, [entryId]: { ...row, baseVersion: version } };
  const { [entryId]: _gone, ...rest } = rows;
  return rest;
};

/** The send of `sent` ran into a result changed elsewhere: both stay, and nothing is sent until the coach chooses. */
export const conflicted = (rows: UnsavedRows, entryId: string, sent: RowValues, theirs: Theirs): UnsavedRows => {
  const row = rows[entryId];
  if (!row || !sameValues(row.values, sent)) return rows;
  return { ...rows, [entryId]: { ...row, state: 'conflict', error: null, theirs } };
};

/** The coach keeps their value over the one saved elsewhere: it is sent again, based on that version. */
export const keptMine = (rows: UnsavedRows, entryId: string): UnsavedRows => {
  const row = rows[entryId];
  if (!row || row.state !== 'conflict' || !row.theirs) return rows;
  return { ...rows, [entryId]: { ...row, state: 'typing', baseVersion: row.theirs.version, theirs: null } };
};

/** Rows in conflict: the banner counts them. */
export const inConflict = (rows: UnsavedRows): UnsavedRow[] => Object.values(rows).filter((r) => r.state === 'conflict');

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
  // a conflict waits for the coach's choice, never for the network
  if (!row || row.state === 'typing' || row.state === 'conflict') return rows;
  return { ...rows, [entryId]: { ...row, state: 'typing', error: null } };
};

/** Rows whose save failed for want of a network: the banner counts them and they retry when it returns. */
export const waitingForNetwork = (rows: UnsavedRows): UnsavedRow[] => Object.values(rows).filter((r) => r.state === 'failed');
