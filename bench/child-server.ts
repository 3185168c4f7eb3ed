import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { compileServer } from '../server/build/compile-server.mjs';

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

/** The server as `npm start` runs it: compiled into dist/server (server/build/compile-server.mjs). */
export const serverScript = async (): Promise<string> => (await compileServer()).serve;

export interface Child {
  process: ChildProcess;
  pid: number;
  stop: () => Promise<void>;
}

/**
 * Starts `script` with `env` (and extra node flags, e.g. --cpu-prof) and waits until `readyUrl` answers:
 * a compiled `.mjs` (the server, `serverScript()`) with plain node, a `.ts` under tsx.
 */
export const startChild = async (
  script: string,
  env: Record<string, string>,
  readyUrl: string,
  nodeArgs: string[] = [],
  timeoutMs = 120_000,
): Promise<Child> => {
  const loader = script.endsWith('.mjs') ? ['--enable-source-maps'] : ['--import', 'tsx'];
  const child = spawn(process.execPath, [...nodeArgs, ...loader, script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    try {
      const res = await fetch(readyUrl);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${script} did not answer ${readyUrl}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    process: child,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
};
