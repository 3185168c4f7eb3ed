import { beforeAll, describe, expect, it } from 'vitest';
import type { Organization } from '@core/api/organizations';
import {
  getHistoricalRecords,
  getRecords,
  postRecordImport,
  postRecordImportPreview,
  type HistoricalRecord,
  type RecordEvent,
  type RecordImportPreview,
} from '@core/api/records';
import { addMember, createOrganization, type TestUser } from '../../test/factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';

const HEADER = 'Event,Gender,Athlete,Mark,Date,Meet,Wind,Grade';
const GOOD = [
  'Girls 100m,,Jane Old,12.10,1995-05-01,State,1.2,Senior',
  '400m,Boys,Tom Past,49.80,2003-05-10,Regionals,,11',
  'female-4x400m-relay,,"A One / B Two / C Three / D Four",4:02.10,2010-05-20,State,,',
  '"Long Jump",F,Lee Far,19-02.50,5/3/1999,County,+1.8,FR',
];

describe('historical records in bulk', () => {
  const t = useTestApp();
  let org: Organization;
  let coach: TestUser;
  let invitee: TestUser;
  let other: { organization: Organization; owner: TestUser };

  beforeAll(async () => {
    ({ organization: org } = await createOrganization(t));
    coach = await addMember(t, org.id, 'coach');
    invitee = await addMember(t, org.id, 'invitee');
    other = await createOrganization(t);
  });

  const preview = (token: string, text: string) =>
    call(t.app, postRecordImportPreview, { as: { token }, query: { orgId: org.id }, body: { text } });
  const commit = (token: string, text: string) =>
    call(t.app, postRecordImport, { as: { token }, query: { orgId: org.id }, body: { text } });
  const saved = async () =>
    (await call(t.app, getHistoricalRecords, { as: { token: coach.token }, query: { orgId: org.id } })).json<{
      items: HistoricalRecord[];
    }>().items;

  it('previews each row with its errors: unknown event, unparseable mark, wind-aided, duplicate', async () => {
    const text = [
      HEADER,
      ...GOOD,
      'Girls Javelin Spin,,Kim Bad,40.00,2001-05-01,State,,',
      'Boys 200m,,Max Typo,2x.15,2001-05-01,State,0.5,',
      'Girls 200m,,Wendy Wind,24.10,2002-05-01,State,3.1,',
      GOOD[0]!,
    ].join('\n');
    const res = await preview(coach.token, text);
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json<RecordImportPreview>();
    expect(p.valid).toBe(4);
    expect(p.invalid).toBe(4);
    const errorsOf = (row: number) => p.rows.find((r) => r.row === row)!.errors;
    expect(p.rows.slice(0, 4).map((r) => [r.row, r.eventType, r.athleteNames, r.errors])).toEqual([
      [2, 'female-100m', ['Jane Old'], []],
      [3, 'male-400m', ['Tom Past'], []],
      [4, 'female-4x400m-relay', ['A One', 'B Two', 'C Three', 'D Four'], []],
      [5, 'female-long-jump', ['Lee Far'], []],
    ]);
    expect(errorsOf(6)[0]).toMatchObject({ field: 'Event' });
    expect(errorsOf(7)[0]).toMatchObject({ field: 'Mark' });
    expect(errorsOf(8)[0]).toMatchObject({ field: 'Wind', message: expect.stringContaining('never become records') });
    expect(errorsOf(9)[0]).toEqual({ field: 'Row', message: 'Duplicate of row 2' });
    expect(await saved()).toEqual([]);
  });

  it('refuses the whole import while one row is bad, naming the row, and saves nothing', async () => {
    const text = [HEADER, ...GOOD, 'Boys 200m,,Max Typo,2x.15,2001-05-01,State,0.5,'].join('\n');
    const res = await commit(coach.token, text);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/^body\.text: Row 6: Mark: .*Nothing was saved\.$/);
    expect(await saved()).toEqual([]);
  });

  it('saves every row at once; they join the board, and importing them again is a duplicate', async () => {
    const text = [HEADER, ...GOOD].join('\n');
    const res = await commit(coach.token, text);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ created: 4 });
    const rows = await saved();
    expect(rows.map((r) => [r.eventType, r.athleteNames.length, r.date, r.grade]).sort()).toEqual(
      [
        ['female-100m', 1, '1995-05-01', 12],
        ['male-400m', 1, '2003-05-10', 11],
        ['female-4x400m-relay', 4, '2010-05-20', null],
        ['female-long-jump', 1, '1999-05-03', 9],
      ].sort(),
    );
    const jump = rows.find((r) => r.eventType === 'female-long-jump')!;
    // 19-02.50 = 230.5 inches = 922 quarter inches; the engine keeps whole millimetres, rounded down
    expect(jump.mark).toEqual({ kind: 'length', mm: Math.floor((922 * 25.4) / 4), quarterInches: 922 });
    const b = (await call(t.app, getRecords, { as: { token: invitee.token }, query: { orgId: org.id } })).json<{ events: RecordEvent[] }>();
    expect(b.events.map((e) => [e.eventType, e.record[0]!.athleteNames[0]])).toContainEqual(['female-4x400m-relay', 'A One']);
    const again = await preview(coach.token, text);
    expect(again.json<RecordImportPreview>().rows.every((r) => r.errors[0]?.message === 'Duplicate: this record is already saved')).toBe(
      true,
    );
  });

  it('keeps names exactly as typed (quotes, backslashes, braces, commas, accents) and saves thousands of rows at once', async () => {
    const { organization: team, owner } = await createOrganization(t);
    const odd = 'Zoë "Flash" O\'Neil {Jr}, back\\slash';
    const lines = [HEADER, `Girls 800m,,"${odd.replace(/"/g, '""')}",2:10.00,1990-05-01,State,,`];
    for (let i = 0; i < 3000; i += 1)
      lines.push(`Boys 1600m,,Runner ${i},4:${String(10 + (i % 40)).padStart(2, '0')}.00,1991-05-01,State,,`);
    const res = await call(t.app, postRecordImport, {
      as: { token: owner.token },
      query: { orgId: team.id },
      body: { text: lines.join('\n') },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ created: 3001 });
    const items = (await call(t.app, getHistoricalRecords, { as: { token: owner.token }, query: { orgId: team.id } })).json<{
      items: HistoricalRecord[];
    }>().items;
    expect(items).toHaveLength(3001);
    expect(items.find((r) => r.eventType === 'female-800m')!.athleteNames).toEqual([odd]);
    expect(new Set(items.filter((r) => r.eventType === 'male-1600m').map((r) => r.athleteNames[0])).size).toBe(3000);
  });

  it('answers 401 without a token, 403 to an invitee, 404 for another team, 400 for a missing column', async () => {
    const text = [HEADER, GOOD[0]].join('\n');
    expect((await call(t.app, postRecordImport, { query: { orgId: org.id }, body: { text } })).statusCode).toBe(401);
    expect((await commit(invitee.token, text)).statusCode).toBe(403);
    expect((await preview(invitee.token, text)).statusCode).toBe(403);
    expect(
      (await call(t.app, postRecordImport, { as: { token: other.owner.token }, query: { orgId: org.id }, body: { text } })).statusCode,
    ).toBe(404);
    const missing = await preview(coach.token, 'Event,Athlete,Mark\nGirls 100m,Jane,12.00');
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toContain('Date');
  });
});
