import path from 'node:path';
import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Config } from '../config/config';
import * as schema from './schema';
import { startEmbeddedPostgres, type EmbeddedServer } from './embedded-postgres';
import { poolOptions } from './pool-options';

export type Db = NodePgDatabase<typeof schema>;

/** The running database: the pool every part shares, drizzle on top, and how to close both. */
export interface Database {
  pool: pg.Pool;
  db: Db;
  url: string;
  embedded: boolean;
  /** the supervised embedded PostgreSQL, when it is ours */
  embeddedServer?: EmbeddedServer;
  close: () => Promise<void>;
}

export const EMBEDDED_DATABASE_NAME = 'splits';

// Dates as strings ('YYYY-MM-DD'), not JS Dates shifted by the time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export const createDrizzle = (pool: pg.Pool): Db => drizzle(pool, { schema });

/** Connects to DATABASE_URL, or starts the embedded PostgreSQL under DATA_DIR/postgres. */
export const openDatabase = async (config: Config, log: (m: string) => void = () => undefined): Promise<Database> => {
  let embedded: EmbeddedServer | undefined;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres({
      databaseDir: path.join(config.dataDir, 'postgres'),
      port: config.embeddedPgPort,
      databases: [EMBEDDED_DATABASE_NAME],
      log,
    });
    url = embedded.url(EMBEDDED_DATABASE_NAME);
  }
  const pool = new pg.Pool({ connectionString: url, ...poolOptions(config.databasePool) });
  pool.on('error', (e) => log(`[pg pool] ${e.message}`));
  let closed = false;
  return {
    pool,
    db: createDrizzle(pool),
    url,
    embedded: Boolean(embedded),
    embeddedServer: embedded,
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
      await embedded?.stop();
    },
  };
};

/** Opens the database of `config` ({@link openDatabase}); PostgreSQL's own lines are printed at LOG_LEVEL debug or trace. */
export const openConfiguredDatabase = (config: Config): Promise<Database> =>
  openDatabase(config, (m) => {
    if (config.logLevel === 'debug' || config.logLevel === 'trace') process.stdout.write(`[postgres] ${m}`);
  });
