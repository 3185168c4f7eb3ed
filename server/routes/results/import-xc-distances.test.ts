/**
 * Cross-country races at the distance a course really has (issue 29 item 11, decision 058): a
 * results file's "8.05k" or "5.2 Mile" imports as the race of that measured distance, kept apart
 * from the standard distances (no 8K record or leader from an 8.05k), and counted in the course
 * records of that course and distance only.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { getCourse, postCourse, postCourseRecordImport, type Course } from '@core/api/courses';
import { getEventLeaders, type EventLeaders } from '@core/api/leaders';
import { getMeet, type Meet, type MeetDetail } from '@core/api/meets';
import type { Organization } from '@core/api/organizations';
import { getSeasonLeaders, postStandard, STANDARD_LEVELS } from '@core/api/performance';
import { getRecords, postHistoricalRecord, type RecordEvent } from '@core/api/records';
import { importResults, previewResultsImport, type ResultImportBody, type ResultImportPreview } from '@core/api/results';
import { createOrganization, type TestUser } from '../../test/factories';
import { createAthlete, createMeet } from '../../test/domain-factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';

describe('results import: cross-country races at a measured distance', () => {
  const t = useTestApp();
  let org: Organization;
  let owner: TestUser;
  let hillside: Course;
  let riverbank: Course;
  let hillsideMeet: Meet;

  const as = () => ({ token: owner.token });
  const preview = async (meet: Meet, body: ResultImportBody) => {
    const res = await call(t.app, previewResultsImport, { as: as(), query: { orgId: org.id, meetId: meet.id }, body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ResultImportPreview>();
  };
  const commit = async (meet: Meet, body: ResultImportBody) => {
    const res = await call(t.app, importResults, { as: as(), query: { orgId: org.id, meetId: meet.id }, body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ imported: number; createdEvents: number; skipped: number }>();
  };
  const course = async (name: string) => {
    const res = await call(t.app, postCourse, { as: as(), query: { orgId: org.id }, body: { name, distances: ['xc-8k'] } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Course>();
  };
  const courseRecords = async (c: Course) => {
    const res = await call(t.app, getCourse, { as: as(), query: { orgId: org.id, courseId: c.id } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ records: RecordEvent[] }>().records;
  };
  const holders = (events: RecordEvent[]) =>
    Object.fromEntries(events.map((e) => [e.eventType, e.top.map((m) => `${m.athleteNames.join('/')} ${m.display}`)]));

  beforeAll(async () => {
    ({ organization: org, owner } = await createOrganization(t, undefined, { units: 'metric' }));
    for (const [firstName, lastName, gender] of [
      ['Eli', 'Stone', 'male'],
      ['Jun', 'Park', 'male'],
      ['Ravi', 'Shah', 'male'],
      ['Maya', 'Okafor', 'female'],
    ] as const) {
      await createAthlete(t, org.id, owner.token, { firstName, lastName, gender, grade: 11 });
    }
    hillside = await course('Hillside');
    riverbank = await course('Riverbank');
    hillsideMeet = await createMeet(t, org.id, owner.token, { season: 'cross-country', startDate: '2025-10-04', courseId: hillside.id });
    const riverbankMeet = await createMeet(t, org.id, owner.token, {
      season: 'cross-country',
      startDate: '2025-10-11',
      courseId: riverbank.id,
    });
    const text = [
      'Event,First,Last,Mark',
      // faster than the 8K below, but no 8K mark
      'Men 8.05k,Eli,Stone,25:40.0',
      'Women 5.2 Mile,Maya,Okafor,31:05.0',
      'Men 8k,Jun,Park,26:30.0',
    ].join('\n');
    const p = await preview(hillsideMeet, { text });
    expect(p.errorCount, JSON.stringify(p.rows)).toBe(0);
    expect(p.rows.map((r) => [r.eventType, r.display])).toEqual([
      ['male-xc-8.05k', '25:40'],
      ['female-xc-5.2mile', '31:05'],
      ['male-xc-8k', '26:30'],
    ]);
    expect(p.addedEvents.map((a) => a.eventType).sort()).toEqual(['female-xc-5.2mile', 'male-xc-8.05k', 'male-xc-8k']);
    expect(p.unreadEvents).toEqual([]);
    expect(await commit(hillsideMeet, { text })).toMatchObject({ imported: 3, createdEvents: 3, skipped: 0 });
    // the same measured distance on another course, in metres at a cross-country meet
    expect(await commit(riverbankMeet, { text: 'Event,First,Last,Mark\nMen 8050m,Ravi,Shah,25:10.0' })).toMatchObject({ imported: 1 });
  });

  it('lands each row in the race of its measured distance, with no new team record', async () => {
    const detail = (await call(t.app, getMeet, { as: as(), query: { orgId: org.id, meetId: hillsideMeet.id } })).json<MeetDetail>();
    const rows = detail.events.flatMap((e) =>
      e.entries.map((x) => [e.eventType, e.displayName, x.athlete?.lastName, x.result?.display, x.flags?.isTeamRecord]),
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        ['male-xc-8.05k', '8.05K (XC)', 'Stone', '25:40', false],
        ['female-xc-5.2mile', '5.2 Mile (XC)', 'Okafor', '31:05', false],
        ['male-xc-8k', '8K (XC)', 'Park', '26:30', true],
      ]),
    );
  });

  it('keeps the measured races out of the team records: the 8K record is the 8K mark', async () => {
    for (const query of [
      { orgId: org.id, board: 'all-time' as const, environment: 'outdoor' as const },
      { orgId: org.id, board: 'season' as const, season: 'cross-country' as const, seasonYear: 2025 },
    ]) {
      const res = await call(t.app, getRecords, { as: as(), query });
      expect(res.statusCode, res.body).toBe(200);
      const board = holders(res.json<{ events: RecordEvent[] }>().events);
      expect(board['male-xc-8k'], query.board).toEqual(['Jun Park 26:30']);
      expect(
        Object.keys(board).filter((type) => /xc-\d+\.\d+/.test(type)),
        query.board,
      ).toEqual([]);
    }
  });

  it('keeps the measured races out of the leaders of the standard distances', async () => {
    const leaders = await call(t.app, getEventLeaders, { as: as(), query: { orgId: org.id, type: 'male-xc-8k' } });
    expect(leaders.statusCode, leaders.body).toBe(200);
    expect(leaders.json<EventLeaders>().leaders.map((l) => l.athlete?.lastName)).toEqual(['Park']);
    const season = await call(t.app, getSeasonLeaders, {
      as: as(),
      query: { orgId: org.id, season: 'cross-country', seasonYear: 2025, category: 'cross-country' },
    });
    expect(season.statusCode, season.body).toBe(200);
    const events = season.json<{ events: { eventType: string; leaders: { athlete: { lastName: string } | null }[] }[] }>().events;
    expect(events.map((e) => [e.eventType, e.leaders.map((l) => l.athlete?.lastName)])).toEqual([['male-xc-8k', ['Park']]]);
  });

  it("puts each measured race in the course records of its course and distance, and the course's historical ones", async () => {
    expect(holders(await courseRecords(hillside))).toEqual({
      'male-xc-8k': ['Jun Park 26:30'],
      'male-xc-8.05k': ['Eli Stone 25:40'],
      'female-xc-5.2mile': ['Maya Okafor 31:05'],
    });
    expect(holders(await courseRecords(riverbank))).toEqual({ 'male-xc-8.05k': ['Ravi Shah 25:10'] });
    // a course record typed for the course's measured distance joins its list
    const text = 'Course,Event,Gender,Athlete,Mark,Date\nHillside,8.05K,Boys,Old Star,25:00,1999-10-01';
    const res = await call(t.app, postCourseRecordImport, { as: as(), query: { orgId: org.id }, body: { text } });
    expect(res.statusCode, res.body).toBe(200);
    expect(holders(await courseRecords(hillside))['male-xc-8.05k']).toEqual(['Old Star 25:00', 'Eli Stone 25:40']);
    expect(holders(await courseRecords(riverbank))['male-xc-8.05k']).toEqual(['Ravi Shah 25:10']);
  });

  it('refuses a team record or a standard for a measured distance, naming where it belongs', async () => {
    const record = await call(t.app, postHistoricalRecord, {
      as: as(),
      query: { orgId: org.id },
      body: { eventType: 'male-xc-8.05k', athleteNames: ['Old Star'], mark: '25:00', date: '1999-10-01' },
    });
    expect(record.statusCode).toBe(400);
    expect(record.json<{ message: string }>().message).toMatch(
      /8\.05K \(XC\) is a course's measured distance: its records are course records/,
    );
    const standard = await call(t.app, postStandard, {
      as: as(),
      query: { orgId: org.id },
      body: { name: 'State', level: STANDARD_LEVELS[0], eventType: 'male-xc-8.05k', season: 'cross-country', mark: '26:00' },
    });
    expect(standard.statusCode).toBe(400);
    expect(standard.json<{ message: string }>().message).toMatch(/^body\.eventType: 8\.05K \(XC\) is a course's measured distance/);
  });
});
