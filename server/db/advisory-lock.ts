import pg from 'pg';

/**
 * PostgreSQL advisory locks that several server processes on one database take around start-up
 * work (decision 041). Keys are (SPLITS_LOCKS, what): the two-integer form, so they never meet a
 * one-bigint key another tool may use.
 */
const SPLITS_LOCKS = 0x53504c54; // 'SPLT'

export const LOCKS = {
  /** applying migrations (server/db/migrate.ts) */
  migrations: 1,
  /** seeding the demo team (server/seed/demo.ts) */
  seed: 2,
  /** making the first token signing key (server/auth/signing-key.ts) */
  signingKey: 3,
} as const;

type LockName = keyof typeof LOCKS;

/**
 * Runs `work` while this session holds the lock `name`: another process holding it is waited for
 * (`onWait` is told once first). `work` gets the connection that holds the lock; the lock ends
 * with that session, so a process killed while holding it frees it.
 */
export const withAdvisoryLock = async <T>(
  pool: pg.Pool,
  name: LockName,
  work: (client: pg.PoolClient) => Promise<T>,
  onWait?: () => void,
): Promise<T> => {
  const client = await pool.connect();
  const key = [SPLITS_LOCKS, LOCKS[name]];
  // a connection whose lock or unlock failed is closed, never handed out again still holding the lock
  let broken: Error | undefined;
  const lockQuery = async <R extends pg.QueryResultRow>(text: string) => {
    try {
      return await client.query<R>(text, key);
    } catch (e) {
      broken = e instanceof Error ? e : new Error(String(e));
      throw e;
    }
  };
  try {
    const { rows } = await lockQuery<{ held: boolean }>('select pg_try_advisory_lock($1, $2) as held');
    if (!rows[0]?.held) {
      onWait?.();
      await lockQuery('select pg_advisory_lock($1, $2)');
    }
    try {
      return await work(client);
    } finally {
      await lockQuery('select pg_advisory_unlock($1, $2)');
    }
  } finally {
    client.release(broken);
  }
};

/**
 * The pool session locks are taken on. A session lock needs a session of its own, which a
 * transaction-mode pooler (PgBouncer) does not keep: with DATABASE_LISTEN_URL (straight to
 * PostgreSQL, decision 044) the start-up locks, and the work done under them, go there.
 */
export const sessionPool = (directUrl: string | undefined, pool: pg.Pool): { pool: pg.Pool; close: () => Promise<void> } => {
  if (!directUrl) return { pool, close: async () => undefined };
  const direct = new pg.Pool({ connectionString: directUrl, max: 2 });
  return { pool: direct, close: () => direct.end() };
};
