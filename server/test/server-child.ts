import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './ports';
import { TEST_PUBLIC_URL, type TestApp } from './test-app';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface ServerChild {
  child: ChildProcess;
  /** http://127.0.0.1:port */
  base: string;
  /** what it printed so far */
  output: () => string;
  /** resolves with the exit code (null after a signal) */
  exited: Promise<number | null>;
}

/**
 * `server/serve.ts` run as its own process (as `npm run dev:server` does, under tsx) on the test
 * app's database and auth secret: tokens made through the test app work on it.
 */
export const startServerChild = async (t: TestApp, dataDir: string, env: Record<string, string> = {}): Promise<ServerChild> => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const lines: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('server', 'serve.ts')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: TEST_PUBLIC_URL,
      DATA_DIR: dataDir,
      DATABASE_URL: t.config.databaseUrl!,
      AUTH_SECRET: t.config.auth.secret,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => lines.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => lines.push(d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${lines.join('')}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start: ${lines.join('')}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { child, base, output: () => lines.join(''), exited };
};
