import { beforeAll, describe, expect, it } from 'vitest';
import { exportAthletes, getAthletes, importAthletes, previewAthletesImport, type AthleteImportRow } from '@core/api/athletes';
import type { Organization } from '@core/api/organizations';
import { addMember, createOrganization, type TestUser } from '../../test/factories';
import { addMeetEvent, createAthlete, createMeet, enterAthletes, saveResult } from '../../test/domain-factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';

const CSV = [
  'Gender,First,Last,Grade,Birthdate,Events,Email',
  'F,Maya,Okafor,11,2008-03-14,100m; 200m,maya@example.test',
  'M,"Lee, Jr.",Park,Fr,,Shot Put;Discus,',
  'Girls,José,Núñez,12th,4/2/2007,Sprints,',
].join('\n');

describe('roster import and export', () => {
  const t = useTestApp();
  let org: Organization;
  let owner: TestUser;
  let invitee: TestUser;
  let other: { organization: Organization; owner: TestUser };

  beforeAll(async () => {
    ({ organization: org, owner } = await createOrganization(t));
    invitee = await addMember(t, org.id, 'invitee');
    other = await createOrganization(t);
  });

  const count = async () =>
    (await call(t.app, getAthletes, { as: { token: owner.token }, query: { orgId: org.id } })).json<{ total: number }>().total;

  it('previews CSV rows: values read, bad rows and likely duplicates marked, nothing saved', async () => {
    await createAthlete(t, org.id, owner.token, { firstName: 'jose', lastName: 'NUNEZ', gender: 'female' });
    const text = `${CSV}\nX,,Blank,15,31/31/2000,Underwater Hockey,not-an-email\nF,Maya,okafor,10,,,`;
    const res = await call(t.app, previewAthletesImport, { as: { token: owner.token }, query: { orgId: org.id }, body: { text } });
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json<{ rows: AthleteImportRow[]; errorCount: number; duplicateCount: number; columns: string[] }>();
    expect(p.columns).toEqual(['Gender', 'First', 'Last', 'Grade', 'Birthdate', 'Events', 'Email']);
    expect(p.rows[0]).toMatchObject({
      row: 2,
      firstName: 'Maya',
      gender: 'female',
      grade: 11,
      birthdate: '2008-03-14',
      preferredEvents: ['female-100m', 'female-200m'],
      eventGroups: ['sprints'],
      email: 'maya@example.test',
      errors: [],
    });
    expect(p.rows[1]).toMatchObject({
      row: 3,
      firstName: 'Lee, Jr.',
      gender: 'male',
      grade: 9,
      preferredEvents: ['male-shot-put', 'male-discus'],
      eventGroups: ['throws'],
    });
    expect(p.rows[2]).toMatchObject({ row: 4, birthdate: '2007-04-02', eventGroups: ['sprints'], preferredEvents: [] });
    expect(p.rows[2]!.duplicateOf).toHaveLength(1);
    expect(p.rows[2]!.duplicateOf[0]!.athleteId).not.toBeNull();
    expect(p.rows[3]!.errors.map((e) => e.field).sort()).toEqual(['Birthdate', 'Email', 'Events', 'First', 'Gender', 'Grade']);
    expect(p.rows[4]!.duplicateOf).toEqual([{ athleteId: null, row: 2, name: 'Maya Okafor' }]);
    expect(p.errorCount).toBe(1);
    expect(p.duplicateCount).toBe(2);
    expect(await count()).toBe(1);
  });

  it('reads a spreadsheet paste (tabs) too', async () => {
    const text = 'First Name\tLast Name\tGender\tGrade\nAmi\tTan\tF\t9';
    const res = await call(t.app, previewAthletesImport, { as: { token: owner.token }, query: { orgId: org.id }, body: { text } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ rows: AthleteImportRow[] }>().rows[0]).toMatchObject({
      firstName: 'Ami',
      lastName: 'Tan',
      gender: 'female',
      grade: 9,
      errors: [],
    });
  });

  it('answers 400 naming a missing column', async () => {
    const res = await call(t.app, previewAthletesImport, {
      as: { token: owner.token },
      query: { orgId: org.id },
      body: { text: 'First,Last\nA,B' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'body.text', message: 'body.text: Missing columns: Gender, Grade' });
  });

  it('imports all or nothing: one bad row commits nothing and the answer names row and column', async () => {
    const before = await count();
    const bad = `${CSV}\nF,Zoe,Quinn,14,,,`;
    const res = await call(t.app, importAthletes, { as: { token: owner.token }, query: { orgId: org.id }, body: { text: bad } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'import-row-invalid', field: 'body.text' });
    expect(res.json<{ message: string }>().message).toMatch(/^body\.text: Row 5, Grade: /);
    expect(await count()).toBe(before);

    const ok = await call(t.app, importAthletes, {
      as: { token: owner.token },
      query: { orgId: org.id },
      body: { text: CSV, skipDuplicates: true },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ created: 2, skipped: 1 });
    expect(await count()).toBe(before + 2);
  });

  it('leaves out the rows the preview flags when asked, and imports the others', async () => {
    const before = await count();
    const text = 'Gender,First,Last,Grade\nF,Ines,Flagged,11\nX,,Blank,15\nM,Omar,Flagged,10';
    const q = { orgId: org.id };
    const refused = await call(t.app, importAthletes, { as: { token: owner.token }, query: q, body: { text } });
    expect(refused.json()).toMatchObject({ statusCode: 400, code: 'import-row-invalid' });
    expect(await count()).toBe(before);
    const ok = await call(t.app, importAthletes, { as: { token: owner.token }, query: q, body: { text, skipInvalid: true } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ created: 2, skipped: 1 });
    expect(await count()).toBe(before + 2);
    const none = await call(t.app, importAthletes, {
      as: { token: owner.token },
      query: q,
      body: { text: 'Gender,First,Last,Grade\nX,,Blank,15', skipInvalid: true },
    });
    expect(none.json()).toMatchObject({ statusCode: 400, message: 'body.text: Nothing to import: every row is flagged' });
    const badFlag = await call(t.app, importAthletes, { as: { token: owner.token }, query: q, body: { text, skipInvalid: 'yes' } });
    expect(badFlag.json()).toMatchObject({ statusCode: 400, field: 'body.skipInvalid' });
  });

  it('exports the roster as CSV that imports back: UTF-8 with a BOM, event names, PRs', async () => {
    await createAthlete(t, org.id, owner.token, {
      firstName: '=cmd',
      lastName: 'Doe, "Jr"',
      gender: 'male',
      grade: 10,
      preferredEvents: ['male-800m', 'male-110m-hurdles'],
    });
    const zoe = await createAthlete(t, org.id, owner.token, { firstName: 'Zoë', lastName: 'Müller', gender: 'female', grade: 11 });
    const meet = await createMeet(t, org.id, owner.token, { startDate: '2025-04-12' });
    const event = await addMeetEvent(t, org.id, owner.token, meet.id, 'female-long-jump');
    const [entry] = await enterAthletes(t, org.id, owner.token, event.id, [zoe.id]);
    await saveResult(t, org.id, owner.token, entry!.id, { mark: '5.10' });
    // birthdates and emails: coaches and above (privacy.test.ts)
    expect((await call(t.app, exportAthletes, { as: { token: invitee.token }, query: { orgId: org.id } })).statusCode).toBe(403);
    const res = await call(t.app, exportAthletes, { as: { token: owner.token }, query: { orgId: org.id } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Gender,First,Last,Grade,Grad Year,Birthdate,Events,Email,Status,PRs');
    const doe = lines.find((l) => l.startsWith("M,'=cmd"))!;
    expect(doe).toBe(`M,'=cmd,"Doe, ""Jr""",10,${doe.split(',')[5]},,"800m; 110m Hurdles",,active,`);
    // the team's units (imperial here): 5.10 m + 0.499 cm = 200.98 in -> 16-08.75
    expect(lines.find((l) => l.startsWith('F,Zoë,Müller,11,'))).toMatch(/,active,Long Jump 16-08\.75$/);
    const back = await call(t.app, previewAthletesImport, {
      as: { token: owner.token },
      query: { orgId: org.id },
      body: { text: res.body },
    });
    expect(back.statusCode, back.body).toBe(200);
    const rows = back.json<{ rows: AthleteImportRow[] }>().rows;
    expect(rows.find((r) => r.lastName === 'Doe, "Jr"')).toMatchObject({
      gender: 'male',
      grade: 10,
      preferredEvents: ['male-800m', 'male-110m-hurdles'],
      errors: [],
    });
    // a cell that would run as a formula comes back defused, so that one row is new; every other row is a duplicate
    expect(rows.filter((r) => r.duplicateOf.length === 0).map((r) => r.firstName)).toEqual(["'=cmd"]);
  });

  it('exports what the roster shows: its search, filters and sort', async () => {
    const csvOf = async (query: Record<string, string>) =>
      (await call(t.app, exportAthletes, { as: { token: owner.token }, query: { orgId: org.id, ...query } })).body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')
        .slice(1);
    const girls = await csvOf({ gender: 'female' });
    expect(girls.length).toBeGreaterThan(0);
    expect(girls.every((l) => l.startsWith('F,'))).toBe(true);
    expect(await csvOf({ search: 'müller' })).toEqual([expect.stringMatching(/^F,Zoë,Müller,/)]);
    const byFirst = (await csvOf({ sortBy: '-firstName' })).map((l) => l.split(',')[1]!.replace(/^"/, '').toLowerCase());
    expect(byFirst).toEqual([...byFirst].sort((a, b) => b.localeCompare(a)));
    const bad = await call(t.app, exportAthletes, { as: { token: owner.token }, query: { orgId: org.id, gender: 'x' } });
    expect(bad.json()).toMatchObject({ statusCode: 400, field: 'query.gender' });
  });

  it('401, 400, 404 across organizations, 403 for invitees importing', async () => {
    for (const def of [previewAthletesImport, importAthletes] as const) {
      expect((await call(t.app, def, { query: { orgId: org.id }, body: { text: CSV } })).statusCode).toBe(401);
      const empty = await call(t.app, def, { as: { token: owner.token }, query: { orgId: org.id }, body: { text: '' } });
      expect(empty.statusCode).toBe(400);
      expect(empty.json<{ field: string }>().field).toBe('body.text');
      expect((await call(t.app, def, { as: { token: other.owner.token }, query: { orgId: org.id }, body: { text: CSV } })).statusCode).toBe(
        404,
      );
      expect((await call(t.app, def, { as: { token: invitee.token }, query: { orgId: org.id }, body: { text: CSV } })).statusCode).toBe(
        403,
      );
    }
    expect((await call(t.app, exportAthletes, { query: { orgId: org.id } })).statusCode).toBe(401);
    expect((await call(t.app, exportAthletes, { as: { token: other.owner.token }, query: { orgId: org.id } })).statusCode).toBe(404);
    const badQuery = await call(t.app, exportAthletes, { as: { token: owner.token }, query: { orgId: 'nope' } });
    expect(badQuery.json<{ field: string }>().field).toBe('query.orgId');
  });
});
