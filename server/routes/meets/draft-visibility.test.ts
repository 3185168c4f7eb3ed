/**
 * One rule for what an invitee sees of a meet (issue 24, item 2; decision 046): staff see drafts,
 * an invitee (athlete, parent) sees nothing of one, through any call. Each route is asked, as a
 * coach and as an invitee, about a team with a published meet and a draft meet whose result is the
 * athlete's best: the coach's answer shows the draft (so the question reaches it), the invitee's
 * never does, neither its id, its name nor its mark; calls about the draft itself answer 404.
 */
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CallDef } from '@core/api/define-call';
import { getAthlete, getAthletes } from '@core/api/athletes';
import { getCombinedSheet } from '@core/api/combined-events';
import { getCourse, getCourseRecords, postCourse, type Course } from '@core/api/courses';
import { getEventLeaders } from '@core/api/leaders';
import { getMeet, getMeets, postMeetEvent, type MeetEvent } from '@core/api/meets';
import {
  getImprovement,
  getMyResults,
  getProgression,
  getRecentPrs,
  getSeasonLeaders,
  getStandardsProgress,
  postStandard,
} from '@core/api/performance';
import { getRecordHistory, getRecords } from '@core/api/records';
import { getOccurrence, getSchedule, getScheduleFeed, postAvailability } from '@core/api/schedule';
import { getCompetitors, getStandings } from '@core/api/standings';
import { addMember, createOrganization, type TestUser } from '../../test/factories';
import { createAthlete, recordResult } from '../../test/domain-factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';

const DRAFT_NAME = 'Secret Draft Meet';
const DRAFT_MARK = '12.10';

describe('draft meets: staff see them, invitees see nothing of them', () => {
  const t = useTestApp();
  let orgId: string;
  let coach: TestUser;
  let invitee: TestUser;
  let athleteId: string;
  let draftMeetId: string;
  let combinedEventId: string;
  let course: Course;

  beforeAll(async () => {
    const created = await createOrganization(t);
    orgId = created.organization.id;
    coach = await addMember(t, orgId, 'coach');
    invitee = await addMember(t, orgId, 'invitee');
    // the invitee's own athlete (their latest results, their standards)
    athleteId = (await createAthlete(t, orgId, coach.token, { firstName: 'Dee', lastName: 'Dunn', userId: invitee.user!.id })).id;
    course = (
      await call(t.app, postCourse, { as: coach, query: { orgId }, body: { name: 'Hill Loop', distances: ['xc-5k'] } })
    ).json<Course>();
    const outdoor = (startDate: string, name: string, status: 'scheduled' | 'draft') =>
      ({ name, startDate, season: 'outdoor', status, courseId: course.id, scoring: 'dual' }) as const;
    await recordResult(
      t,
      orgId,
      coach.token,
      athleteId,
      'female-100m',
      { mark: '13.00' },
      outdoor('2025-04-10', 'Last Year Meet', 'scheduled'),
    );
    await recordResult(t, orgId, coach.token, athleteId, 'female-100m', { mark: '12.80' }, outdoor('2026-04-10', 'Open Meet', 'scheduled'));
    const draft = await recordResult(
      t,
      orgId,
      coach.token,
      athleteId,
      'female-100m',
      { mark: DRAFT_MARK },
      outdoor('2026-04-20', DRAFT_NAME, 'draft'),
    );
    draftMeetId = draft.result.meetId;
    const combined = await call(t.app, postMeetEvent, {
      as: coach,
      query: { orgId, meetId: draftMeetId },
      body: { eventType: 'female-heptathlon' },
    });
    expect(combined.statusCode, combined.body).toBe(200);
    combinedEventId = combined.json<MeetEvent>().id;
    const standard = await call(t.app, postStandard, {
      as: coach,
      query: { orgId },
      body: { name: 'League', level: 'league', eventType: 'female-100m', season: 'outdoor', mark: '12.50' },
    });
    expect(standard.statusCode, standard.body).toBe(200);
  });

  const ask = (def: CallDef, as: TestUser, query: Record<string, unknown>, body?: unknown): Promise<LightMyRequestResponse> =>
    call(t.app, def, { as, query: { orgId, ...query }, ...(body !== undefined ? { body } : {}) });

  const showsDraft = (res: LightMyRequestResponse): boolean =>
    res.body.includes(draftMeetId) || res.body.includes(DRAFT_NAME) || res.body.includes(DRAFT_MARK);

  /** Calls whose answer lists meets or results: the coach's shows the draft, the invitee's does not. */
  const lists: [string, CallDef, () => Record<string, unknown>][] = [
    ['GET /api/meets/get', getMeets, () => ({})],
    ['GET /api/meets/get?status=draft', getMeets, () => ({ status: 'draft' })],
    ['GET /api/schedule/get', getSchedule, () => ({ from: '2026-04-01', to: '2026-04-30' })],
    ['GET /api/athletes/get (roster PRs)', getAthletes, () => ({})],
    ['GET /api/athlete/get', getAthlete, () => ({ athleteId })],
    ['GET /api/performance/recent-prs/get (home)', getRecentPrs, () => ({})],
    ['GET /api/performance/leaders/get', getSeasonLeaders, () => ({ season: 'outdoor', seasonYear: 2026 })],
    ['GET /api/performance/improvement/get', getImprovement, () => ({ season: 'outdoor', seasonYear: 2026 })],
    ['GET /api/performance/progression/get', getProgression, () => ({ type: 'female-100m', athleteIds: athleteId })],
    ['GET /api/performance/standards/progress/get', getStandardsProgress, () => ({ season: 'outdoor', seasonYear: 2026 })],
    ['GET /api/records/get', getRecords, () => ({})],
    ['GET /api/record/history/get', getRecordHistory, () => ({ eventType: 'female-100m' })],
    ['GET /api/events/leaders/get', getEventLeaders, () => ({ type: 'female-100m' })],
    ['GET /api/course/get', getCourse, () => ({ courseId: course.id })],
    ['GET /api/course-records/get', getCourseRecords, () => ({})],
  ];
  for (const [name, def, query] of lists) {
    it(`${name}: the coach's answer holds the draft, the invitee's nothing of it`, async () => {
      const staff = await ask(def, coach, query());
      expect(staff.statusCode, staff.body).toBe(200);
      expect(showsDraft(staff)).toBe(true);
      const theirs = await ask(def, invitee, query());
      expect(theirs.statusCode, theirs.body).toBe(200);
      expect(showsDraft(theirs), theirs.body).toBe(false);
    });
  }

  /** Calls about the draft itself: the coach gets it, the invitee 404 as for an unknown meet. */
  const about: [string, CallDef, () => Record<string, unknown>, unknown?][] = [
    ['GET /api/meet/get', getMeet, () => ({ meetId: draftMeetId })],
    ['GET /api/meet/standings/get', getStandings, () => ({ meetId: draftMeetId })],
    ['GET /api/meet/competitors/get', getCompetitors, () => ({ meetId: draftMeetId })],
    ['GET /api/meet/event/combined/get', getCombinedSheet, () => ({ eventId: combinedEventId })],
    ['GET /api/schedule/occurrence/get (a meet)', getOccurrence, () => ({ meetId: draftMeetId })],
    ['POST /api/schedule/availability/post (a meet)', postAvailability, () => ({ meetId: draftMeetId }), { answer: 'going' }],
  ];
  for (const [name, def, query, body] of about) {
    it(`${name}: 200 for the coach, 404 for the invitee`, async () => {
      const staff = await ask(def, coach, query(), body);
      expect(staff.statusCode, staff.body).toBe(200);
      const theirs = await ask(def, invitee, query(), body);
      expect(theirs.statusCode, theirs.body).toBe(404);
      expect(showsDraft(theirs)).toBe(false);
    });
  }

  it("GET /api/performance/mine/get: the invitee's own latest results and PRs leave the draft out", async () => {
    const res = await ask(getMyResults, invitee, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('12.80');
    expect(showsDraft(res), res.body).toBe(false);
  });

  it("the calendar feed: a coach's holds the draft, marked and tentative; an invitee's does not", async () => {
    const feedOf = async (who: TestUser) => {
      const url = new URL((await ask(getScheduleFeed, who, {})).json<{ url: string }>().url);
      const res = await t.app.inject({ method: 'GET', url: url.pathname });
      expect(res.statusCode).toBe(200);
      return res.body;
    };
    const staff = await feedOf(coach);
    expect(staff).toContain(`SUMMARY:Draft: ${DRAFT_NAME}`);
    expect(staff).toMatch(/STATUS:TENTATIVE/);
    const theirs = await feedOf(invitee);
    expect(theirs).toContain('SUMMARY:Open Meet');
    expect(theirs).not.toContain(DRAFT_NAME);
  });
});
