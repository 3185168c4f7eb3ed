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

/** Variables of the developer's shell that would point the server elsewhere than a fresh embedded database. */
const DROPPED = /^(DATABASE_URL|TEST_DATABASE_URL|SMTP_.*|AUTH_(ISSUER|AUDIENCE|JWKS_URL|SECRET)|PORT|HOST|PUBLIC_URL|DATA_DIR|EMBEDDED_PG_PORT)$/;

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

  const dataDir = mkdtempSync(path.join(tmpdir(), 'splits-e2e-'));
  // mkdtemp makes it 0700; run as root, the embedded PostgreSQL works as its own user and must enter it.
  chmodSync(dataDir, 0o755);
  const [port, pgPort] = (await freePorts(2)) as [number, number];
  const baseURL = `http://127.0.0.1:${port}`;
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([k, v]) => v !== undefined && !DROPPED.test(k))) as Record<string, string>;
  for (const key of Object.keys(process.env)) if (DROPPED.test(key)) delete process.env[key];

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
        // The suite makes far more API calls per minute from one address than a person would.
        RATE_LIMIT_MAX: '100000',
        AUTH_SIGNUP_RATE_LIMIT_MAX: '1000',
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
