import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmptyDatabase } from '../test/test-app';
import { pendingMigrations, runMigrations } from './migrate';

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};

/** The migrations of an older release: this folder with the journal cut after `count` entries. */
const olderRelease = (count: number): string => {
  const dir = mkdtempSync(path.join(tmpdir(), 'splits-older-migrations-'));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const file = path.join(dir, 'meta', '_journal.json');
  writeFileSync(file, JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }));
  return dir;
};

const appliedTags = async (pool: pg.Pool): Promise<number> =>
  (await pool.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0]!.n;

/** Three servers starting together: each its own pool (its own connections) on one database. */
describe('migrations applied by servers starting together', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  const servers = async (n: number) => {
    const database = await createEmptyDatabase();
    const pools = Array.from({ length: n }, () => new pg.Pool({ connectionString: database.url, max: 3 }));
    cleanups.push(async () => {
      await Promise.all(pools.map((p) => p.end()));
      await database.drop();
    });
    return pools;
  };

  it('on an empty database: all three succeed, each migration applied once', async () => {
    const pools = await servers(3);
    const applied = await Promise.all(pools.map((pool) => runMigrations(pool)));
    expect(applied.reduce((a, b) => a + b, 0)).toBe(journal.entries.length);
    expect(applied.filter((n) => n > 0)).toHaveLength(1);
    expect(await appliedTags(pools[0]!)).toBe(journal.entries.length);
    expect(await pendingMigrations(pools[1]!)).toBe(0);
  });

  it('on an older release database (a rolling upgrade): all three succeed, the new ones applied once', async () => {
    const pools = await servers(3);
    const older = olderRelease(journal.entries.length - 4);
    cleanups.push(async () => rmSync(older, { recursive: true, force: true }));
    expect(await runMigrations(pools[0]!, { migrationsFolder: older })).toBe(journal.entries.length - 4);
    expect(await pendingMigrations(pools[0]!)).toBe(4);
    const waited: number[] = [];
    const applied = await Promise.all(pools.map((pool, i) => runMigrations(pool, { onWait: () => waited.push(i) })));
    expect(applied.toSorted()).toEqual([0, 0, 4]);
    expect(await appliedTags(pools[0]!)).toBe(journal.entries.length);
    expect(await pendingMigrations(pools[2]!)).toBe(0);
  });

  it('records a demo seed made before seeds were recorded (the demo owner exists)', async () => {
    const [pool] = await servers(1);
    const before = journal.entries.findIndex((e) => e.tag.endsWith('_seed_runs'));
    const older = olderRelease(before);
    cleanups.push(async () => rmSync(older, { recursive: true, force: true }));
    await runMigrations(pool!, { migrationsFolder: older });
    await pool!.query(`insert into auth_users (id, name, email) values ('demo-owner', 'Dana Reyes', 'owner@splits.demo')`);
    await runMigrations(pool!);
    expect((await pool!.query('select name from seed_runs')).rows).toEqual([{ name: 'demo' }]);
  });
});
