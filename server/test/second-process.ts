import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import type { Config } from '../config/config';
import { createDrizzle } from '../db/database';
import type { TestApp } from './test-app';

/** A config like `config` whose DATA_DIR (and the storage folders under it) is `dataDir`. */
const withDataDir = (config: Config, dataDir: string): Config => ({
  ...config,
  dataDir,
  storage: {
    ...config.storage,
    stagingDir: path.join(dataDir, 'uploads'),
    imageCacheDir: path.join(dataDir, 'image-cache'),
  },
});

/**
 * A second server process on the test app's database, as behind a load balancer: built before the
 * file's tests, closed after them. Read `app()` inside a test. With `ownDataDir`, it shares
 * nothing on disk with the first (its own uploads and image cache), as on another machine.
 */
export const useSecondProcess = (t: TestApp, { ownDataDir = false } = {}): { app: () => FastifyInstance } => {
  let other: FastifyInstance | undefined;
  let pool: pg.Pool | undefined;
  let dataDir: string | undefined;
  beforeAll(async () => {
    dataDir = ownDataDir ? mkdtempSync(path.join(tmpdir(), 'splits-test-other-')) : undefined;
    pool = new pg.Pool({ connectionString: t.config.databaseUrl, max: 3 });
    other = await buildApp({
      config: dataDir ? withDataDir(t.config, dataDir) : t.config,
      database: { db: createDrizzle(pool), pool },
      logger: false,
      webRoot: path.join(dataDir ?? t.dataDir, 'no-web'),
    });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await pool?.end();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    app: () => {
      if (!other) throw new Error('the second process starts in beforeAll');
      return other;
    },
  };
};
