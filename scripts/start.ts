/**
 * `npm start` (compiled and run by scripts/start.mjs): builds the web app when dist/web is missing
 * or older than web/ or core/, in a child process started first, while this one loads the server,
 * starts the database (embedded PostgreSQL unless DATABASE_URL is set), applies the migrations and
 * seeds the demo team; it listens once the build is done, then writes the build's brotli files
 * (the .gz serve until then). It prints how long each step took from the start (decisions 032, 034).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliMissing } from '../web/build/precompress';

// from this process's start: scripts/start.mjs compiled the server first, in the same process
const at = () => `${(performance.now() / 1000).toFixed(1)} s`;
const step = (what: string) => console.log(`${what} (${at()})`);

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distWeb = path.join(repo, 'dist', 'web');
const distIndex = path.join(distWeb, 'index.html');
const viteConfig = path.join(repo, 'web', 'vite.config.ts');
const viteBin = path.join(repo, 'node_modules', 'vite', 'bin', 'vite.js');
const SKIP = new Set(['node_modules', 'dist', '.vite', 'coverage']);

/** Newest modification time of any file under `dir`. */
const newestMtime = (dir: string): number => {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
};

/** Runs `vite build` (node on vite's own script: no npx) and resolves with its exit code; never rejects. */
const viteBuild = (): Promise<number | null> =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [viteBin, 'build', '--config', viteConfig, '--logLevel', 'warn'], {
      cwd: repo,
      // brotli at quality 11 is half the build's CPU: written once the server listens, below
      env: { ...process.env, SPLITS_BROTLI: 'later' },
      stdio: 'inherit',
    });
    child.once('error', (e) => {
      console.error(`warning: could not run the web build: ${e.message}`);
      resolve(null);
    });
    child.once('exit', (code) => resolve(code));
  });

const buildWebIfStale = async (): Promise<void> => {
  if (!existsSync(viteConfig)) {
    console.warn('warning: web/vite.config.ts does not exist yet: skipping the web build (the API still starts).');
    return;
  }
  const sources = Math.max(newestMtime(path.join(repo, 'web')), newestMtime(path.join(repo, 'core')));
  if (existsSync(distIndex) && statSync(distIndex).mtimeMs >= sources) {
    console.log('Web app is up to date (dist/web).');
    return;
  }
  console.log(
    existsSync(distIndex)
      ? 'web/ or core/ changed since the last build: rebuilding the web app while the server starts...'
      : 'dist/web is missing: building the web app while the server starts...',
  );
  // the server looks for the build when a page is asked for, so it finds this one once it lands (server/plugins/static.ts)
  mkdirSync(path.dirname(distIndex), { recursive: true });
  const status = await viteBuild();
  if (status !== 0) {
    console.error(
      existsSync(distIndex)
        ? 'warning: the web build failed (see above): serving the previous build from dist/web.'
        : 'warning: the web build failed (see above): starting the API without the web app.',
    );
    return;
  }
  step('web app built');
};

/** The configuration, and the database opening (started before the rest of the server loads). */
const openEarly = async () => {
  const { ConfigError, loadConfig } = await import('../server/config/config');
  try {
    const config = loadConfig();
    const { openConfiguredDatabase } = await import('../server/db/database');
    const database = openConfiguredDatabase(config);
    // main awaits it (and reports a failure); until then a failure must not count as unhandled
    database.catch(() => undefined);
    return { config, database };
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
};

// the build starts first, the database next; the server's modules load meanwhile
const webBuild = buildWebIfStale();
const { config, database } = await openEarly();
const { main } = await import('../server/main');
step('server loaded');
const server = await main({ config, database, beforeListen: webBuild, onStep: step });
// PUBLIC_URL, not the socket: sign-in and sign-up answer only at that address (better-auth's origin check).
console.log(`\nSplits is running at ${server.config.publicUrl} (started in ${at()})\n`);
if (existsSync(distIndex)) {
  brotliMissing(distWeb).then(
    (written) => written > 0 && step(`web app compressed (brotli, ${written} files)`),
    (e: unknown) => console.warn(`warning: could not write the web app's brotli files (the .gz are served): ${String(e)}`),
  );
}
