import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { withAdvisoryLock } from './advisory-lock';

const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

interface MigrateOptions {
  /** told once when another process is applying migrations and this one waits for it */
  onWait?: () => void;
  /** another journal (tests: an older release's migrations) */
  migrationsFolder?: string;
}

/** How many of the journal's migrations the database has not applied (drizzle's rule: newer than the last one applied). */
const countPending = async (client: pg.ClientBase, migrationsFolder: string): Promise<number> => {
  const migrations = readMigrationFiles({ migrationsFolder });
  const table = await client.query<{ found: string | null }>(`select to_regclass('drizzle.__drizzle_migrations')::text as found`);
  if (!table.rows[0]?.found) return migrations.length;
  const { rows } = await client.query<{ last: string | null }>('select max(created_at)::text as last from drizzle.__drizzle_migrations');
  const last = rows[0]?.last === null || rows[0]?.last === undefined ? -Infinity : Number(rows[0].last);
  return migrations.filter((m) => m.folderMillis > last).length;
};

/**
 * Applies every pending migration (drizzle's journal in server/db/migrations) under an advisory
 * lock: servers starting together take turns, and the ones that waited find nothing left to do
 * (decision 041). Resolves with how many this call applied.
 */
export const runMigrations = async (
  pool: pg.Pool,
  { onWait, migrationsFolder = MIGRATIONS_FOLDER }: MigrateOptions = {},
): Promise<number> =>
  withAdvisoryLock(
    pool,
    'migrations',
    async (client) => {
      const pending = await countPending(client, migrationsFolder);
      if (pending > 0) await migrate(drizzle(client), { migrationsFolder });
      return pending;
    },
    onWait,
  );

/** How many migrations the database still lacks (MIGRATE_ON_START=false checks this before serving). */
export const pendingMigrations = async (pool: pg.Pool, migrationsFolder = MIGRATIONS_FOLDER): Promise<number> => {
  const client = await pool.connect();
  try {
    return await countPending(client, migrationsFolder);
  } finally {
    client.release();
  }
};
