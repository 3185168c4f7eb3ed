import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config/config';
import { DEMO_PEOPLE } from './seed/demo';
import { startServer } from './main';
import { createEmptyDatabase } from './test/test-app';
import { freePort } from './test/ports';

/** A server started as `npm start` starts it, on a new empty database, with `env` on top. */
const configFor = async (url: string, dataDir: string, env: Record<string, string>) =>
  loadConfig({
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    ...env,
  });

const demoAccounts = async (url: string): Promise<number> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from auth_users where email = any($1)', [
      DEMO_PEOPLE.map((p) => p.email),
    ]);
    return rows[0]!.n;
  } finally {
    await client.end();
  }
};

describe('the demo seed by environment', () => {
  it('is on by default in development and test, off in production unless SEED_DEMO says so', () => {
    const base = { DATA_DIR: tmpdir(), AUTH_SECRET: 'x'.repeat(32) };
    expect(loadConfig({ ...base }).seedDemo).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ ...base, NODE_ENV: 'production', SEED_DEMO: '' }).seedDemo).toBe(false);
    expect(loadConfig({ ...base, NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'development', SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it("hashes passwords at production's cost unless told otherwise (PASSWORD_HASH_COST, low by default under NODE_ENV=test only)", () => {
    const base = { DATA_DIR: tmpdir(), AUTH_SECRET: 'x'.repeat(32) };
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).auth.passwordCost).toBe('standard');
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).auth.passwordCost).toBe('standard');
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).auth.passwordCost).toBe('low');
    expect(loadConfig({ ...base, NODE_ENV: 'production', PASSWORD_HASH_COST: 'low' }).auth.passwordCost).toBe('low');
    expect(() => loadConfig({ ...base, PASSWORD_HASH_COST: 'none' })).toThrow(/PASSWORD_HASH_COST/);
  });
});

describe('starting a server', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  const emptyDatabase = async () => {
    const database = await createEmptyDatabase();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'splits-start-'));
    cleanups.push(async () => {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });
    return { url: database.url, dataDir };
  };

  it('in production creates no demo accounts (a published password) unless asked', async () => {
    const { url, dataDir } = await emptyDatabase();
    const server = await startServer(await configFor(url, dataDir, { NODE_ENV: 'production' }));
    await server.stop();
    expect(await demoAccounts(url)).toBe(0);
  }, 120_000);

  it('with MIGRATE_ON_START=false refuses a database that lacks migrations, then starts once npm run db:migrate ran', async () => {
    const { url, dataDir } = await emptyDatabase();
    const config = await configFor(url, dataDir, { NODE_ENV: 'production', MIGRATE_ON_START: 'false' });
    const refused = startServer(config);
    await expect(refused).rejects.toBeInstanceOf(ConfigError);
    await expect(refused).rejects.toThrow(
      /lacks \d+ migrations of this version and MIGRATE_ON_START is false: run `npm run db:migrate` first/,
    );
    const migrated = await startServer({ ...config, migrateOnStart: true });
    await migrated.stop();
    const server = await startServer(config);
    expect((await fetch(`http://127.0.0.1:${config.port}/api/ready`)).status).toBe(200);
    await server.stop();
  }, 120_000);
});
