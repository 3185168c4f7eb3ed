import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './ports';

export interface RunningPgBouncer {
  /** `databaseUrl` with its host and port replaced by PgBouncer's */
  urlFor: (databaseUrl: string) => string;
  /** what PgBouncer printed (its log goes to stderr) */
  output: () => string;
  stop: () => Promise<void>;
}

const BINARIES = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'];

/**
 * Starts Debian's pgbouncer on a free port in transaction mode, in front of the PostgreSQL of
 * `adminUrl` (its user and password are the only ones PgBouncer knows), with a server pool of
 * `poolSize` per database and user. Started as root, it runs as `nobody` (PgBouncer refuses root).
 */
export const startPgBouncer = async (adminUrl: string, poolSize: number): Promise<RunningPgBouncer> => {
  const binary = BINARIES.find((b) => existsSync(b));
  if (!binary) throw new Error('pgbouncer is not installed: run `bash scripts/ensure-pgbouncer.sh` (npm test runs it)');
  const target = new URL(adminUrl);
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'splits-pgbouncer-'));
  chmodSync(dir, 0o755);
  const user = decodeURIComponent(target.username);
  const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;
  writeFileSync(path.join(dir, 'users.txt'), `${quote(user)} ${quote(decodeURIComponent(target.password))}\n`, { mode: 0o644 });
  writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${target.hostname} port=${target.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = scram-sha-256',
      `auth_file = ${path.join(dir, 'users.txt')}`,
      'pool_mode = transaction',
      `default_pool_size = ${poolSize}`,
      'max_client_conn = 200',
      '',
    ].join('\n'),
    { mode: 0o644 },
  );
  const args = [...(process.getuid?.() === 0 ? ['-u', 'nobody'] : []), path.join(dir, 'pgbouncer.ini')];
  const lines: string[] = [];
  const child: ChildProcess = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (d: Buffer) => lines.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => lines.push(d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const urlFor = (databaseUrl: string) => {
    const url = new URL(databaseUrl);
    url.hostname = '127.0.0.1';
    url.port = String(port);
    return url.toString();
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    const probe = new pg.Client({ connectionString: urlFor(adminUrl) });
    try {
      await probe.connect();
      await probe.query('select 1');
      await probe.end();
      break;
    } catch (e) {
      await probe.end().catch(() => undefined);
      if (child.exitCode !== null || Date.now() > deadline) {
        await stop();
        throw new Error(`pgbouncer did not start: ${e instanceof Error ? e.message : String(e)}\n${lines.join('')}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { urlFor, output: () => lines.join(''), stop };
};
