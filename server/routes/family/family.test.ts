import { beforeAll, describe, expect, it } from 'vitest';
import { patchAthlete, type Athlete } from '@core/api/athletes';
import {
  deleteFamilyLink,
  getAthleteFamily,
  getFamilyRequests,
  getFamilySchedule,
  getMyFamily,
  postAthleteFamilyCodeRotate,
  postAthleteFamilyLink,
  postFamilyAvailability,
  postFamilyClaim,
  postFamilyLinkConfirm,
  type AthleteFamily,
  type FamilyAthlete,
  type FamilyLink,
} from '@core/api/family';
import { deleteMember } from '@core/api/members';
import { getMyResults } from '@core/api/performance';
import type { Organization } from '@core/api/organizations';
import {
  getAthleteAttendance,
  getOccurrence,
  postAttendance,
  postAvailability,
  postScheduleEvent,
  type CalendarItem,
  type OccurrenceDetail,
  type ScheduleEvent,
} from '@core/api/schedule';
import { addMember, createOrganization, type TestUser } from '../../test/factories';
import { createAthlete } from '../../test/domain-factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';

describe('families: parents linked to athletes', () => {
  const t = useTestApp();
  let org: Organization;
  let coach: TestUser;
  let parent: TestUser;
  let otherParent: TestUser;
  let athleteUser: TestUser;
  let other: { organization: Organization; owner: TestUser };
  let kid: Athlete; // no account of their own
  let teen: Athlete; // has an account (athleteUser)
  let stranger: Athlete; // nobody's child here
  let jumps: ScheduleEvent;
  let throws: ScheduleEvent;
  const occurrence = '2027-04-05T15:30';

  const as = (u: TestUser) => ({ token: u.token });
  const family = async (u: TestUser) => (await call(t.app, getMyFamily, { as: as(u), query: { orgId: org.id } })).json<FamilyAthlete[]>();
  const codeOf = async (athleteId: string) =>
    (await call(t.app, getAthleteFamily, { as: as(coach), query: { orgId: org.id, athleteId } })).json<AthleteFamily>().code;
  const practice = async (title: string, audience: ('jumps' | 'throws')[]) =>
    (
      await call(t.app, postScheduleEvent, {
        as: as(coach),
        query: { orgId: org.id },
        body: { kind: 'practice', title, start: occurrence, end: '2027-04-05T17:00', audience },
      })
    ).json<ScheduleEvent>();

  beforeAll(async () => {
    ({ organization: org } = await createOrganization(t));
    coach = await addMember(t, org.id, 'coach');
    parent = await addMember(t, org.id, 'invitee');
    otherParent = await addMember(t, org.id, 'invitee');
    athleteUser = await addMember(t, org.id, 'invitee');
    other = await createOrganization(t);
    kid = await createAthlete(t, org.id, coach.token, { firstName: 'Kim', lastName: 'Kid', eventGroups: ['jumps'] });
    teen = await createAthlete(t, org.id, coach.token, { firstName: 'Tia', lastName: 'Teen', eventGroups: ['jumps'] });
    stranger = await createAthlete(t, org.id, coach.token, { firstName: 'Sol', lastName: 'Stranger', eventGroups: ['throws'] });
    await call(t.app, patchAthlete, {
      as: as(coach),
      query: { orgId: org.id, athleteId: teen.id },
      body: { userId: athleteUser.user!.id },
    });
    jumps = await practice('Jumps practice', ['jumps']);
    throws = await practice('Throws practice', ['throws']);
  });

  it("a parent's code asks for a link that only a coach's confirmation opens", async () => {
    const code = await codeOf(kid.id);
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    // typed loosely (lower case, a dash, spaces) it still matches
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)} `;
    const claim = await call(t.app, postFamilyClaim, { as: as(parent), query: { orgId: org.id }, body: { code: typed } });
    expect(claim.statusCode, claim.body).toBe(200);
    expect(claim.json<FamilyAthlete>()).toMatchObject({ athleteId: kid.id, status: 'pending' });
    // waiting: nothing of the athlete's private data yet
    const before = await call(t.app, getFamilySchedule, {
      as: as(parent),
      query: { orgId: org.id, athleteId: kid.id, from: '2027-04-01', to: '2027-04-30' },
    });
    expect(before.statusCode).toBe(404);
    expect((await call(t.app, getAthleteAttendance, { as: as(parent), query: { orgId: org.id, athleteId: kid.id } })).statusCode).toBe(404);
    // a parent cannot confirm their own request
    const linkId = claim.json<FamilyAthlete>().linkId;
    expect((await call(t.app, postFamilyLinkConfirm, { as: as(parent), query: { orgId: org.id, linkId } })).statusCode).toBe(403);
    // the coach sees it waiting, and confirms it
    const waiting = (await call(t.app, getFamilyRequests, { as: as(coach), query: { orgId: org.id } })).json<FamilyLink[]>();
    expect(waiting.map((l) => [l.athleteLastName, l.userId, l.status])).toEqual([['Kid', parent.user!.id, 'pending']]);
    const confirmed = await call(t.app, postFamilyLinkConfirm, { as: as(coach), query: { orgId: org.id, linkId } });
    expect(confirmed.json<FamilyLink>().status).toBe('confirmed');
    expect((await family(parent)).map((a) => [a.lastName, a.status])).toEqual([['Kid', 'confirmed']]);
    expect((await call(t.app, getFamilyRequests, { as: as(coach), query: { orgId: org.id } })).json<FamilyLink[]>()).toEqual([]);
  });

  it('a wrong or rotated code links nobody; codes are per team', async () => {
    const bad = await call(t.app, postFamilyClaim, { as: as(otherParent), query: { orgId: org.id }, body: { code: 'ABCD2345' } });
    expect(bad.statusCode).toBe(404);
    expect(bad.json<{ code: string }>().code).toBe('family-code-not-found');
    expect(
      (await call(t.app, postFamilyClaim, { as: as(otherParent), query: { orgId: org.id }, body: { code: 'short' } })).statusCode,
    ).toBe(400);
    const old = await codeOf(stranger.id);
    const rotated = await call(t.app, postAthleteFamilyCodeRotate, { as: as(coach), query: { orgId: org.id, athleteId: stranger.id } });
    expect(rotated.json<AthleteFamily>().code).not.toBe(old);
    expect((await call(t.app, postFamilyClaim, { as: as(otherParent), query: { orgId: org.id }, body: { code: old } })).statusCode).toBe(
      404,
    );
    // another team's member with this team's code: a stranger to the team
    const outsider = await call(t.app, postFamilyClaim, {
      as: as(other.owner),
      query: { orgId: org.id },
      body: { code: rotated.json<AthleteFamily>().code },
    });
    expect(outsider.statusCode).toBe(404);
    expect(await family(otherParent)).toEqual([]);
    // the parent may not read codes, nor link themselves
    expect((await call(t.app, getAthleteFamily, { as: as(parent), query: { orgId: org.id, athleteId: stranger.id } })).statusCode).toBe(
      403,
    );
    expect(
      (
        await call(t.app, postAthleteFamilyLink, {
          as: as(parent),
          query: { orgId: org.id, athleteId: stranger.id },
          body: { userId: parent.user!.id },
        })
      ).statusCode,
    ).toBe(403);
  });

  it("a coach links a member from the athlete's page, confirmed at once; never staff nor the athlete themself", async () => {
    const res = await call(t.app, postAthleteFamilyLink, {
      as: as(coach),
      query: { orgId: org.id, athleteId: teen.id },
      body: { userId: parent.user!.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<FamilyLink>()).toMatchObject({ athleteId: teen.id, userId: parent.user!.id, status: 'confirmed' });
    expect((await family(parent)).map((a) => a.lastName)).toEqual(['Kid', 'Teen']);
    const self = await call(t.app, postAthleteFamilyLink, {
      as: as(coach),
      query: { orgId: org.id, athleteId: teen.id },
      body: { userId: athleteUser.user!.id },
    });
    expect(self.statusCode).toBe(400);
    const staff = await call(t.app, postAthleteFamilyLink, {
      as: as(coach),
      query: { orgId: org.id, athleteId: teen.id },
      body: { userId: coach.user!.id },
    });
    expect(staff.statusCode).toBe(400);
    const outsider = await call(t.app, postAthleteFamilyLink, {
      as: as(coach),
      query: { orgId: org.id, athleteId: teen.id },
      body: { userId: other.owner.user!.id },
    });
    expect(outsider.statusCode).toBe(400);
    const links = (
      await call(t.app, getAthleteFamily, { as: as(coach), query: { orgId: org.id, athleteId: teen.id } })
    ).json<AthleteFamily>().links;
    expect(links.map((l) => [l.userId, l.status])).toEqual([[parent.user!.id, 'confirmed']]);
  });

  it("a parent sees only their athletes' schedule and answers for them, never for another athlete", async () => {
    const schedule = await call(t.app, getFamilySchedule, {
      as: as(parent),
      query: { orgId: org.id, athleteId: kid.id, from: '2027-04-01', to: '2027-04-30' },
    });
    expect(schedule.statusCode, schedule.body).toBe(200);
    // the jumper's practice, not the throwers'
    expect(schedule.json<{ items: CalendarItem[] }>().items.map((i) => i.title)).toEqual(['Jumps practice']);
    const jumpsTarget = { eventId: jumps.id, occurrence };
    const answered = await call(t.app, postFamilyAvailability, {
      as: as(parent),
      query: { orgId: org.id, athleteId: kid.id, ...jumpsTarget },
      body: { answer: 'going' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toEqual({ answer: 'going', counts: { going: 1, maybe: 0, notGoing: 0 } });
    const after = await call(t.app, getFamilySchedule, {
      as: as(parent),
      query: { orgId: org.id, athleteId: kid.id, from: '2027-04-01', to: '2027-04-30' },
    });
    expect(after.json<{ items: CalendarItem[] }>().items[0]!.myAnswer).toBe('going');
    // an athlete with an account: one answer, under the athlete's account, that both see and change
    await call(t.app, postFamilyAvailability, {
      as: as(parent),
      query: { orgId: org.id, athleteId: teen.id, ...jumpsTarget },
      body: { answer: 'maybe' },
    });
    const teenSees = await call(t.app, getOccurrence, { as: as(athleteUser), query: { orgId: org.id, ...jumpsTarget } });
    expect(teenSees.json<OccurrenceDetail>().item).toMatchObject({ myAnswer: 'maybe', counts: { going: 1, maybe: 1, notGoing: 0 } });
    // the coach's sheet shows both answers by athlete
    const sheet = (await call(t.app, getOccurrence, { as: as(coach), query: { orgId: org.id, ...jumpsTarget } })).json<OccurrenceDetail>();
    expect(sheet.attendance!.map((r) => [r.lastName, r.answer])).toEqual([
      ['Kid', 'going'],
      ['Teen', 'maybe'],
    ]);
    expect(sheet.responses.map((r) => [r.answer, r.athleteId, r.userId])).toEqual([
      ['going', kid.id, null],
      ['maybe', null, athleteUser.user!.id],
    ]);
    expect(sheet.responses[0]!.name).toBe('Kim Kid');
    // another athlete's answer, schedule, attendance: as if they did not exist
    const foreign = await call(t.app, postFamilyAvailability, {
      as: as(parent),
      query: { orgId: org.id, athleteId: stranger.id, eventId: throws.id, occurrence },
      body: { answer: 'going' },
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (
        await call(t.app, getFamilySchedule, {
          as: as(parent),
          query: { orgId: org.id, athleteId: stranger.id, from: '2027-04-01', to: '2027-04-30' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await call(t.app, getAthleteAttendance, { as: as(parent), query: { orgId: org.id, athleteId: stranger.id } })).statusCode).toBe(
      404,
    );
    expect(
      (await call(t.app, postFamilyAvailability, { query: { orgId: org.id, athleteId: kid.id, ...jumpsTarget }, body: { answer: null } }))
        .statusCode,
    ).toBe(401);
  });

  it("a parent's home shows their confirmed athletes' results, and no one else's", async () => {
    const mine = await call(t.app, getMyResults, { as: as(parent), query: { orgId: org.id } });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(
      mine
        .json<{ athletes: { athlete: { id: string } }[] }>()
        .athletes.map((a) => a.athlete.id)
        .sort(),
    ).toEqual([kid.id, teen.id].sort());
    const nobody = await call(t.app, getMyResults, { as: as(otherParent), query: { orgId: org.id } });
    expect(nobody.json<{ athletes: unknown[] }>().athletes).toEqual([]);
  });

  it("a parent reads their athlete's attendance, and only their family's answers on an occurrence", async () => {
    const jumpsTarget = { orgId: org.id, eventId: jumps.id, occurrence };
    await call(t.app, postAttendance, { as: as(coach), query: jumpsTarget, body: { records: [{ athleteId: kid.id, status: 'late' }] } });
    const attendance = await call(t.app, getAthleteAttendance, { as: as(parent), query: { orgId: org.id, athleteId: kid.id } });
    expect(attendance.statusCode, attendance.body).toBe(200);
    expect(attendance.json<{ counts: { late: number } }>().counts.late).toBe(1);
    // a teammate answers; the parent sees the counts, their own family's names, not the teammate's
    const teammate = await addMember(t, org.id, 'invitee');
    const sol = await createAthlete(t, org.id, coach.token, { firstName: 'Ann', lastName: 'Mate', eventGroups: ['jumps'] });
    await call(t.app, patchAthlete, { as: as(coach), query: { orgId: org.id, athleteId: sol.id }, body: { userId: teammate.user!.id } });
    await call(t.app, postAvailability, { as: as(teammate), query: jumpsTarget, body: { answer: 'not-going' } });
    const seen = (await call(t.app, getOccurrence, { as: as(parent), query: jumpsTarget })).json<OccurrenceDetail>();
    expect(seen.item.counts).toEqual({ going: 1, maybe: 1, notGoing: 1 });
    expect(seen.responses.map((r) => r.athleteId ?? r.userId).sort()).toEqual([kid.id, athleteUser.user!.id].sort());
    expect(seen.attendance).toBeNull();
    // teammates still see each other, as before
    const mate = (await call(t.app, getOccurrence, { as: as(teammate), query: jumpsTarget })).json<OccurrenceDetail>();
    expect(mate.responses).toHaveLength(3);
  });

  it('a parent takes back their own link; leaving the team ends every link', async () => {
    const mine = await family(parent);
    const teenLink = mine.find((a) => a.athleteId === teen.id)!.linkId;
    // someone else's link: not theirs to remove
    expect((await call(t.app, deleteFamilyLink, { as: as(otherParent), query: { orgId: org.id, linkId: teenLink } })).statusCode).toBe(404);
    expect((await call(t.app, deleteFamilyLink, { as: as(parent), query: { orgId: org.id, linkId: teenLink } })).statusCode).toBe(200);
    expect((await family(parent)).map((a) => a.lastName)).toEqual(['Kid']);
    await call(t.app, deleteMember, { as: as(parent), query: { orgId: org.id, memberId: parent.user!.id } });
    await addMember(t, org.id, 'invitee', parent);
    expect(await family(parent)).toEqual([]);
  });
});
