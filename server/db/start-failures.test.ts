import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { spawnServer } from '../test/server-process';
import { createEmptyDatabase } from '../test/test-app';

const WRONG = 'not-the-password-0451';

/** The test server's address with a wrong password. */
const wrongPasswordUrl = (): string => {
  const url = new URL(inject('adminDatabaseUrl'));
  url.password = WRONG;
  return url.toString();
};

describe('the database at start, seen from the command line', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'splits-start-failure-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = { NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'false', HOST: '127.0.0.1', PORT: '1' };

  it('a wrong DATABASE_URL password: the server and npm run db:migrate print one line naming the setting and the cause, and exit 1', async () => {
    const runs = [
      spawnServer({ ...env, DATABASE_URL: wrongPasswordUrl() }),
      spawnServer({ ...env, DATABASE_URL: wrongPasswordUrl() }, 'server/scripts/db-migrate.ts'),
    ];
    for (const run of runs) {
      expect(await run.exited).toBe(1);
      const printed = `${run.stdout()}${run.stderr()}`.trim();
      expect(printed.split('\n'), printed).toHaveLength(1);
      expect(printed).toMatch(
        /^Cannot connect to the database at DATABASE_URL \(postgres:\/\/[^:@]+@[^)]+\): password authentication failed for user "[^"]+"\.$/,
      );
      expect(printed).not.toContain(WRONG);
    }
  }, 180_000);

  it('npm run db:migrate applies the migrations once, then finds nothing to do', async () => {
    const database = await createEmptyDatabase();
    try {
      const first = spawnServer({ ...env, DATABASE_URL: database.url }, 'server/scripts/db-migrate.ts');
      expect(await first.exited, first.stderr()).toBe(0);
      expect(first.stdout()).toMatch(/^Applied \d+ migrations\.$/m);
      const second = spawnServer({ ...env, DATABASE_URL: database.url }, 'server/scripts/db-migrate.ts');
      expect(await second.exited, second.stderr()).toBe(0);
      expect(second.stdout()).toContain('The database is up to date: nothing to apply.');
    } finally {
      await database.drop();
    }
  }, 180_000);
});
