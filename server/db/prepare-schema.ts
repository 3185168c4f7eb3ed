import type pg from 'pg';
import { ConfigError, type Config } from '../config/config';
import { pendingMigrations, runMigrations } from './migrate';

/**
 * The schema at start: migrations applied under their lock (MIGRATE_ON_START, the default), or,
 * when a deployment migrates before it rolls servers (`npm run db:migrate`), checked to be there.
 * Resolves with a line for the start's steps.
 */
export const prepareSchema = async (config: Config, pool: pg.Pool): Promise<string> => {
  if (config.migrateOnStart) {
    const applied = await runMigrations(pool, {
      onWait: () => console.log('Another server is applying the migrations: waiting for it.'),
    });
    return applied > 0 ? `migrations applied (${applied})` : 'migrations up to date';
  }
  const pending = await pendingMigrations(pool);
  if (pending > 0) {
    throw new ConfigError(
      `The database lacks ${pending} migration${pending === 1 ? '' : 's'} of this version and MIGRATE_ON_START is false: run \`npm run db:migrate\` first (or set MIGRATE_ON_START=true).`,
    );
  }
  return 'migrations up to date (MIGRATE_ON_START=false)';
};
