import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import { createDrizzle } from '../db/database';
import type { TestApp } from './test-app';

/**
 * A second server process on the test app's database, as behind a load balancer: built before the
 * file's tests, closed after them. Read `app()` inside a test.
 */
export const useSecondProcess = (t: TestApp): { app: () => FastifyInstance } => {
  let other: FastifyInstance | undefined;
  let pool: pg.Pool | undefined;
  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: t.config.databaseUrl, max: 3 });
    other = await buildApp({
      config: t.config,
      database: { db: createDrizzle(pool), pool },
      logger: false,
      webRoot: path.join(t.dataDir, 'no-web'),
    });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await pool?.end();
  });
  return {
    app: () => {
      if (!other) throw new Error('the second process starts in beforeAll');
      return other;
    },
  };
};
