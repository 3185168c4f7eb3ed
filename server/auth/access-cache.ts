import { parseAccessChange } from '../db/notify';

const TTL_MS = 15_000;
const MAX_ENTRIES = 50_000;

interface Entry<T> {
  row: T;
  until: number;
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
  /** organization id -> identity uid -> entry */
  const byTeam = new Map<string, Map<string, Entry<T>>>();
  const pending = new Map<string, Promise<T>>();
  let size = 0;
  let generation = 0;
  let trusted = false;

  const invalidate = () => {
    generation += 1;
    pending.clear();
  };

  const clear = () => {
    invalidate();
    byTeam.clear();
    size = 0;
  };

  const keep = (uid: string, organizationId: string, row: T) => {
    if (size >= MAX_ENTRIES) clear();
    let team = byTeam.get(organizationId);
    if (!team) byTeam.set(organizationId, (team = new Map()));
    if (!team.has(uid)) size += 1;
    team.set(uid, { row, until: Date.now() + TTL_MS });
  };

  const get = (uid: string, organizationId: string): T | Promise<T> => {
    const hit = trusted ? byTeam.get(organizationId)?.get(uid) : undefined;
    if (hit && hit.until > Date.now()) return hit.row;
    const key = `${organizationId} ${uid}`;
    const inFlight = pending.get(key);
    if (inFlight) return inFlight;
    const started = generation;
    const query = load(uid, organizationId)
      .then((row) => {
        if (started === generation && trusted && keepable(row)) keep(uid, organizationId, row);
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
      size -= byTeam.get(change.organizationId)?.size ?? 0;
      byTeam.delete(change.organizationId);
    } else if (change.kind === 'identity') {
      for (const team of byTeam.values()) if (team.delete(change.uid)) size -= 1;
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
