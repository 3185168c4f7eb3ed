import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Db } from './database';

const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Applies every pending migration (drizzle's journal in server/db/migrations). */
export const runMigrations = async (db: Db): Promise<void> => {
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
};
