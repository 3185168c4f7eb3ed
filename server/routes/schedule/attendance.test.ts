import { beforeAll, describe, expect, it } from 'vitest';
import { patchAthlete, type Athlete } from '@core/api/athletes';
import type { Organization } from '@core/api/organizations';
import {
  getAthleteAttendance,
  getOccurrence,
  postAttendance,
  postAvailability,
  postScheduleEvent,
  type AthleteAttendance,
  type AttendanceRow,
  type OccurrenceDetail,
  type ScheduleEvent,
} from '@core/api/schedule';
import { addMember, createOrganization, type TestUser } from '../../test/factories';
import { createAthlete } from '../../test/domain-factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';

describe('availability and attendance', () => {
  const t = useTestApp();
  let org: Organization;
  let coach: TestUser;
  let admin: TestUser;
  let athleteUser: TestUser;
  let other: { organization: Organization; owner: TestUser };
  let jumper: Athlete;
  let thrower: Athlete;
  let sprinter: Athlete;
  let jumps: ScheduleEvent;
  const occurrence = '2027-04-05T15:30';

  beforeAll(async () => {
    ({ organization: org } = await createOrganization(t, undefined, { timezone: 'America/Chicago' }));
    coach = await addMember(t, org.id, 'coach');
    admin = await addMember(t, org.id, 'admin');
    athleteUser = await addMember(t, org.id, 'invitee');
    other = await createOrganization(t);
    jumper = await createAthlete(t, org.id, coach.token, { firstName: 'Jo', lastName: 'Jumper', eventGroups: ['jumps'] });
    thrower = await createAthlete(t, org.id, coach.token, { firstName: 'Tess', lastName: 'Thrower', eventGroups: ['throws'] });
    sprinter = await createAthlete(t, org.id, coach.token, { firstName: 'Sam', lastName: 'Sprinter', eventGroups: ['sprints', 'jumps'] });
    await call(t.app, patchAthlete, {
      as: { token: coach.token },
      query: { orgId: org.id, athleteId: jumper.id },
      body: { userId: athleteUser.user!.id },
    });
    const res = await call(t.app, postScheduleEvent, {
      as: { token: coach.token },
      query: { orgId: org.id },
      body: {
        kind: 'practice',
        title: 'Jumps practice',
        start: occurrence,
        end: '2027-04-05T17:00',
        audience: ['jumps'],
        recurrence: { freq: 'weekly', byDay: ['MO'], until: '2027-05-31' },
      },
    });
    jumps = res.json<ScheduleEvent>();
  });

  const target = () => ({ orgId: org.id, eventId: jumps.id, occurrence });

  it('members answer going / maybe / not going; coaches see counts and names', async () => {
    const a = await call(t.app, postAvailability, { as: { token: athleteUser.token }, query: target(), body: { answer: 'going' } });
    expect(a.json()).toEqual({ answer: 'going', counts: { going: 1, maybe: 0, notGoing: 0 } });
    await call(t.app, postAvailability, { as: { token: coach.token }, query: target(), body: { answer: 'not-going' } });
    const changed = await call(t.app, postAvailability, { as: { token: athleteUser.token }, query: target(), body: { answer: 'maybe' } });
    expect(changed.json()).toEqual({ answer: 'maybe', counts: { going: 0, maybe: 1, notGoing: 1 } });
    const detail = (await call(t.app, getOccurrence, { as: { token: coach.token }, query: target() })).json<OccurrenceDetail>();
    expect(detail.responses.map((r) => r.answer).sort()).toEqual(['maybe', 'not-going']);
    expect(detail.item).toMatchObject({ title: 'Jumps practice', myAnswer: 'not-going', counts: { going: 0, maybe: 1, notGoing: 1 } });
    // the sheet lists the athletes the practice is for (jumps), with the linked account's answer
    expect(detail.attendance!.map((r) => [r.lastName, r.answer, r.status])).toEqual([
      ['Jumper', 'maybe', null],
      ['Sprinter', null, null],
    ]);
    // an invitee reads who is going, never the attendance sheet
    const asInvitee = (await call(t.app, getOccurrence, { as: { token: athleteUser.token }, query: target() })).json<OccurrenceDetail>();
    expect(asInvitee.attendance).toBeNull();
    const back = await call(t.app, postAvailability, { as: { token: athleteUser.token }, query: target(), body: { answer: null } });
    expect(back.json()).toEqual({ answer: null, counts: { going: 0, maybe: 0, notGoing: 1 } });
  });

  it('coaches and admins take attendance; an invitee may not (403); another team 404', async () => {
    const res = await call(t.app, postAttendance, {
      as: { token: coach.token },
      query: target(),
      body: {
        records: [
          { athleteId: jumper.id, status: 'late' },
          { athleteId: sprinter.id, status: 'present' },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AttendanceRow[]>().map((r) => [r.lastName, r.status])).toEqual([
      ['Jumper', 'late'],
      ['Sprinter', 'present'],
    ]);
    // marking someone outside the audience adds them to the sheet
    const extra = await call(t.app, postAttendance, {
      as: { token: admin.token },
      query: target(),
      body: { records: [{ athleteId: thrower.id, status: 'excused' }] },
    });
    expect(extra.json<AttendanceRow[]>().map((r) => r.lastName)).toEqual(['Jumper', 'Sprinter', 'Thrower']);
    const cleared = await call(t.app, postAttendance, {
      as: { token: admin.token },
      query: target(),
      body: { records: [{ athleteId: thrower.id, status: null }] },
    });
    expect(cleared.json<AttendanceRow[]>().map((r) => r.lastName)).toEqual(['Jumper', 'Sprinter']);

    const denied = await call(t.app, postAttendance, {
      as: { token: athleteUser.token },
      query: target(),
      body: { records: [{ athleteId: jumper.id, status: 'present' }] },
    });
    expect(denied.statusCode).toBe(403);
    expect(
      (await call(t.app, postAttendance, { query: target(), body: { records: [{ athleteId: jumper.id, status: 'present' }] } })).statusCode,
    ).toBe(401);
    const bad = await call(t.app, postAttendance, {
      as: { token: coach.token },
      query: target(),
      body: { records: [{ athleteId: jumper.id, status: 'sleeping' }] },
    });
    expect(bad.statusCode).toBe(400);
    const wrongDay = await call(t.app, postAttendance, {
      as: { token: coach.token },
      query: { ...target(), occurrence: '2027-04-06T15:30' },
      body: { records: [{ athleteId: jumper.id, status: 'present' }] },
    });
    expect(wrongDay.statusCode).toBe(404);
    const strangerAthlete = await createAthlete(t, other.organization.id, other.owner.token);
    const foreign = await call(t.app, postAttendance, {
      as: { token: coach.token },
      query: target(),
      body: { records: [{ athleteId: strangerAthlete.id, status: 'present' }] },
    });
    expect(foreign.statusCode).toBe(404);
    const stranger = await call(t.app, postAttendance, {
      as: { token: other.owner.token },
      query: { ...target(), orgId: other.organization.id },
      body: { records: [{ athleteId: strangerAthlete.id, status: 'present' }] },
    });
    expect(stranger.statusCode).toBe(404);
  });

  it("an athlete's attendance, for coaches and the athlete", async () => {
    await call(t.app, postAttendance, {
      as: { token: coach.token },
      query: { ...target(), occurrence: '2027-04-12T15:30' },
      body: { records: [{ athleteId: jumper.id, status: 'absent' }] },
    });
    const res = await call(t.app, getAthleteAttendance, { as: { token: coach.token }, query: { orgId: org.id, athleteId: jumper.id } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<AthleteAttendance>();
    expect(body.counts).toEqual({ present: 0, late: 1, excused: 0, absent: 1 });
    expect(body.items.map((i) => [i.localStart, i.status, i.title])).toEqual([
      ['2027-04-12T15:30', 'absent', 'Jumps practice'],
      ['2027-04-05T15:30', 'late', 'Jumps practice'],
    ]);
    // the athlete reads their own record (decision 052); another athlete's is as if it did not exist
    const own = await call(t.app, getAthleteAttendance, {
      as: { token: athleteUser.token },
      query: { orgId: org.id, athleteId: jumper.id },
    });
    expect(own.json<AthleteAttendance>().counts).toEqual(body.counts);
    expect(
      (await call(t.app, getAthleteAttendance, { as: { token: athleteUser.token }, query: { orgId: org.id, athleteId: thrower.id } }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call(t.app, getAthleteAttendance, {
          as: { token: other.owner.token },
          query: { orgId: other.organization.id, athleteId: jumper.id },
        })
      ).statusCode,
    ).toBe(404);
  });
});
