import { ConfigError, loadConfig } from '../config/config';
import { openDatabase } from '../db/database';
import { runMigrations } from '../db/migrate';
import { sessionPool } from '../db/advisory-lock';

/**
 * `npm run db:migrate`: applies the pending migrations to DATABASE_URL (or the embedded database)
 * and exits, for deployments that migrate before they roll out servers started with
 * MIGRATE_ON_START=false. Takes the same lock as a starting server, so it may run beside them.
 */
const run = async (): Promise<number> => {
  const config = loadConfig();
  const database = await openDatabase(config);
  const locks = sessionPool(config.databaseListenUrl, database.pool);
  try {
    const applied = await runMigrations(locks.pool, {
      onWait: () => console.log('Another process is applying the migrations: waiting for it.'),
    });
    console.log(applied > 0 ? `Applied ${applied} migration${applied === 1 ? '' : 's'}.` : 'The database is up to date: nothing to apply.');
    return 0;
  } finally {
    await locks.close();
    await database.close();
  }
};

run().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof ConfigError ? e.message : e);
    process.exit(1);
  },
);
