import { mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config/config';
import { parseArgs, runCommand, runPgTool, targetDatabase } from './pg-tools';

/**
 * `npm run backup -- <file>`: the whole database (DATABASE_URL or the embedded one) in pg_dump's
 * custom format, for `npm run restore -- <file>`. Written beside the file first and renamed at
 * the end, so a failed backup never leaves a truncated file under the name.
 */
const main = async (): Promise<number> => {
  const { file } = parseArgs(process.argv.slice(2));
  if (!file) {
    console.error('Usage: npm run backup -- <file>   (e.g. npm run backup -- backups/splits-2026-01-31.dump)');
    return 2;
  }
  const target = path.resolve(file);
  const partial = `${target}.partial`;
  const database = await targetDatabase(loadConfig(), { mustExist: true });
  try {
    mkdirSync(path.dirname(target), { recursive: true });
    await runPgTool('pg_dump', ['--format=custom', `--file=${partial}`], database.url);
    renameSync(partial, target);
  } catch (e) {
    rmSync(partial, { force: true });
    throw e;
  } finally {
    await database.release();
  }
  console.log(`Backed up ${database.label} to ${target} (${statSync(target).size} bytes).`);
  console.log('Uploaded files are not in it: copy DATA_DIR/files (or your S3 bucket) as well.');
  return 0;
};

runCommand(main);
