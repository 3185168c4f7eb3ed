import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { deleteOrganization, type Organization } from '@core/api/organizations';
import {
  deleteCourse,
  getCourse,
  getCourseRecords,
  getCourses,
  patchCourse,
  postCourse,
  postCourseRecordImport,
  postCourseRecordImportPreview,
  type Course,
} from '@core/api/courses';
import { patchMeet, postEntries, type Meet } from '@core/api/meets';
import type { RecordEvent } from '@core/api/records';
import type { FileMetadata } from '@core/api/files';
import { addMember, createOrganization, type TestUser } from '../../test/factories';
import { addMeetEvent, createAthlete, createMeet, saveResult } from '../../test/domain-factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';
import { postMultipart } from '../files/testing/uploads';

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/**
 * A real slice of the NRCD 2023-24 cross-country data (../shared/data/nrcd-xc-2023-24): every
 * result of team 176 at the three meets held in Attleboro, Massachusetts (one course).
 */
const FIXTURE = readFileSync(join(import.meta.dirname, 'fixtures', 'nrcd-attleboro-team-176.csv'), 'utf8')
  .trim()
  .split('\n')
  .slice(1);
const EVENTS: Record<string, string> = { '17': 'xc-5k', '47': 'xc-6k', '48': 'xc-8k' };
const rows = FIXTURE.map((line) => {
  const [, meetId, meetName, date, , , , athleteId, gender, eventId, time] = line.split(',');
  return {
    meetId: meetId!,
    meetName: meetName!,
    date: date!,
    athleteId: athleteId!,
    gender: gender === 'F' ? 'female' : 'male',
    event: EVENTS[eventId!]!,
    time: time!,
  };
});
/** Seconds of "m:ss.hh", to the hundredth as the data gives them (off-track times keep their precision). */
const seconds = (t: string) => {
  const [m, s] = t.split(':');
  return Math.round((Number(m) * 60 + Number(s)) * 100) / 100;
};

describe('courses and course records', () => {
  const t = useTestApp();
  let org: Organization;
  let coach: TestUser;
  let invitee: TestUser;
  let other: { organization: Organization; owner: TestUser };
  let course: Course;
  const meets = new Map<string, Meet>();

  beforeAll(async () => {
    ({ organization: org } = await createOrganization(t));
    coach = await addMember(t, org.id, 'coach');
    invitee = await addMember(t, org.id, 'invitee');
    other = await createOrganization(t);
  });

  it('adds, lists, searches and changes a course; invitees read; other teams get 404', async () => {
    const body = {
      name: 'Hidden Hollow Course',
      address: 'Attleboro, Massachusetts',
      distances: ['xc-6k', 'xc-8k'] as ('xc-6k' | 'xc-8k')[],
      surface: 'Grass and trail',
      notes: 'Hilly second mile',
    };
    expect((await call(t.app, postCourse, { query: { orgId: org.id }, body })).statusCode).toBe(401);
    expect((await call(t.app, postCourse, { as: { token: invitee.token }, query: { orgId: org.id }, body })).statusCode).toBe(403);
    expect((await call(t.app, postCourse, { as: { token: other.owner.token }, query: { orgId: org.id }, body })).statusCode).toBe(404);
    const bad = await call(t.app, postCourse, { as: { token: coach.token }, query: { orgId: org.id }, body: { ...body, name: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('name');
    const badMap = await call(t.app, postCourse, {
      as: { token: coach.token },
      query: { orgId: org.id },
      body: { ...body, mapImage: 'https://example.com/map.png' },
    });
    expect(badMap.json()).toMatchObject({ statusCode: 400, field: 'body.mapImage' });
    // coordinates come as a pair (the course form says the same, from the same schema)
    const half = await call(t.app, postCourse, {
      as: { token: coach.token },
      query: { orgId: org.id },
      body: { ...body, latitude: 41.94 },
    });
    expect(half.json()).toMatchObject({ statusCode: 400, field: 'body.longitude' });
    expect(half.json<{ message: string }>().message).toContain('Give both coordinates, or neither');
    const res = await call(t.app, postCourse, { as: { token: coach.token }, query: { orgId: org.id }, body });
    expect(res.statusCode, res.body).toBe(200);
    course = res.json<Course>();
    expect(course).toMatchObject({ ...body, latitude: null, mapImage: null, meetCount: 0 });
    await call(t.app, postCourse, {
      as: { token: coach.token },
      query: { orgId: org.id },
      body: { name: 'Flat Meadow', distances: ['xc-5k'] },
    });
    const list = (await call(t.app, getCourses, { as: { token: invitee.token }, query: { orgId: org.id } })).json<{ items: Course[] }>()
      .items;
    expect(list.map((c) => c.name)).toEqual(['Flat Meadow', 'Hidden Hollow Course']);
    const found = (await call(t.app, getCourses, { as: { token: invitee.token }, query: { orgId: org.id, search: 'attleboro' } })).json<{
      items: Course[];
    }>().items;
    expect(found.map((c) => c.name)).toEqual(['Hidden Hollow Course']);
    const patched = await call(t.app, patchCourse, {
      as: { token: coach.token },
      query: { orgId: org.id, courseId: course.id },
      body: { latitude: 41.94, longitude: -71.28 },
    });
    expect(patched.json<Course>()).toMatchObject({ latitude: 41.94, longitude: -71.28, name: body.name });
    expect(
      (
        await call(t.app, patchCourse, {
          as: { token: other.owner.token },
          query: { orgId: other.organization.id, courseId: course.id },
          body: { name: 'Mine' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, getCourse, { as: { token: other.owner.token }, query: { orgId: other.organization.id, courseId: course.id } }))
        .statusCode,
    ).toBe(404);
  });

  it('a change leaves what it does not name: adding and removing the map keeps location, distances and surface', async () => {
    const body = {
      name: 'Map Test Course',
      address: 'Franklin Park, Boston',
      latitude: 42.3,
      longitude: -71.09,
      distances: ['xc-5k', 'xc-8k'] as ('xc-5k' | 'xc-8k')[],
      surface: 'Grass',
      notes: 'Bear Cage hill at 2 miles',
    };
    const created = (await call(t.app, postCourse, { as: { token: coach.token }, query: { orgId: org.id }, body })).json<Course>();
    const upload = await postMultipart(t.app, coach.token, { orgId: org.id, purpose: 'course-map', name: 'map.png', data: png });
    expect(upload.statusCode, upload.body).toBe(200);
    const map = upload.json<FileMetadata>().publicPath;
    const q = { orgId: org.id, courseId: created.id };

    const added = await call(t.app, patchCourse, { as: { token: coach.token }, query: q, body: { mapImage: map } });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<Course>()).toMatchObject({ ...body, mapImage: map });
    // and after a reload
    expect((await call(t.app, getCourse, { as: { token: coach.token }, query: q })).json<Course>()).toMatchObject({
      ...body,
      mapImage: map,
    });

    const removed = await call(t.app, patchCourse, { as: { token: coach.token }, query: q, body: { mapImage: null } });
    expect(removed.json<Course>()).toMatchObject({ ...body, mapImage: null });
    const renamed = await call(t.app, patchCourse, { as: { token: coach.token }, query: q, body: { name: 'Franklin Park' } });
    expect(renamed.json<Course>()).toMatchObject({ ...body, name: 'Franklin Park', mapImage: null });
  });

  it('course records per gender and distance, from the meets on the course, equal the data set (NRCD slice)', async () => {
    const athletes = new Map<string, string>();
    for (const r of rows) {
      if (!athletes.has(r.athleteId)) {
        const a = await createAthlete(t, org.id, coach.token, {
          firstName: 'Runner',
          lastName: r.athleteId,
          gender: r.gender as 'male' | 'female',
        });
        athletes.set(r.athleteId, a.id);
      }
      if (!meets.has(r.meetId)) {
        const m = await createMeet(t, org.id, coach.token, {
          name: r.meetName,
          startDate: r.date,
          season: 'cross-country',
          courseId: course.id,
        });
        meets.set(r.meetId, m);
      }
    }
    // a meet elsewhere: its faster times are not course records
    const elsewhere = await createMeet(t, org.id, coach.token, {
      name: 'Elsewhere Open',
      startDate: '2023-10-07',
      season: 'cross-country',
    });
    const groups = new Map<string, typeof rows>();
    for (const r of rows)
      groups.set(`${r.meetId}|${r.gender}-${r.event}`, [...(groups.get(`${r.meetId}|${r.gender}-${r.event}`) ?? []), r]);
    for (const [key, list] of groups) {
      const [meetId, type] = key.split('|') as [string, string];
      const ev = await addMeetEvent(t, org.id, coach.token, meets.get(meetId)!.id, type);
      const entries = (
        await call(t.app, postEntries, {
          as: { token: coach.token },
          query: { orgId: org.id, eventId: ev.id },
          body: { athleteIds: list.map((r) => athletes.get(r.athleteId)!) },
        })
      ).json<{ id: string; athlete: { id: string } }[]>();
      for (const r of list)
        await saveResult(t, org.id, coach.token, entries.find((e) => e.athlete.id === athletes.get(r.athleteId))!.id, { mark: r.time });
    }
    const fast = await addMeetEvent(t, org.id, coach.token, elsewhere.id, 'male-xc-8k');
    const [fastEntry] = (
      await call(t.app, postEntries, {
        as: { token: coach.token },
        query: { orgId: org.id, eventId: fast.id },
        body: { athleteIds: [athletes.get('2114')!] },
      })
    ).json<{ id: string }[]>();
    await saveResult(t, org.id, coach.token, fastEntry!.id, { mark: '24:00.0' });

    // the independent computation: per gender and distance, each athlete's best (hundredths), ranked
    const expected = new Map<string, { who: string; s: number }[]>();
    for (const r of rows) {
      const type = `${r.gender}-${r.event}`;
      const list = expected.get(type) ?? [];
      const mine = list.find((x) => x.who === `Runner ${r.athleteId}`);
      if (!mine) list.push({ who: `Runner ${r.athleteId}`, s: seconds(r.time) });
      else mine.s = Math.min(mine.s, seconds(r.time));
      expected.set(type, list);
    }
    const res = await call(t.app, getCourse, { as: { token: invitee.token }, query: { orgId: org.id, courseId: course.id } });
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json<Course & { meets: { name: string; resultCount: number }[]; records: RecordEvent[] }>();
    expect(detail.meetCount).toBe(3);
    expect(detail.meets.reduce((n, m) => n + m.resultCount, 0)).toBe(rows.length);
    expect(detail.records.map((e) => e.eventType).sort()).toEqual([...expected.keys()].sort());
    for (const e of detail.records) {
      const want = expected
        .get(e.eventType)!
        .sort((a, b) => a.s - b.s)
        .slice(0, 10);
      expect(e.top.map((m) => [m.athleteNames[0], m.mark.kind === 'time' ? m.mark.ms / 1000 : null])).toEqual(
        want.map((w) => [w.who, w.s]),
      );
      expect(e.record.map((m) => m.athleteNames[0])).toEqual(want.filter((w) => w.s === want[0]!.s).map((w) => w.who));
    }
    const all = (await call(t.app, getCourseRecords, { as: { token: invitee.token }, query: { orgId: org.id } })).json<{
      courses: { course: Course; records: RecordEvent[] }[];
    }>();
    expect(all.courses.find((c) => c.course.id === course.id)!.records).toEqual(detail.records);
    expect(all.courses.find((c) => c.course.name === 'Flat Meadow')!.records).toEqual([]);
  });

  it('refuses to delete a course while meets are run on it', async () => {
    const res = await call(t.app, deleteCourse, { as: { token: coach.token }, query: { orgId: org.id, courseId: course.id } });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toContain('3 meets are run on this course');
    expect(
      (await call(t.app, deleteCourse, { as: { token: invitee.token }, query: { orgId: org.id, courseId: course.id } })).statusCode,
    ).toBe(403);
    const spare = (
      await call(t.app, postCourse, { as: { token: coach.token }, query: { orgId: org.id }, body: { name: 'Spare Loop' } })
    ).json<Course>();
    const m = await createMeet(t, org.id, coach.token, {
      name: 'Spare Meet',
      startDate: '2024-10-01',
      season: 'cross-country',
      courseId: spare.id,
    });
    expect((await call(t.app, deleteCourse, { as: { token: coach.token }, query: { orgId: org.id, courseId: spare.id } })).statusCode).toBe(
      409,
    );
    await call(t.app, patchMeet, { as: { token: coach.token }, query: { orgId: org.id, meetId: m.id }, body: { courseId: null } });
    expect((await call(t.app, deleteCourse, { as: { token: coach.token }, query: { orgId: org.id, courseId: spare.id } })).statusCode).toBe(
      200,
    );
    const foreign = await call(t.app, patchMeet, {
      as: { token: other.owner.token },
      query: { orgId: other.organization.id, meetId: (await createMeet(t, other.organization.id, other.owner.token)).id },
      body: { courseId: course.id },
    });
    expect(foreign.json()).toMatchObject({ statusCode: 400, field: 'body.courseId' });
  });

  it('imports historical course records all or nothing, naming a bad row; they rank on the course', async () => {
    const header = 'Course,Event,Gender,Athlete,Mark,Date,Meet';
    const good = `Hidden Hollow Course,8K,Boys,Old Legend,23:59.0,2001-10-01,Brown Bear 2001`;
    const bad = [
      header,
      good,
      'No Such Course,8K,Boys,Nobody,25:00,2002-10-01,X',
      'Hidden Hollow Course,100m,Boys,Sprinter,10.90,2002-10-01,X',
    ].join('\n');
    const preview = await call(t.app, postCourseRecordImportPreview, {
      as: { token: coach.token },
      query: { orgId: org.id },
      body: { text: bad },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const p = preview.json<{ rows: { row: number; errors: { field: string }[] }[]; invalid: number }>();
    expect(p.invalid, JSON.stringify(p.rows)).toBe(2);
    expect(p.rows.map((r) => [r.row, r.errors.map((e) => e.field)])).toEqual([
      [2, []],
      [3, ['Course']],
      [4, ['Event']],
    ]);
    const refused = await call(t.app, postCourseRecordImport, {
      as: { token: coach.token },
      query: { orgId: org.id },
      body: { text: bad },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toContain('Row 3: Course');
    expect(
      (await call(t.app, postCourseRecordImport, { as: { token: invitee.token }, query: { orgId: org.id }, body: { text: bad } }))
        .statusCode,
    ).toBe(403);
    const ok = await call(t.app, postCourseRecordImport, {
      as: { token: coach.token },
      query: { orgId: org.id },
      body: { text: [header, good].join('\n') },
    });
    expect(ok.json()).toEqual({ created: 1 });
    const detail = (await call(t.app, getCourse, { as: { token: coach.token }, query: { orgId: org.id, courseId: course.id } })).json<{
      records: RecordEvent[];
    }>();
    expect(detail.records.find((e) => e.eventType === 'male-xc-8k')!.record[0]).toMatchObject({
      source: 'historical',
      athleteNames: ['Old Legend'],
    });
  });

  it('deleting a team removes its courses with the meets run on them', async () => {
    const team = await createOrganization(t);
    const c = (
      await call(t.app, postCourse, {
        as: { token: team.owner.token },
        query: { orgId: team.organization.id },
        body: { name: 'Home Loop' },
      })
    ).json<Course>();
    await createMeet(t, team.organization.id, team.owner.token, { season: 'cross-country', courseId: c.id });
    await call(t.app, postCourseRecordImport, {
      as: { token: team.owner.token },
      query: { orgId: team.organization.id },
      body: { text: 'Course,Event,Gender,Athlete,Mark,Date\nHome Loop,5K,Girls,Old Star,18:00,1999-10-01' },
    });
    const res = await call(t.app, deleteOrganization, { as: { token: team.owner.token }, query: { organizationId: team.organization.id } });
    expect(res.statusCode, res.body).toBe(200);
  });
});
