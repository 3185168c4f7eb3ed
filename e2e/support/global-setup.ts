import type { ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { freePorts } from './ports';
import { startServer, stopServer } from './server-process';
import { E2E_AUTH_RATE_LIMIT } from './rate-limit';
import './provided';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * What the server inherits from the shell: only the basics of a process. Everything the server
 * reads as configuration (DATABASE_URL, SMTP_*, AUTH_*, storage, …) is set below or left unset, so a
 * developer's shell cannot point the suite at another database or mail server.
 */
const INHERITED = /^(PATH|HOME|USER|LOGNAME|SHELL|TMPDIR|TMP|TEMP|LANG|LANGUAGE|LC_[A-Z]+|TZ|TERM|CI)$/;

/**
 * Starts the real server on free ports with a fresh DATA_DIR (its own embedded PostgreSQL and mail
 * outbox), serving the already built web app (scripts/test.sh runs `vite build` first).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const indexHtml = path.join(root, 'dist', 'web', 'index.html');
  if (!existsSync(indexHtml)) {
    throw new Error(
      `The browser tests need the built web app, and ${indexHtml} is missing.\n` +
        'Build it first: npx vite build --config web/vite.config.ts (npm test does this for you).',
    );
  }

  // Iterating on tests: reuse a server already started with the settings below.
  if (process.env.E2E_BASE_URL) {
    const external = process.env.E2E_BASE_URL.replace(/\/+$/, '');
    const externalData = process.env.E2E_DATA_DIR;
    if (!externalData) throw new Error("E2E_BASE_URL needs E2E_DATA_DIR (the server's DATA_DIR, for the mail outbox)");
    project.provide('baseURL', external);
    project.provide('dataDir', path.resolve(externalData));
    return async () => undefined;
  }

  const dataDir = mkdtempSync(path.join(tmpdir(), 'splits-e2e-'));
  // mkdtemp makes it 0700; run as root, the embedded PostgreSQL works as its own user and must enter it.
  chmodSync(dataDir, 0o755);
  const [port, pgPort] = (await freePorts(2)) as [number, number];
  const baseURL = `http://127.0.0.1:${port}`;
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([k, v]) => v !== undefined && INHERITED.test(k))) as Record<
    string,
    string
  >;

  let server: ChildProcess;
  try {
    server = await startServer({
      root,
      baseURL,
      logFile: path.join(dataDir, 'server.log'),
      env: {
        ...inherited,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        DATA_DIR: dataDir,
        EMBEDDED_PG_PORT: String(pgPort),
        SEED_DEMO: 'true',
        // Behind a proxy, as deployed: the client address is X-Forwarded-For (see support/rate-limit.ts).
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'warn',
        // A test clicks through pages far faster than a person; the API's general limit is not under test here.
        RATE_LIMIT_MAX: '100000',
        // the suite makes some 200 accounts and sign-ins; at production's scrypt cost each takes 0.7 s of a core
        PASSWORD_HASH_COST: 'low',
        AUTH_RATE_LIMIT_MAX: String(E2E_AUTH_RATE_LIMIT.max),
        AUTH_RATE_LIMIT_WINDOW: String(E2E_AUTH_RATE_LIMIT.windowSeconds),
      },
    });
  } catch (error) {
    if (!process.env.E2E_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);

  return async () => {
    const note = await stopServer(server, dataDir);
    if (process.env.E2E_KEEP_DATA) console.log(`e2e: server data kept in ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
    if (note) throw new Error(`Unclean server shutdown: ${note}`);
  };
}
