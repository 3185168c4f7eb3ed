import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface ServerProcess {
  child: ChildProcess;
  /** what it printed so far, stdout and stderr apart */
  stdout: () => string;
  stderr: () => string;
  /** resolves with the exit code (or signal) once it has exited */
  exited: Promise<number | NodeJS.Signals>;
}

/**
 * Runs `server/serve.ts` (or another script of the repository) under tsx as a child process, the
 * way `npm run dev:server` runs it, with `env` as its whole environment besides PATH.
 */
export const spawnServer = (env: Record<string, string>, script = path.join('server', 'serve.ts'), args: string[] = []): ServerProcess => {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out: string[] = [];
  const err: string[] = [];
  child.stdout?.on('data', (d: Buffer) => out.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => err.push(d.toString()));
  const exited = new Promise<number | NodeJS.Signals>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal!)));
  return { child, stdout: () => out.join(''), stderr: () => err.join(''), exited };
};

/**
 * Waits until the server prints that it listens (LOG_LEVEL info or lower), or throws with what it
 * printed: a port another test took in between would answer for it otherwise.
 */
export const waitUntilListening = async (server: ServerProcess, timeoutMs = 120_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!server.stdout().includes('Server listening at')) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`the server exited: ${server.stdout()}${server.stderr()}`);
    }
    if (Date.now() > deadline) throw new Error(`the server did not start: ${server.stdout()}${server.stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};
