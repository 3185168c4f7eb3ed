import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { runMigrations } from '../db/migrate';

const withClient = async <T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
};

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * Migrates one database for the whole run; each test file's database is a copy of it
 * (`create database ... template ...`: some 50 ms, where 22 migrations took seconds per file).
 * The name is the run's own, so runs sharing one server (TEST_DATABASE_URL) never meet.
 */
export const createMigratedTemplate = async (adminUrl: string): Promise<{ name: string; drop: () => Promise<void> }> => {
  const name = `splits_template_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (c) => c.query(`create database ${name}`));
  const pool = new pg.Pool({ connectionString: databaseUrl(adminUrl, name), max: 1 });
  try {
    await runMigrations(pool);
  } finally {
    // a template copied while anyone is connected to it is refused: every connection goes now
    await pool.end();
  }
  const drop = () => withClient(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined);
  return { name, drop };
};
