import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { copyRows, type CopyCell, type CopyColumn } from '../../db/copy-rows';
import { courses, organizations } from '../../db/schema';
import { createOrganization } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { checkRecordRows, commitRecordRows, RECORD_COPY_COLUMNS } from './import';

const SETTINGS = {
  handTimeConversion: true,
  handTimeRule: 'splits' as const,
  conversion: 'splits' as const,
  units: 'metric' as const,
  timezone: 'America/New_York',
};
const HEADER = 'Event,Gender,Athlete,Mark,Date,Meet,Grade';

/** `n` distinct good rows. */
const rowsText = (n: number, from = 0) =>
  [
    HEADER,
    ...Array.from(
      { length: n },
      (_, i) => `100m,Girls,Alumna ${from + i},${(11 + (i % 90) / 100).toFixed(2)},1999-05-0${1 + (i % 9)},State,12`,
    ),
  ].join('\n');

/** One historical record row as SQL values, of `team` (and `course`). */
const recordSql = (team: string, course: string | null = null) => sql`
  insert into historical_records (organization_id, course_id, event_type, indoor, athlete_names, mark_kind, ms, timing,
    sort_value, sort_value_raw, date, season, season_year)
  values (${team}, ${course}, ${course ? 'female-xc-5k' : 'female-100m'}, false, array['Ann Old'], 'time', 12000, 'fat',
    12000, 12000, '1999-05-01', ${course ? 'cross-country' : 'outdoor'}, 1999)`;

/**
 * historical_records keep their team's and course's keys by triggers (migration 0020) where two
 * foreign keys were: these are the foreign keys' promises, each of which fails without them.
 */
describe("historical records' team and course", () => {
  const t = useTestApp();

  const count = async (where = sql`true`) =>
    (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from historical_records where ${where}`)).rows[0]!.n;
  const newTeam = async () => (await createOrganization(t)).organization.id;
  const newCourse = async (team: string) =>
    (
      await t.db
        .insert(courses)
        .values({ organizationId: team, name: `Course ${randomUUID()}` })
        .returning({ id: courses.id })
    )[0]!.id;
  /** A query refused as a foreign key refuses (drizzle's error carries the driver's as `cause`). */
  const refused = { cause: { code: '23503' } };
  const commit = async (team: string, text: string) => commitRecordRows(t.pool, team, await checkRecordRows(t.db, team, text, SETTINGS));

  it('refuses a record of a team or course that does not exist', async () => {
    const team = await newTeam();
    await expect(t.db.execute(recordSql(randomUUID()))).rejects.toMatchObject(refused);
    await expect(t.db.execute(recordSql(team, randomUUID()))).rejects.toMatchObject(refused);
    await t.db.execute(recordSql(team));
    await t.db.execute(recordSql(team, await newCourse(team)));
    // moving a record to a team that does not exist
    await expect(
      t.db.execute(sql`update historical_records set organization_id = ${randomUUID()} where organization_id = ${team}`),
    ).rejects.toMatchObject(refused);
    expect(await count(sql`organization_id = ${team}`)).toBe(2);
  });

  it('a bulk import is all or nothing: a missing team, or one row of one, saves none', async () => {
    const team = await newTeam();
    await expect(commit(randomUUID(), rowsText(500))).rejects.toMatchObject({ code: '23503' });
    // 2,000 rows of the team and, last, one of a team that does not exist
    const stray = randomUUID();
    const client = await t.pool.connect();
    try {
      // the import's columns, each row of the team but the last
      const rows = Array.from({ length: 2_001 }, (_, i) => i);
      const at = (i: number): unknown[] => [
        i === 2_000 ? stray : team,
        null,
        'female-100m',
        false,
        [`Alumna ${i}`],
        'time',
        12_000 + i,
        'fat',
        null,
        null,
        null,
        12_000 + i,
        12_000 + i,
        '1999-05-01',
        'outdoor',
        1999,
        '',
        null,
        '',
        '',
      ];
      const columns = RECORD_COPY_COLUMNS.map((column, c): CopyColumn<number> => [column, (i) => at(i)[c] as CopyCell]);
      await expect(copyRows(client, 'historical_records', columns, rows)).rejects.toMatchObject({
        code: '23503',
        detail: expect.stringContaining(stray) as unknown,
      });
    } finally {
      client.release();
    }
    expect(await count(sql`organization_id = ${team}`)).toBe(0);
    expect(await commit(team, rowsText(3_000))).toBe(3_000);
    expect(await count(sql`organization_id = ${team}`)).toBe(3_000);
  });

  it("bumps the team's data version once per import", async () => {
    const team = await newTeam();
    const version = async () =>
      (await t.db.select({ v: organizations.dataVersion }).from(organizations).where(eq(organizations.id, team)))[0]!.v;
    const before = await version();
    await commit(team, rowsText(1_000));
    expect(await version()).toBe(before + 1);
  });

  it("deleting a team deletes its records, course records too; deleting a course deletes the course's; others stay", async () => {
    const [team, other] = [await newTeam(), await newTeam()];
    const [course, kept] = [await newCourse(team), await newCourse(team)];
    await commit(team, rowsText(200));
    await commit(other, rowsText(100));
    await t.db.execute(recordSql(team, course));
    await t.db.execute(recordSql(team, kept));
    await t.db.delete(courses).where(eq(courses.id, course));
    expect(await count(sql`organization_id = ${team}`)).toBe(201);
    expect(await count(sql`course_id = ${kept}`)).toBe(1);
    await t.db.delete(organizations).where(eq(organizations.id, team));
    expect(await count(sql`organization_id = ${team}`)).toBe(0);
    expect(await count(sql`organization_id = ${other}`)).toBe(100);
  });

  it('refuses to change the id of a team or course that has records; truncating a team removes them', async () => {
    const team = await newTeam();
    const course = await newCourse(team);
    await t.db.execute(recordSql(team, course));
    await expect(t.db.update(courses).set({ id: randomUUID() }).where(eq(courses.id, course))).rejects.toMatchObject(refused);
    await expect(t.db.update(organizations).set({ id: randomUUID() }).where(eq(organizations.id, team))).rejects.toMatchObject(refused);
    const client = await t.pool.connect();
    try {
      await client.query('begin');
      await client.query('truncate courses cascade');
      expect((await client.query('select count(*)::int as n from historical_records where course_id is not null')).rows[0]).toEqual({
        n: 0,
      });
      await client.query('truncate organizations cascade');
      expect((await client.query('select count(*)::int as n from historical_records')).rows[0]).toEqual({ n: 0 });
    } finally {
      await client.query('rollback');
      client.release();
    }
    expect(await count(sql`organization_id = ${team}`)).toBe(1);
  });

  it('a team deleted while an import is being written waits for it and deletes its rows', async () => {
    const team = await newTeam();
    const course = await newCourse(team);
    const [importer, deleter] = [await t.pool.connect(), await t.pool.connect()];
    try {
      await importer.query('begin');
      await importer.query(recordSqlText, [team, null]);
      await importer.query(recordSqlText, [team, course]);
      let done = false;
      const deleting = deleter.query('delete from organizations where id = $1', [team]).then(() => (done = true));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(done).toBe(false);
      await importer.query('commit');
      await deleting;
      expect(await count(sql`organization_id = ${team}`)).toBe(0);
    } finally {
      importer.release();
      deleter.release();
    }
  });

  it('an import into a team or course being deleted waits, and is refused once the delete commits', async () => {
    for (const what of ['team', 'course'] as const) {
      const team = await newTeam();
      const course = await newCourse(team);
      const [importer, deleter] = [await t.pool.connect(), await t.pool.connect()];
      try {
        await deleter.query('begin');
        if (what === 'team') await deleter.query('delete from organizations where id = $1', [team]);
        else await deleter.query('delete from courses where id = $1', [course]);
        const importing = importer.query(recordSqlText, [team, course]).then(
          () => 'saved',
          (e: { code?: string }) => e.code,
        );
        await new Promise((resolve) => setTimeout(resolve, 300));
        await deleter.query('commit');
        expect(await importing, what).toBe('23503');
        expect(await count(sql`organization_id = ${team}`), what).toBe(0);
      } finally {
        importer.release();
        deleter.release();
      }
    }
  });
});

/** recordSql as text with $1 (team) and $2 (course), for a client of its own. */
const recordSqlText = `
  insert into historical_records (organization_id, course_id, event_type, indoor, athlete_names, mark_kind, ms, timing,
    sort_value, sort_value_raw, date, season, season_year)
  values ($1, $2, 'female-100m', false, array['Ann Old'], 'time', 12000, 'fat', 12000, 12000, '1999-05-01', 'outdoor', 1999)`;
