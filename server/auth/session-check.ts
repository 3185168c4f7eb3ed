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
 * password reset and account deletion end it. Answers are cached for 15 s; this process evicts
 * an identity's entries at once when its sessions end here.
 */
export const createSessionCheck = (pool: pg.Pool) => {
  const cache = new Map<string, Entry>();

  const isLive = async (sid: string, uid: string): Promise<boolean> => {
    const now = Date.now();
    const hit = cache.get(sid);
    if (hit && hit.until > now) return hit.live && hit.uid === uid;
    const { rows } = await pool.query<{ user_id: string }>(
      'select user_id from auth_sessions where id = $1 and expires_at > now()',
      [sid],
    );
    const owner = rows[0]?.user_id;
    if (cache.size >= MAX_ENTRIES) cache.clear();
    cache.set(sid, { uid: owner ?? uid, live: owner === uid, until: now + TTL_MS });
    return owner === uid;
  };

  const forget = (uid: string) => {
    for (const [sid, entry] of cache) if (entry.uid === uid) cache.delete(sid);
  };

  return { isLive, forget };
};

export type SessionCheck = ReturnType<typeof createSessionCheck>;
