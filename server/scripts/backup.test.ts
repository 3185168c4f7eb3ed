import { execFile, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { addMember, createOrganization, createUser } from '../test/factories';
import { createAthlete, recordResult } from '../test/domain-factories';
import { useTestApp } from '../test/test-app';
import { postMultipart } from '../routes/files/testing/uploads';
import { embeddedMajorVersion } from '../db/embedded-postgres';
import { freePort } from '../test/ports';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const TSX = path.join(repo, 'node_modules', '.bin', 'tsx');
const pgDump = spawnSync('pg_dump', ['--version'], { encoding: 'utf8' });
const hasPgDump = pgDump.status === 0;

type Snapshot = Record<string, { rows: number; checksum: string }>;

/** Row count and a checksum of every row's text, per table of every schema. */
const snapshot = async (url: string): Promise<Snapshot> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ schema: string; name: string }>(
      `select table_schema as schema, table_name as name from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1, 2`,
    );
    const out: Snapshot = {};
    for (const { schema, name } of tables) {
      const id = `${client.escapeIdentifier(schema)}.${client.escapeIdentifier(name)}`;
      const { rows } = await client.query<{ rows: number; checksum: string }>(
        `select count(*)::int as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as checksum from ${id} t`,
      );
      out[`${schema}.${name}`] = rows[0]!;
    }
    return out;
  } finally {
    await client.end();
  }
};

const sqlOn = async (url: string, ...statements: string[]) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const s of statements) await client.query(s);
  } finally {
    await client.end();
  }
};

/** Runs `npm run backup|restore -- args` the way npm does (tsx on the script), with only `env` configuring it. */
const run = (script: 'backup' | 'restore', args: string[], env: Record<string, string>) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    const base = Object.fromEntries(
      Object.entries(process.env).filter(([k]) => !['DATABASE_URL', 'DATA_DIR', 'EMBEDDED_PG_PORT'].includes(k)),
    );
    execFile(
      TSX,
      [path.join(repo, 'server', 'scripts', `${script}.ts`), '--', ...args],
      { cwd: repo, env: { ...base, ...env } },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
      },
    );
  });

describe.skipIf(!hasPgDump)(
  'npm run backup / npm run restore (skipped when pg_dump is not installed: apt-get install postgresql-client)',
  () => {
    const t = useTestApp();
    const work = mkdtempSync(path.join(tmpdir(), 'splits-backup-test-'));
    chmodSync(work, 0o755); // the embedded server runs as the postgres user when we are root
    const copies: string[] = [];

    const freshDatabase = async () => {
      const name = `splits_restore_${copies.length}_${process.pid}`;
      await sqlOn(inject('adminDatabaseUrl'), `create database ${name}`);
      copies.push(name);
      const url = new URL(inject('adminDatabaseUrl'));
      url.pathname = `/${name}`;
      return url.toString();
    };

    afterAll(async () => {
      for (const name of copies) await sqlOn(inject('adminDatabaseUrl'), `drop database if exists ${name} with (force)`);
      rmSync(work, { recursive: true, force: true });
    });

    it('puts every row back, through DATABASE_URL and through the embedded database', { timeout: 240_000 }, async () => {
      // A team with members, athletes, a meet with a result, and a stored file; a second team.
      const { organization, owner } = await createOrganization(t);
      await addMember(t, organization.id, 'coach');
      await addMember(t, organization.id, 'invitee');
      const athletes = [];
      for (const firstName of ['Ann', 'Bea', 'Cy']) athletes.push(await createAthlete(t, organization.id, owner.token, { firstName }));
      await recordResult(t, organization.id, owner.token, athletes[0]!.id, 'female-100m', { mark: '12.50' });
      expect(
        (await postMultipart(t.app, owner.token, { orgId: organization.id, name: 'plan.txt', data: Buffer.from('plan\n') })).statusCode,
      ).toBe(200);
      await createOrganization(t, await createUser(t));

      const sourceUrl = t.config.databaseUrl!;
      const original = await snapshot(sourceUrl);
      for (const table of [
        'public.users',
        'public.organizations',
        'public.memberships',
        'public.athletes',
        'public.results',
        'public.files',
        'public.auth_users',
      ]) {
        expect(original[table]?.rows, table).toBeGreaterThan(0);
      }

      // Backup through DATABASE_URL.
      const dump = path.join(work, 'backups', 'splits.dump');
      const backup = await run('backup', [dump], { DATABASE_URL: sourceUrl, DATA_DIR: path.join(work, 'unused') });
      expect(backup.code, backup.stderr).toBe(0);
      expect(backup.stdout).toContain(`to ${dump}`);
      expect(existsSync(`${dump}.partial`)).toBe(false);
      expect(readFileSync(dump).subarray(0, 5).toString()).toBe('PGDMP');

      // The server's database is in use: refused unless --force.
      const held = await t.pool.connect();
      try {
        const refused = await run('restore', [dump], { DATABASE_URL: sourceUrl, DATA_DIR: path.join(work, 'unused') });
        expect(refused.code).toBe(1);
        expect(refused.stderr).toMatch(/other connection\(s\) to DATABASE_URL .*stop the server before restoring/);
      } finally {
        held.release();
      }

      // Restore into another database, damage it (rows deleted, changed, added, a table dropped), restore over it.
      const copy = await freshDatabase();
      const first = await run('restore', [dump], { DATABASE_URL: copy, DATA_DIR: path.join(work, 'unused') });
      expect(first.code, first.stderr).toBe(0);
      expect(await snapshot(copy)).toEqual(original);
      await sqlOn(
        copy,
        `delete from memberships where role <> 'owner'`,
        `update users set first_name = 'Changed'`,
        `update organizations set name = 'Renamed', logo = null`,
        `insert into auth_verifications (id, identifier, value, expires_at, created_at, updated_at) values ('x', 'y', 'z', now(), now(), now())`,
        'drop table athletes cascade',
      );
      const damaged = await snapshot(copy);
      expect(damaged).not.toEqual(original);
      expect(damaged['public.athletes']).toBeUndefined();
      const again = await run('restore', [dump], { DATABASE_URL: copy, DATA_DIR: path.join(work, 'unused') });
      expect(again.code, again.stderr).toBe(0);
      expect(await snapshot(copy)).toEqual(original);

      // The embedded database: started for the command when it is not running, stopped afterwards.
      const dataDir = path.join(work, 'data');
      const embedded = { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()) };
      const nothing = await run('backup', [path.join(work, 'none.dump')], embedded);
      expect(nothing.code).toBe(1);
      expect(nothing.stderr).toContain(`No embedded database in ${path.join(dataDir, 'postgres')}`);
      const intoEmbedded = await run('restore', [dump], embedded);
      expect(intoEmbedded.code, intoEmbedded.stderr).toBe(0);
      expect(intoEmbedded.stdout).toContain('into the embedded database');
      expect(readFileSync(path.join(dataDir, 'postgres', 'PG_VERSION'), 'utf8').trim()).toBe(embeddedMajorVersion());
      expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
      const fromEmbedded = path.join(work, 'embedded.dump');
      const backup2 = await run('backup', [fromEmbedded], embedded);
      expect(backup2.code, backup2.stderr).toBe(0);
      expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
      const roundTrip = await freshDatabase();
      const last = await run('restore', [fromEmbedded], { DATABASE_URL: roundTrip, DATA_DIR: path.join(work, 'unused') });
      expect(last.code, last.stderr).toBe(0);
      expect(await snapshot(roundTrip)).toEqual(original);
    });

    it(
      "restores into a managed-style database: an extension of the superuser's (pg_stat_statements) is left alone, the rest restored by the app's own role",
      { timeout: 180_000 },
      async (ctx) => {
        const admin = inject('adminDatabaseUrl');
        const client = new pg.Client({ connectionString: admin });
        await client.connect();
        const available = await client.query(`select 1 from pg_available_extensions where name = 'pg_stat_statements'`);
        await client.end();
        if (available.rowCount === 0) return ctx.skip('pg_stat_statements is not installed on the test server');

        // The app's role owns its database but is no superuser, as on a managed service; the
        // provider's superuser created pg_stat_statements in the source and in the target.
        const role = `splits_app_${process.pid}`;
        const sourceUrl = t.config.databaseUrl!;
        await sqlOn(admin, `drop role if exists ${role}`, `create role ${role} login password '${role}' nosuperuser`);
        const target = await freshDatabase();
        const name = new URL(target).pathname.slice(1);
        try {
          await sqlOn(admin, `alter database ${name} owner to ${role}`);
          await sqlOn(sourceUrl, 'create extension if not exists pg_stat_statements');
          await sqlOn(target, 'create extension pg_stat_statements');
          const asApp = new URL(target);
          asApp.username = role;
          asApp.password = role;

          const dump = path.join(work, 'managed.dump');
          const backup = await run('backup', [dump], { DATABASE_URL: sourceUrl, DATA_DIR: path.join(work, 'unused') });
          expect(backup.code, backup.stderr).toBe(0);
          const original = await snapshot(sourceUrl);
          for (const attempt of ['into the target', 'over it again']) {
            const restored = await run('restore', [dump], { DATABASE_URL: asApp.toString(), DATA_DIR: path.join(work, 'unused') });
            expect(restored.code, `${attempt}: ${restored.stderr}`).toBe(0);
            expect(restored.stdout).toContain(
              "Left as the database has them (not the product's): EXTENSION - pg_stat_statements; COMMENT - EXTENSION pg_stat_statements.",
            );
            expect(await snapshot(target)).toEqual(original);
          }
          const check = new pg.Client({ connectionString: target });
          await check.connect();
          const { rows } = await check.query<{ owner: string }>(
            `select r.rolname as owner from pg_extension e join pg_roles r on r.oid = e.extowner where e.extname = 'pg_stat_statements'`,
          );
          await check.end();
          expect(rows.map((r) => r.owner)).not.toContain(role); // still the superuser's
          expect(rows).toHaveLength(1);
        } finally {
          await sqlOn(admin, `drop database if exists ${name} with (force)`);
          copies.splice(copies.indexOf(name), 1);
          await sqlOn(admin, `drop role if exists ${role}`);
        }
      },
    );

    it('explains its usage and an unreadable file', async () => {
      const usage = await run('backup', [], { DATA_DIR: path.join(work, 'unused') });
      expect(usage.code).toBe(2);
      expect(usage.stderr).toContain('Usage: npm run backup -- <file>');
      const missing = await run('restore', [path.join(work, 'nope.dump')], { DATA_DIR: path.join(work, 'unused') });
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain(`Cannot read ${path.join(work, 'nope.dump')}`);
    });
  },
);
