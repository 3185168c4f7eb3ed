import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileServer } from '../../server/build/compile-server.mjs';

export interface ServerOptions {
  root: string;
  /** the server's whole environment (nothing else is inherited) */
  env: Record<string, string>;
  logFile: string;
  baseURL: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const tail = (file: string, lines = 60): string =>
  existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n') : '(no log)';

/** Starts the compiled server (`node dist/server/serve.mjs`, the code `npm start` runs) and waits until the API answers. */
export const startServer = async (opts: ServerOptions, timeoutMs = 90_000): Promise<ChildProcess> => {
  const { serve } = await compileServer();
  const log = createWriteStream(opts.logFile, { flags: 'a' });
  const child = spawn(process.execPath, ['--enable-source-maps', serve], {
    cwd: opts.root,
    env: opts.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  let exited: string | null = null;
  child.once('exit', (code, signal) => {
    exited = `exited with code ${code} signal ${signal}`;
  });

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) {
      throw new Error(`The server ${exited} before answering. Last log lines (${opts.logFile}):\n${tail(opts.logFile)}`);
    }
    try {
      const res = await fetch(`${opts.baseURL}/api/sport-events/get`, { headers: { 'content-type': 'application/json' } });
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not answer GET /api/sport-events/get within ${timeoutMs} ms. Last log lines:\n${tail(opts.logFile)}`);
};

/** The embedded PostgreSQL's postmaster pid, when its data directory is under dataDir. */
const postmasterPid = (dataDir: string): number | null => {
  for (const dir of ['postgres', 'pg', 'db']) {
    const file = path.join(dataDir, dir, 'postmaster.pid');
    if (existsSync(file)) {
      const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
      return Number.isInteger(pid) && pid > 0 ? pid : null;
    }
  }
  return null;
};

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Graceful stop: SIGTERM, wait for the server (which stops its embedded database) to exit.
 * Returns a note when it had to force anything, so the suite can report an unclean shutdown.
 */
export const stopServer = async (child: ChildProcess, dataDir: string, timeoutMs = 20_000): Promise<string | null> => {
  const pgPid = postmasterPid(dataDir);
  let note: string | null = null;
  if (child.exitCode === null && child.signalCode === null) {
    const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    // the timer is cleared once the server exits: a pending timer keeps the test process alive
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(true), timeoutMs);
    });
    const timedOut = await Promise.race([done.then(() => false), timeout]).finally(() => clearTimeout(timer));
    if (timedOut) {
      child.kill('SIGKILL');
      await done;
      note = `the server did not exit within ${timeoutMs} ms of SIGTERM`;
    }
  }
  if (pgPid !== null) {
    for (let i = 0; i < 40 && alive(pgPid); i++) await sleep(250);
    if (alive(pgPid)) {
      process.kill(pgPid, 'SIGTERM');
      note = `${note ? `${note}; ` : ''}the embedded PostgreSQL (pid ${pgPid}) was still running after the server exited`;
    }
  }
  return note;
};
