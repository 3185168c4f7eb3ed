import type pg from 'pg';
import { createMemoryCache } from '../http/memory-cache';

const TTL_MS = 15_000;
const MAX_ENTRIES = 50_000;

interface Entry {
  uid: string;
  live: boolean;
}

/**
 * Whether the better-auth session a built-in JWT names (claim `sid`) still exists: sign-out,
 * password reset and account deletion end it. Answers are cached for 15 s at most (never past
 * the session's expiry; a cached answer comes back synchronously, and concurrent misses for one
 * session share one query). The cache is only trusted while this process hears every session
 * that ends, in any process: a trigger NOTIFYs `splits_session_ended` (server/db/notify.ts) and `ended` evicts the
 * entry; while that feed is down (`feedLost`) every call asks the database, and once it is back
 * (`feedResumed`) the cache starts empty. This process also evicts an identity's entries at once
 * when its sessions end here (`forget`).
 */
export const createSessionCheck = (pool: pg.Pool) => {
  const cache = createMemoryCache<Entry>({ maxEntries: MAX_ENTRIES, ttlMs: TTL_MS });
  const pending = new Map<string, Promise<string | undefined>>();
  let generation = 0;
  /** false until the LISTEN feed is in place, and while it is down */
  let trusted = false;

  const invalidate = () => {
    generation += 1;
    pending.clear();
  };

  const ownerOf = (sid: string): Promise<string | undefined> => {
    const inFlight = pending.get(sid);
    if (inFlight) return inFlight;
    const started = generation;
    const query: Promise<string | undefined> = pool
      .query<{ user_id: string; expires_at: Date }>('select user_id, expires_at from auth_sessions where id = $1 and expires_at > now()', [
        sid,
      ])
      .then(({ rows }) => {
        const row = rows[0];
        // an answer that raced with an eviction (or came while the feed was down) is not cached
        if (started === generation && trusted) {
          const ttl = Math.min(TTL_MS, row ? row.expires_at.getTime() - Date.now() : Infinity);
          cache.set(sid, { uid: row?.user_id ?? '', live: row !== undefined }, ttl);
        }
        return row?.user_id;
      })
      .finally(() => {
        if (pending.get(sid) === query) pending.delete(sid);
      });
    pending.set(sid, query);
    return query;
  };

  const isLive = (sid: string, uid: string): boolean | Promise<boolean> => {
    const hit = trusted ? cache.get(sid) : undefined;
    if (hit) return hit.live && hit.uid === uid;
    return ownerOf(sid).then((owner) => owner === uid);
  };

  const forget = (uid: string) => {
    invalidate();
    cache.deleteWhere((entry) => entry.uid === uid);
  };

  /** A session ended (the NOTIFY payload is its id). */
  const ended = (sid: string) => {
    invalidate();
    cache.delete(sid);
  };

  /** The feed of ended sessions is down: notifications may be lost, so the cache is not used. */
  const feedLost = () => {
    trusted = false;
    invalidate();
    cache.clear();
  };

  /** The feed is (back) in place: answers cached from now on are evicted when their session ends. */
  const feedResumed = () => {
    invalidate();
    cache.clear();
    trusted = true;
  };

  return { isLive, forget, ended, feedLost, feedResumed };
};

export type SessionCheck = ReturnType<typeof createSessionCheck>;
