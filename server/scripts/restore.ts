import { accessSync, constants, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../config/config';
import { ToolError, listBackup, parseArgs, runCommand, runPgTool, targetDatabase } from './pg-tools';
import { productRestoreList } from './restore-list';

const USAGE = 'Usage: npm run restore -- <file> [--force]   (a file made by npm run backup)';

/** Other sessions on the database: a running server would keep serving from caches over the restored data. */
const otherConnections = async (url: string): Promise<number> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()`,
    );
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
};

/**
 * `npm run restore -- <file>`: replaces the database's contents (DATABASE_URL or the embedded
 * one) with a backup, in one transaction: every object in the backup is dropped and recreated,
 * so a failed restore changes nothing. What the product does not own (a managed service's
 * extensions, such as pg_stat_statements) is skipped and left as the database has it
 * (restore-list.ts). Refuses while other sessions use the database (stop the server first) unless
 * --force.
 */
const main = async (): Promise<number> => {
  const { file, flags } = parseArgs(process.argv.slice(2));
  if (!file || [...flags].some((f) => f !== '--force')) {
    console.error(USAGE);
    return 2;
  }
  const source = path.resolve(file);
  try {
    accessSync(source, constants.R_OK);
  } catch {
    throw new ToolError(`Cannot read ${source}.`);
  }
  const { list, skipped } = productRestoreList(await listBackup(source));
  const work = mkdtempSync(path.join(tmpdir(), 'splits-restore-'));
  const listFile = path.join(work, 'restore.list');
  writeFileSync(listFile, list);
  const database = await targetDatabase(loadConfig(), { mustExist: false });
  try {
    const others = await otherConnections(database.url);
    if (others > 0 && !flags.has('--force')) {
      throw new ToolError(`${others} other connection(s) to ${database.label}: stop the server before restoring (or pass --force).`);
    }
    await runPgTool(
      'pg_restore',
      [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        '--exit-on-error',
        `--use-list=${listFile}`,
        source,
      ],
      database.url,
    );
  } finally {
    await database.release();
    rmSync(work, { recursive: true, force: true });
  }
  if (skipped.length > 0) console.log(`Left as the database has them (not the product's): ${skipped.join('; ')}.`);
  console.log(`Restored ${source} into ${database.label}.`);
  console.log('Uploaded files are not in a database backup: put DATA_DIR/files (or your S3 bucket) back from the same time.');
  return 0;
};

runCommand(main);
