import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { openDatabase } from './database';
import { useTestApp } from '../test/test-app';

describe('the pool settings', () => {
  const t = useTestApp();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'splits-pool-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const configWith = (env: Record<string, string>) =>
    loadConfig({ DATABASE_URL: t.config.databaseUrl, DATA_DIR: dataDir, AUTH_SECRET: randomBytes(32).toString('hex'), ...env });

  it('opens at most DATABASE_POOL_MAX connections, however many queries wait', async () => {
    const database = await openDatabase(configWith({ DATABASE_POOL_MAX: '3' }));
    try {
      let most = 0;
      await Promise.all(
        Array.from({ length: 9 }, async () => {
          await database.pool.query('select pg_sleep(0.05)');
          most = Math.max(most, database.pool.totalCount);
        }),
      );
      expect(most).toBe(3);
    } finally {
      await database.close();
    }
  });

  it('refuses bad values, and DATABASE_LISTEN_URL without DATABASE_URL', () => {
    expect(() => configWith({ DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX/);
    expect(() => configWith({ DATABASE_POOL_TIMEOUT: 'soon' })).toThrow(/DATABASE_POOL_TIMEOUT/);
    expect(() => loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 'x'.repeat(32), DATABASE_LISTEN_URL: 'postgres://a@b/c' })).toThrow(
      /DATABASE_LISTEN_URL: needs DATABASE_URL/,
    );
    const config = configWith({ DATABASE_POOL_TIMEOUT: '2.5', DATABASE_PREPARED_STATEMENTS: 'false' });
    expect(config.databasePool).toEqual({ max: 20, connectionTimeoutMs: 2500, preparedStatements: false });
  });
});
