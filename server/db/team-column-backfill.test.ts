import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase } from '../test/test-app';
import { runMigrations } from './migrate';

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
const MIGRATION = '0032_organization_id_everywhere';

/** A team as the release before migration 0032 wrote it: a channel with a member and a read mark, a message with a file, a relay with a leg. */
const seedTeam = async (db: pg.Pool) => {
  const ids = {
    org: randomUUID(),
    user: randomUUID(),
    channel: randomUUID(),
    message: randomUUID(),
    file: randomUUID(),
    athlete: randomUUID(),
    meet: randomUUID(),
    event: randomUUID(),
    entry: randomUUID(),
  };
  await db.query(
    `insert into organizations (id, name, kind, primary_color, units, timezone, invite_token) values ($1, 'Team', 'high-school', '#123456', 'metric', 'UTC', $2)`,
    [ids.org, `invite-${ids.org}`],
  );
  await db.query(`insert into users (id, uid, email, first_name, last_name) values ($1, $2, $3, 'Ann', 'Lee')`, [
    ids.user,
    ids.user,
    `${ids.user}@example.com`,
  ]);
  await db.query(`insert into messaging_channels (id, organization_id, kind, direct_key) values ($1, $2, 'direct', $3)`, [
    ids.channel,
    ids.org,
    ids.user,
  ]);
  await db.query(
    `insert into files (id, organization_id, uploaded_by, purpose, bucket, full_path, name, size, content_type, md5_hash)
     values ($1, $2, $3, 'attachment', 'test', $4, 'finish.png', 68, 'image/png', 'x')`,
    [ids.file, ids.org, ids.user, `test/${ids.file}`],
  );
  await db.query(
    `insert into athletes (id, organization_id, first_name, last_name, name_key, gender) values ($1, $2, 'Ann', 'Lee', 'lee ann', 'female')`,
    [ids.athlete, ids.org],
  );
  await db.query(
    `insert into meets (id, organization_id, name, start_date, end_date, season, season_year) values ($1, $2, 'Meet', '2026-04-11', '2026-04-11', 'outdoor', 2026)`,
    [ids.meet, ids.org],
  );
  await db.query(`insert into meet_events (id, organization_id, meet_id, event_type) values ($1, $2, $3, 'female-4x400m-relay')`, [
    ids.event,
    ids.org,
    ids.meet,
  ]);
  await db.query(`insert into meet_entries (id, organization_id, meet_id, meet_event_id, relay_name) values ($1, $2, $3, $4, 'Relay A')`, [
    ids.entry,
    ids.org,
    ids.meet,
    ids.event,
  ]);
  return ids;
};

/** The statements of the release before 0032, word for word where they name the four tables (none names organization_id). */
const previousRelease = {
  member: (db: pg.Pool, channel: string, user: string) =>
    db.query('insert into messaging_channel_members (channel_id, user_id) values ($1, $2)', [channel, user]),
  post: (db: pg.Pool, org: string, channel: string, user: string, file: string) =>
    db.query(
      `with locked as (select pg_advisory_xact_lock(hashtextextended($2::text, 23))),
      message as (
        insert into messaging_messages (id, organization_id, channel_id, author_id, body)
        select $1::uuid, $2::uuid, $3::uuid, $4::uuid, 'hello' from locked
        returning id, seq),
      attached as (
        insert into messaging_attachments (message_id, file_id, position)
        select message.id, f.file_id, f.position - 1 from message,
          unnest($5::uuid[]) with ordinality as f(file_id, position)),
      read as (insert into messaging_reads (channel_id, user_id, last_read_seq) values ($3::uuid, $4::uuid, (select seq from message))
        on conflict (channel_id, user_id) do update set last_read_seq = greatest(messaging_reads.last_read_seq, excluded.last_read_seq))
      select seq from message`,
      [randomUUID(), org, channel, user, [file]],
    ),
  leg: (db: pg.Pool, entry: string, athlete: string) =>
    db.query('insert into relay_legs (entry_id, athlete_id, position, alternate) values ($1, $2, 1, false)', [entry, athlete]),
};

const teamsOf = async (db: pg.Pool, table: string, parentColumn: string, parent: string): Promise<string[]> =>
  (await db.query<{ organization_id: string }>(`select organization_id from ${table} where ${parentColumn} = $1`, [parent])).rows.map(
    (r) => r.organization_id,
  );

describe(`migration ${MIGRATION}: the last four team tables get their team`, () => {
  let database: { url: string; drop: () => Promise<void> };
  let db: pg.Pool;
  let older: string;

  beforeAll(async () => {
    database = await createEmptyDatabase();
    db = new pg.Pool({ connectionString: database.url, max: 2 });
    older = mkdtempSync(path.join(tmpdir(), 'splits-before-0032-'));
    cpSync(MIGRATIONS, older, { recursive: true });
    const upTo = journal.entries.findIndex((e) => e.tag === MIGRATION);
    expect(upTo).toBeGreaterThan(0);
    writeFileSync(path.join(older, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }));
    await runMigrations(db, { migrationsFolder: older });
  });

  afterAll(async () => {
    await db.end();
    await database.drop();
    rmSync(older, { recursive: true, force: true });
  });

  it("backfills every row from its parent's team, then the previous release's inserts still work and get the parent's team", async () => {
    const a = await seedTeam(db);
    const b = await seedTeam(db);
    for (const team of [a, b]) {
      await previousRelease.member(db, team.channel, team.user);
      await previousRelease.post(db, team.org, team.channel, team.user, team.file);
      await previousRelease.leg(db, team.entry, team.athlete);
    }

    await runMigrations(db);

    for (const team of [a, b]) {
      expect(await teamsOf(db, 'messaging_channel_members', 'channel_id', team.channel)).toEqual([team.org]);
      expect(await teamsOf(db, 'messaging_reads', 'channel_id', team.channel)).toEqual([team.org]);
      expect(await teamsOf(db, 'messaging_attachments', 'file_id', team.file)).toEqual([team.org]);
      expect(await teamsOf(db, 'relay_legs', 'entry_id', team.entry)).toEqual([team.org]);
    }

    // a server of the previous release, still running during the roll-out, writes as before
    const c = await seedTeam(db);
    const version = async () =>
      Number((await db.query<{ v: string }>('select data_version as v from organizations where id = $1', [c.org])).rows[0]!.v);
    const before = await version();
    await previousRelease.member(db, c.channel, c.user);
    await previousRelease.post(db, c.org, c.channel, c.user, c.file);
    await previousRelease.leg(db, c.entry, c.athlete);
    expect(await teamsOf(db, 'messaging_channel_members', 'channel_id', c.channel)).toEqual([c.org]);
    expect(await teamsOf(db, 'messaging_reads', 'channel_id', c.channel)).toEqual([c.org]);
    expect(await teamsOf(db, 'messaging_attachments', 'file_id', c.file)).toEqual([c.org]);
    expect(await teamsOf(db, 'relay_legs', 'entry_id', c.entry)).toEqual([c.org]);
    // the leg's own team column now bumps its team's data version (the answers cached by it are stale)
    expect(await version()).toBe(before + 1);
  });
});
