import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAthletes, postAthlete } from '@core/api/athletes';
import { getHealth, getReady } from '@core/api/health';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config/config';
import { createOrganization } from '../test/factories';
import { call } from '../test/http';
import { openDatabase, type Database } from './database';
import { runMigrations } from './migrate';
import { freePort } from '../test/ports';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Drill: the embedded PostgreSQL's postmaster is killed (SIGKILL) while writes are under way.
 * Calls answer 503 with Retry-After (not 500) while it is down, the supervisor starts it again,
 * the same server process recovers, and every write that was acknowledged (200) is there.
 */
describe('the embedded PostgreSQL is supervised', () => {
  let dir: string;
  let config: Config;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'splits-drill-'));
    chmodSync(dir, 0o755);
    config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dir,
      EMBEDDED_PG_PORT: String(await freePort()),
      PUBLIC_URL: 'http://splits.test',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_MAX: '100000',
      AUTH_RATE_LIMIT_MAX: '1000',
      AUTH_SIGNUP_RATE_LIMIT_MAX: '1000',
    });
    database = await openDatabase(config);
    await runMigrations(database.pool);
    app = await buildApp({ config, database, logger: false, webRoot: path.join(dir, 'no-web') });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it(
    'kill the postmaster under load: 503s, then recovery in the same process, no acknowledged write lost',
    { timeout: 150_000 },
    async () => {
      const t = { app, db: database.db, pool: database.pool, config, dataDir: dir };
      const { organization, owner } = await createOrganization(t);
      const orgId = organization.id;
      expect((await call(app, getHealth)).statusCode).toBe(200);
      expect((await call(app, getReady)).statusCode).toBe(200);

      const acknowledged: string[] = [];
      const statuses: number[] = [];
      const readiness: number[] = [];
      let n = 0;
      let killedAt = -1;
      let okAfterOutage = 0;
      let sawOutage = false;
      const deadline = Date.now() + 90_000;

      const worker = async () => {
        while (Date.now() < deadline && okAfterOutage < 20) {
          const lastName = `Drill${n++}`;
          const res = await call(app, postAthlete, {
            as: owner,
            query: { orgId },
            body: { firstName: 'Load', lastName, gender: 'female' },
          });
          statuses.push(res.statusCode);
          if (res.statusCode === 200) {
            acknowledged.push(lastName);
            if (sawOutage) okAfterOutage += 1;
          } else {
            expect(res.statusCode, res.body).toBe(503);
            expect(res.headers['retry-after']).toBe('5');
            expect(res.json()).toMatchObject({ code: 'database-unavailable' });
            if (killedAt >= 0) sawOutage = true;
            await sleep(50);
          }
          if (killedAt < 0 && acknowledged.length >= 15) {
            killedAt = acknowledged.length;
            process.kill(database.embeddedServer!.pid()!, 'SIGKILL');
          }
        }
      };
      const prober = async () => {
        while (Date.now() < deadline && okAfterOutage < 20) {
          readiness.push((await call(app, getReady)).statusCode);
          expect((await call(app, getHealth)).statusCode).toBe(200);
          await sleep(100);
        }
      };
      await Promise.all([worker(), worker(), worker(), prober()]);

      expect(killedAt).toBeGreaterThan(0);
      expect(sawOutage).toBe(true);
      expect(okAfterOutage).toBeGreaterThanOrEqual(20);
      expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
      expect(readiness).toContain(503);
      expect(readiness.at(-1)).toBe(200);
      expect(database.embeddedServer!.restarts()).toBeGreaterThanOrEqual(1);

      const list = await call(app, getAthletes, { as: owner, query: { orgId, limit: 500 } });
      expect(list.statusCode).toBe(200);
      const stored = new Set(list.json<{ items: { lastName: string }[] }>().items.map((a) => a.lastName));
      expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
    },
  );
});
