import path from 'node:path';
import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { ConfigError, type Config } from '../config/config';
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

/** A connection string without its password, for messages. */
const withoutPassword = (url: string): string => {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return parsed.toString();
  } catch {
    return '(unreadable URL)';
  }
};

/** The cause of a failed connection in a few words: pg's message, or the socket error's code (a refused address has no message). */
const connectionCause = (e: unknown): string => {
  const first = e instanceof AggregateError && e.errors.length > 0 ? (e.errors[0] as unknown) : e;
  const { message, code } = (first ?? {}) as { message?: string; code?: string };
  return (message || code || String(first)).replace(/\s+/g, ' ').trim();
};

/**
 * One query before anything else uses the pool: a database that cannot be reached stops the start
 * with one line naming the setting and the cause, not a query error's stack (issue 25).
 */
const checkConnection = async (pool: pg.Pool, url: string, embedded: boolean): Promise<void> => {
  try {
    await pool.query('select 1');
  } catch (e) {
    const setting = embedded ? `the embedded PostgreSQL (${withoutPassword(url)})` : `DATABASE_URL (${withoutPassword(url)})`;
    throw new ConfigError(`Cannot connect to the database at ${setting}: ${connectionCause(e)}.`);
  }
};

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
  try {
    await checkConnection(pool, url, Boolean(embedded));
  } catch (e) {
    await pool.end();
    await embedded?.stop();
    throw e;
  }
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
