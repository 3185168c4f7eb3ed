import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedServer } from '../db/embedded-postgres';
import { createMigratedTemplate } from './migrated-template';
import { freePort } from './ports';

declare module 'vitest' {
  export interface ProvidedContext {
    /** a server URL whose user may CREATE DATABASE; each test file makes its own */
    adminDatabaseUrl: string;
    /** a database on that server with every migration applied, copied for each test file */
    templateDatabase: string;
  }
}

/**
 * TEST_DATABASE_URL when given (CI: Debian's PostgreSQL 15); otherwise ONE embedded PostgreSQL for
 * the whole run. Either way the migrations run once, into a template the test files copy.
 */
export default async function setup(project: TestProject) {
  const cleanups: (() => Promise<void>)[] = [];
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dir = mkdtempSync(path.join(tmpdir(), 'splits-test-pg-'));
    chmodSync(dir, 0o755); // the postgres user must reach its data directory
    const embedded: EmbeddedServer = await startEmbeddedPostgres({ databaseDir: path.join(dir, 'pg'), port: await freePort() });
    cleanups.push(async () => {
      await embedded.stop();
      rmSync(dir, { recursive: true, force: true });
    });
    adminUrl = embedded.url('postgres');
  }
  const template = await createMigratedTemplate(adminUrl);
  cleanups.unshift(template.drop);
  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', template.name);
  return async () => {
    for (const cleanup of cleanups) await cleanup();
  };
}
