import type pg from 'pg';

const TTL_MS = 15_000;
const MAX_ENTRIES = 50_000;

interface Entry {
  uid: string;
  live: boolean;
  until: number;
}

/**
 * Whether the better-auth session a built-in JWT names (claim `sid`) still exists: sign-out,
 * password reset and account deletion end it. Answers are cached for 15 s (a cached answer comes
 * back synchronously, and concurrent misses for one session share one query); this process
 * evicts an identity's entries at once when its sessions end here.
 */
export const createSessionCheck = (pool: pg.Pool) => {
  const cache = new Map<string, Entry>();
  const pending = new Map<string, Promise<string | undefined>>();
  let generation = 0;

  const ownerOf = (sid: string): Promise<string | undefined> => {
    const inFlight = pending.get(sid);
    if (inFlight) return inFlight;
    const started = generation;
    const query: Promise<string | undefined> = pool
      .query<{ user_id: string }>('select user_id from auth_sessions where id = $1 and expires_at > now()', [sid])
      .then(({ rows }) => {
        const owner = rows[0]?.user_id;
        // an answer that raced with an eviction is not cached
        if (started === generation) {
          if (cache.size >= MAX_ENTRIES) cache.clear();
          cache.set(sid, { uid: owner ?? '', live: owner !== undefined, until: Date.now() + TTL_MS });
        }
        return owner;
      })
      .finally(() => {
        if (pending.get(sid) === query) pending.delete(sid);
      });
    pending.set(sid, query);
    return query;
  };

  const isLive = (sid: string, uid: string): boolean | Promise<boolean> => {
    const hit = cache.get(sid);
    if (hit && hit.until > Date.now()) return hit.live && hit.uid === uid;
    return ownerOf(sid).then((owner) => owner === uid);
  };

  const forget = (uid: string) => {
    generation += 1;
    pending.clear();
    for (const [sid, entry] of cache) if (entry.uid === uid) cache.delete(sid);
  };

  return { isLive, forget };
};

export type SessionCheck = ReturnType<typeof createSessionCheck>;
