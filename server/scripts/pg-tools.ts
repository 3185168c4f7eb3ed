import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, type Config } from '../config/config';
import { EMBEDDED_DATABASE_NAME } from '../db/database';
import { startEmbeddedPostgres } from '../db/embedded-postgres';

/** A failure the user can act on: printed as is, without a stack. */
export class ToolError extends Error {}

interface TargetDatabase {
  url: string;
  /** what to call it in messages (never the password) */
  label: string;
  /** stops the embedded server when this command started it */
  release: () => Promise<void>;
}

/**
 * The database the server uses: DATABASE_URL, or the embedded one under DATA_DIR/postgres (its
 * password in DATA_DIR/postgres-password, its port EMBEDDED_PG_PORT). A running embedded server
 * is used as it is; a stopped one is started for the duration of the command. `mustExist`
 * refuses an embedded data directory that was never initialised (nothing to back up).
 */
export const targetDatabase = async (config: Config, { mustExist }: { mustExist: boolean }): Promise<TargetDatabase> => {
  if (config.databaseUrl) {
    const url = new URL(config.databaseUrl);
    return { url: config.databaseUrl, label: `DATABASE_URL (${url.host}${url.pathname})`, release: async () => undefined };
  }
  const databaseDir = path.join(config.dataDir, 'postgres');
  if (mustExist && !existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    throw new ToolError(`No embedded database in ${databaseDir}: set DATA_DIR to the server's data folder, or DATABASE_URL.`);
  }
  const server = await startEmbeddedPostgres({ databaseDir, port: config.embeddedPgPort, databases: [EMBEDDED_DATABASE_NAME] });
  return {
    url: server.url(EMBEDDED_DATABASE_NAME),
    label: `the embedded database (${databaseDir}, port ${config.embeddedPgPort})`,
    release: server.stop,
  };
};

/** Connection for libpq tools: the URL without its password, which goes in PGPASSWORD (not visible in ps). */
const connection = (databaseUrl: string) => {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
};

const INSTALL_HINT =
  "Install the PostgreSQL client tools (Debian/Ubuntu: apt-get install postgresql-client), matching the server's major version or newer.";

/** Runs pg_dump or pg_restore against the database; throws a ToolError with its output on failure. */
export const runPgTool = (tool: 'pg_dump' | 'pg_restore', args: string[], databaseUrl: string): Promise<void> =>
  new Promise((resolve, reject) => {
    const { dbname, env } = connection(databaseUrl);
    const child = spawn(tool, [...args, `--dbname=${dbname}`], { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (e: NodeJS.ErrnoException) => {
      reject(e.code === 'ENOENT' ? new ToolError(`${tool} was not found on PATH. ${INSTALL_HINT}`) : e);
    });
    child.on('close', (code) => {
      if (code === 0) return resolve();
      const hint = /version mismatch/i.test(stderr) ? `\n${tool} is older than the database server. ${INSTALL_HINT}` : '';
      reject(new ToolError(`${tool} failed (exit code ${code}):\n${stderr.trim()}${hint}`));
    });
  });

/** A backup's table of contents (`pg_restore --list`): needs no database. */
export const listBackup = (file: string): Promise<string> =>
  new Promise((resolve, reject) => {
    execFile('pg_restore', ['--list', file], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT')
        reject(new ToolError(`pg_restore was not found on PATH. ${INSTALL_HINT}`));
      else if (error) reject(new ToolError(`pg_restore --list failed:\n${stderr.trim()}`));
      else resolve(stdout);
    });
  });

/** The file argument of `npm run backup -- <file>` / `npm run restore -- <file>`, and the flags. */
export const parseArgs = (argv: string[]) => {
  const args = argv.filter((a) => a !== '--');
  return { file: args.find((a) => !a.startsWith('--')), flags: new Set(args.filter((a) => a.startsWith('--'))) };
};

/** Runs a command's main: exit code 0 on success, its message (no stack) for a ToolError. */
export const runCommand = (main: () => Promise<number>): void => {
  main().then(
    (code) => process.exit(code),
    (e: unknown) => {
      console.error(e instanceof ToolError || e instanceof ConfigError ? e.message : e);
      process.exit(1);
    },
  );
};
