import { parseAccessChange } from '../db/notify';
import { createMemoryCache } from '../http/memory-cache';

const TTL_MS = 15_000;
const MAX_ENTRIES = 50_000;

interface Entry<T> {
  row: T;
  organizationId: string;
  uid: string;
}

/**
 * The caller's access row for a team (profile, membership, the team's row and data version) as
 * the database last answered it, kept for 15 s at most per (identity, team). Only answers that let
 * the caller in are kept. The cache holds only while this process hears of every change: a trigger
 * NOTIFYs `splits_access_changed` (server/db/notify.ts) and `changed` evicts the team or identity, and a write call in
 * this process clears it all before it answers (`clear`), so a caller reads its own writes. While
 * the feed is down (`feedLost`) every call asks the database; once it is back (`feedResumed`) the
 * cache starts empty. Concurrent misses for one key share one query, and an answer that raced with
 * an eviction is not kept.
 */
export const createAccessCache = <T>(
  load: (uid: string, organizationId: string) => Promise<T>,
  /** whether an answer may be kept (a refusal is not: whoever joins is let in at once, in every process) */
  keepable: (row: T) => boolean,
) => {
  /** `<organization id> <identity uid>` -> entry, for 15 s at most */
  const kept = createMemoryCache<Entry<T>>({ maxEntries: MAX_ENTRIES, ttlMs: TTL_MS });
  const pending = new Map<string, Promise<T>>();
  let generation = 0;
  let trusted = false;

  const invalidate = () => {
    generation += 1;
    pending.clear();
  };

  const clear = () => {
    invalidate();
    kept.clear();
  };

  const get = (uid: string, organizationId: string): T | Promise<T> => {
    const key = `${organizationId} ${uid}`;
    const hit = trusted ? kept.get(key) : undefined;
    if (hit) return hit.row;
    const inFlight = pending.get(key);
    if (inFlight) return inFlight;
    const started = generation;
    const query = load(uid, organizationId)
      .then((row) => {
        if (started === generation && trusted && keepable(row)) kept.set(key, { row, organizationId, uid });
        return row;
      })
      .finally(() => {
        if (pending.get(key) === query) pending.delete(key);
      });
    pending.set(key, query);
    return query;
  };

  /** A NOTIFY payload: `o:<organization id>[:<user id>]`, `u:<uid>` or `*`. */
  const changed = (payload: string) => {
    invalidate();
    const change = parseAccessChange(payload);
    if (change.kind === 'team') {
      // a membership names its user by users.id, the cache its identity by uid: the team goes
      kept.deleteWhere((entry) => entry.organizationId === change.organizationId);
    } else if (change.kind === 'identity') {
      kept.deleteWhere((entry) => entry.uid === change.uid);
    } else {
      clear();
    }
  };

  const feedLost = () => {
    trusted = false;
    clear();
  };

  const feedResumed = () => {
    clear();
    trusted = true;
  };

  return { get, changed, clear, feedLost, feedResumed };
};

export type AccessCache<T> = ReturnType<typeof createAccessCache<T>>;
