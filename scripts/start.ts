/**
 * `npm start`: builds the web app when dist/web is missing or older than web/ or core/, then
 * starts the server in this process (embedded PostgreSQL unless DATABASE_URL is set).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from '../server/main';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distIndex = path.join(repo, 'dist', 'web', 'index.html');
const viteConfig = path.join(repo, 'web', 'vite.config.ts');
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

const buildWebIfStale = (): void => {
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
      ? 'web/ or core/ changed since the last build: rebuilding the web app...'
      : 'dist/web is missing: building the web app...',
  );
  const result = spawnSync('npx', ['vite', 'build', '--config', viteConfig], { cwd: repo, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(
      existsSync(distIndex)
        ? 'warning: the web build failed (see above): serving the previous build from dist/web.'
        : 'warning: the web build failed (see above): starting the API without the web app.',
    );
  }
};

buildWebIfStale();
const server = await main();
// PUBLIC_URL, not the socket: sign-in and sign-up answer only at that address (better-auth's origin check).
console.log(`\nSplits is running at ${server.config.publicUrl}\n`);
