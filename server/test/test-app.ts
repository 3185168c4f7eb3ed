import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config/config';
import { createDrizzle, type Db } from '../db/database';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  pool: pg.Pool;
  config: Config;
  dataDir: string;
}

export const TEST_PUBLIC_URL = 'http://splits.test';

const adminQuery = async (sql: string) => {
  const client = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

const waitForNoConnections = async (database: string) => {
  const client = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await client.connect();
  try {
    for (let i = 0; i < 50; i++) {
      const { rows } = await client.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [database]);
      if ((rows[0]?.n ?? 0) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await client.end();
  }
};

const databaseUrl = (name: string) => {
  const url = new URL(inject('adminDatabaseUrl'));
  url.pathname = `/${name}`;
  return url.toString();
};

/** A new empty database on the test server (no migrations): its URL, and how to drop it once its connections are gone. */
export const createEmptyDatabase = async (): Promise<{ url: string; drop: () => Promise<void> }> => {
  const name = `splits_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  return {
    url: databaseUrl(name),
    drop: async () => {
      await waitForNoConnections(name);
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
};

export interface TestAppOptions {
  /** the app logs here (at LOG_LEVEL) instead of not at all */
  logStream?: NodeJS.WritableStream;
}

/** A fresh database (a copy of the run's migrated template) and app for one test file; `env` overrides the test defaults. */
export const createTestApp = async (
  env: Record<string, string> = {},
  { logStream }: TestAppOptions = {},
): Promise<TestApp & { close: () => Promise<void> }> => {
  const name = `splits_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name} template ${inject('templateDatabase')}`);
  // A test database is thrown away at the end of its file: its commits need not wait for the disk
  // (a commit then costs a third of its time; what a transaction sees is unchanged).
  await adminQuery(`alter database ${name} set synchronous_commit = off`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'splits-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl(name),
    PUBLIC_URL: TEST_PUBLIC_URL,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_MAX: '1000',
    AUTH_SIGNUP_RATE_LIMIT_MAX: '1000',
    ...env,
  });
  const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 5 });
  const drop = async () => {
    await pool.end();
    // pool.end() resolves before the server has closed every backend; a forced drop racing a
    // closing connection would hand that client a FATAL nobody listens to. Wait for them to go.
    await waitForNoConnections(name);
    await adminQuery(`drop database if exists ${name} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const db = createDrizzle(pool);
    const app = await buildApp({
      config,
      database: { db, pool },
      logger: logStream !== undefined,
      logStream,
      webRoot: path.join(dataDir, 'no-web'),
    });
    await app.ready();
    const close = async () => {
      await app.close();
      await drop();
    };
    return { app, db, pool, config, dataDir, close };
  } catch (e) {
    await drop();
    throw e;
  }
};

/** Registers beforeAll/afterAll for a test file and hands back its app (filled in beforeAll). */
export const useTestApp = (env: Record<string, string> = {}, options: TestAppOptions = {}): TestApp => {
  const holder = {} as TestApp & { close?: () => Promise<void> };
  beforeAll(async () => {
    Object.assign(holder, await createTestApp(env, options));
  });
  afterAll(async () => {
    await holder.close?.();
  });
  return holder;
};
