import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedServer } from '../db/embedded-postgres';
import { freePort } from './ports';

declare module 'vitest' {
  export interface ProvidedContext {
    /** a server URL whose user may CREATE DATABASE; each test file makes its own */
    adminDatabaseUrl: string;
  }
}

let embedded: EmbeddedServer | undefined;
let dir: string | undefined;

/** TEST_DATABASE_URL when given; otherwise ONE embedded PostgreSQL for the whole run. */
export default async function setup(project: TestProject) {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    project.provide('adminDatabaseUrl', given);
    return;
  }
  dir = mkdtempSync(path.join(tmpdir(), 'splits-test-pg-'));
  chmodSync(dir, 0o755); // the postgres user must reach its data directory
  embedded = await startEmbeddedPostgres({ databaseDir: path.join(dir, 'pg'), port: await freePort() });
  project.provide('adminDatabaseUrl', embedded.url('postgres'));
  return async () => {
    await embedded?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
}
