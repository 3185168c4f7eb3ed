import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { getHealth, getReady } from '@core/api/health';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import { call } from '../test/http';
import { freePort } from '../test/ports';
import { spawnServer, waitUntilListening } from '../test/server-process';
import { openDatabase, type Database } from './database';
import { runMigrations } from './migrate';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Drill (issue 24): a server is killed (SIGKILL), which leaves its embedded PostgreSQL running; the
 * next server adopts that PostgreSQL. When it then dies, the next server starts it again, and
 * /api/ready says 503 meanwhile, 200 after, in the same process.
 */
describe('an embedded PostgreSQL left by a killed server', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'splits-adopted-'));
  chmodSync(dir, 0o755);
  const pidFile = path.join(dir, 'postgres', 'postmaster.pid');
  const postmaster = (): number | undefined => (existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : undefined);
  let database: Database | undefined;
  let app: FastifyInstance | undefined;

  afterAll(async () => {
    await app?.close();
    await database?.close();
    // a failed drill may leave a postmaster nobody owns
    const left = postmaster();
    if (left && alive(left)) {
      process.kill(left, 'SIGINT');
      for (let i = 0; i < 100 && alive(left); i++) await sleep(100);
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('is watched by the server that adopted it, and started again when it dies', { timeout: 300_000 }, async () => {
    const env = {
      NODE_ENV: 'test',
      DATA_DIR: dir,
      EMBEDDED_PG_PORT: String(await freePort()),
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      PUBLIC_URL: 'http://splits.test',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
    };
    const first = spawnServer(env);
    await waitUntilListening(first, 200_000);
    first.child.kill('SIGKILL');
    await first.exited;
    const orphan = postmaster();
    expect(orphan && alive(orphan)).toBe(true);

    const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
    database = await openDatabase(config);
    expect(database.embeddedServer!.pid()).toBe(orphan);
    expect(await runMigrations(database.pool)).toBe(0);
    app = await buildApp({ config, database, logger: false, webRoot: path.join(dir, 'no-web') });
    await app.ready();
    expect((await call(app, getReady)).statusCode).toBe(200);

    process.kill(orphan!, 'SIGKILL');
    const readiness: number[] = [];
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline && !(readiness.includes(503) && readiness.at(-1) === 200)) {
      readiness.push((await call(app, getReady)).statusCode);
      expect((await call(app, getHealth)).statusCode).toBe(200);
      await sleep(200);
    }
    expect(readiness).toContain(503);
    expect(readiness.at(-1)).toBe(200);
    expect(database.embeddedServer!.restarts()).toBe(1);
    const restarted = database.embeddedServer!.pid();
    expect(restarted).not.toBe(orphan);
    expect(postmaster()).toBe(restarted);
    expect((await database.pool.query<{ n: number }>('select 1 as n')).rows).toEqual([{ n: 1 }]);

    // this process started it, so it stops it with itself
    await app.close();
    app = undefined;
    await database.close();
    database = undefined;
    expect(alive(restarted!)).toBe(false);
  });
});
