import { beforeAll, describe, expect, it } from 'vitest';
import { patchAthlete } from '@core/api/athletes';
import type { Organization } from '@core/api/organizations';
import {
  deleteScheduleEvent,
  getOccurrence,
  getSchedule,
  getScheduleEvent,
  patchScheduleEvent,
  postAvailability,
  postScheduleEvent,
  type CalendarItem,
  type OccurrenceDetail,
  type ScheduleEvent,
  type ScheduleEventInput,
} from '@core/api/schedule';
import { addMember, createOrganization, type TestUser } from '../../test/factories';
import { createAthlete, createMeet } from '../../test/domain-factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';

/** New York wall time -> UTC, written out by hand: EST (UTC-5) until 2027-03-14 02:00, EDT (UTC-4) after. */
const nyToUtc = (local: string) => {
  const offsetHours = local >= '2027-03-14T02:00' && local < '2027-11-07T01:00' ? 4 : 5;
  return new Date(Date.parse(`${local}:00Z`) + offsetHours * 3_600_000).toISOString();
};

const practice = (overrides: Partial<ScheduleEventInput> = {}): ScheduleEventInput => ({
  kind: 'practice',
  title: 'Track practice',
  start: '2027-03-01T15:30',
  end: '2027-03-01T17:30',
  location: 'Main track',
  recurrence: { freq: 'weekly', byDay: ['MO', 'WE', 'FR'], until: '2027-03-19' },
  ...overrides,
});

describe('schedule', () => {
  const t = useTestApp();
  let org: Organization;
  let owner: TestUser;
  let coach: TestUser;
  let invitee: TestUser;
  let other: { organization: Organization; owner: TestUser };

  const create = async (body: ScheduleEventInput, as: TestUser = coach) => {
    const res = await call(t.app, postScheduleEvent, { as: { token: as.token }, query: { orgId: org.id }, body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ScheduleEvent>();
  };
  const calendar = async (from: string, to: string, as: TestUser = coach, extra: Record<string, string> = {}) => {
    const res = await call(t.app, getSchedule, { as: { token: as.token }, query: { orgId: org.id, from, to, ...extra } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ timezone: string; items: CalendarItem[] }>().items;
  };
  const ofEvent = (items: CalendarItem[], eventId: string) => items.filter((i) => i.eventId === eventId);

  beforeAll(async () => {
    ({ organization: org, owner } = await createOrganization(t, undefined, { timezone: 'America/New_York' }));
    coach = await addMember(t, org.id, 'coach');
    invitee = await addMember(t, org.id, 'invitee');
    other = await createOrganization(t);
  });

  it('expands a weekly series across the spring DST change, keeping 15:30 local', async () => {
    const ev = await create(practice());
    expect(ev.rrule).toBe('RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR;UNTIL=20270319T193000Z;WKST=MO');
    const items = ofEvent(await calendar('2027-03-01', '2027-03-31'), ev.id);
    // independent: every Monday, Wednesday, Friday from 1 to 19 March 2027
    const expected: string[] = [];
    for (let d = 1; d <= 19; d++) {
      const day = new Date(Date.UTC(2027, 2, d)).getUTCDay();
      if ([1, 3, 5].includes(day)) expected.push(`2027-03-${String(d).padStart(2, '0')}T15:30`);
    }
    expect(items.map((i) => i.localStart)).toEqual(expected);
    expect(items.map((i) => i.start)).toEqual(expected.map(nyToUtc));
    expect(items[0]!.start).toBe('2027-03-01T20:30:00.000Z');
    expect(items.at(-1)!.start).toBe('2027-03-19T19:30:00.000Z');
    expect(items.every((i) => i.localEnd.endsWith('T17:30') && i.recurring && !i.cancelled)).toBe(true);
  });

  it('changes and cancels one occurrence; restores it', async () => {
    const ev = await create(practice());
    const moved = await call(t.app, patchScheduleEvent, {
      as: { token: coach.token },
      query: { orgId: org.id, eventId: ev.id },
      body: { scope: 'occurrence', occurrence: '2027-03-03T15:30', start: '2027-03-03T16:00', title: 'Late practice' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const del = await call(t.app, deleteScheduleEvent, {
      as: { token: coach.token },
      query: { orgId: org.id, eventId: ev.id, scope: 'occurrence', occurrence: '2027-03-05T15:30' },
    });
    expect(del.statusCode, del.body).toBe(200);
    const items = ofEvent(await calendar('2027-03-01', '2027-03-07'), ev.id);
    expect(items.map((i) => [i.occurrence, i.localStart, i.localEnd, i.title, i.cancelled, i.changed])).toEqual([
      ['2027-03-01T15:30', '2027-03-01T15:30', '2027-03-01T17:30', 'Track practice', false, false],
      ['2027-03-03T15:30', '2027-03-03T16:00', '2027-03-03T18:00', 'Late practice', false, true],
      ['2027-03-05T15:30', '2027-03-05T15:30', '2027-03-05T17:30', 'Track practice', true, false],
    ]);
    const restored = await call(t.app, patchScheduleEvent, {
      as: { token: coach.token },
      query: { orgId: org.id, eventId: ev.id },
      body: { scope: 'occurrence', occurrence: '2027-03-05T15:30', cancelled: false },
    });
    expect(restored.json<ScheduleEvent>().exceptions.map((x) => x.occurrence)).toEqual(['2027-03-03T15:30']);
    // not an occurrence of the series
    const wrong = await call(t.app, patchScheduleEvent, {
      as: { token: coach.token },
      query: { orgId: org.id, eventId: ev.id },
      body: { scope: 'occurrence', occurrence: '2027-03-02T15:30', title: 'Nope' },
    });
    expect(wrong.statusCode).toBe(404);
  });

  it('changes this and following: the series splits, answers follow their occurrence', async () => {
    const ev = await create(practice());
    const answer = await call(t.app, postAvailability, {
      as: { token: invitee.token },
      query: { orgId: org.id, eventId: ev.id, occurrence: '2027-03-12T15:30' },
      body: { answer: 'going' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const res = await call(t.app, patchScheduleEvent, {
      as: { token: coach.token },
      query: { orgId: org.id, eventId: ev.id },
      body: { scope: 'following', occurrence: '2027-03-10T15:30', start: '2027-03-10T17:00', location: 'Gym' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const next = res.json<ScheduleEvent>();
    expect(next.id).not.toBe(ev.id);
    expect(next).toMatchObject({
      start: '2027-03-10T17:00',
      end: '2027-03-10T19:00',
      location: 'Gym',
      recurrence: { until: '2027-03-19', byDay: ['MO', 'WE', 'FR'] },
    });
    const old = (
      await call(t.app, getScheduleEvent, { as: { token: coach.token }, query: { orgId: org.id, eventId: ev.id } })
    ).json<ScheduleEvent>();
    expect(old.recurrence?.until).toBe('2027-03-09');
    const items = (await calendar('2027-03-08', '2027-03-14')).filter((i) => i.eventId === ev.id || i.eventId === next.id);
    expect(items.map((i) => [i.eventId === ev.id ? 'old' : 'new', i.localStart, i.location])).toEqual([
      ['old', '2027-03-08T15:30', 'Main track'],
      ['new', '2027-03-10T17:00', 'Gym'],
      ['new', '2027-03-12T17:00', 'Gym'],
    ]);
    const moved = (
      await call(t.app, getOccurrence, {
        as: { token: invitee.token },
        query: { orgId: org.id, eventId: next.id, occurrence: '2027-03-12T17:00' },
      })
    ).json<OccurrenceDetail>();
    expect(moved.item.counts.going).toBe(1);
    expect(moved.item.myAnswer).toBe('going');
  });

  it('refuses bad input with the field named', async () => {
    const bad = async (body: unknown) => {
      const res = await call(t.app, postScheduleEvent, { as: { token: coach.token }, query: { orgId: org.id }, body });
      expect(res.statusCode, res.body).toBe(400);
      return res.json<{ field: string; message: string }>();
    };
    expect((await bad(practice({ end: '2027-03-01T15:00' }))).field).toBe('body.end');
    expect((await bad(practice({ start: '2027-02-30T10:00' }))).field).toMatch(/^body\.start/);
    expect((await bad(practice({ recurrence: { freq: 'weekly', byDay: ['TU'], until: '2027-04-01' } }))).field).toBe(
      'body.recurrence.byDay',
    );
    expect((await bad(practice({ recurrence: { freq: 'weekly', byDay: ['MO'], until: '2027-02-01' } }))).field).toBe(
      'body.recurrence.until',
    );
    const range = await call(t.app, getSchedule, {
      as: { token: coach.token },
      query: { orgId: org.id, from: '2027-03-01', to: '2026-03-01' },
    });
    expect(range.statusCode).toBe(400);
  });

  it("access: 401 without a token, 403 for an invitee writing, 404 for another team's ids", async () => {
    const ev = await create(practice({ recurrence: null, title: 'Team meeting', kind: 'meeting' }));
    expect((await call(t.app, getSchedule, { query: { orgId: org.id, from: '2027-03-01', to: '2027-03-02' } })).statusCode).toBe(401);
    const asInvitee = await call(t.app, postScheduleEvent, { as: { token: invitee.token }, query: { orgId: org.id }, body: practice() });
    expect(asInvitee.statusCode).toBe(403);
    const patchInvitee = await call(t.app, patchScheduleEvent, {
      as: { token: invitee.token },
      query: { orgId: org.id, eventId: ev.id },
      body: { title: 'Mine' },
    });
    expect(patchInvitee.statusCode).toBe(403);
    const delInvitee = await call(t.app, deleteScheduleEvent, { as: { token: invitee.token }, query: { orgId: org.id, eventId: ev.id } });
    expect(delInvitee.statusCode).toBe(403);
    // the other team's owner, with their own team id and this team's event id
    const stranger = await call(t.app, getScheduleEvent, {
      as: { token: other.owner.token },
      query: { orgId: other.organization.id, eventId: ev.id },
    });
    expect(stranger.statusCode).toBe(404);
    const strangerPatch = await call(t.app, patchScheduleEvent, {
      as: { token: other.owner.token },
      query: { orgId: other.organization.id, eventId: ev.id },
      body: { title: 'Hijack' },
    });
    expect(strangerPatch.statusCode).toBe(404);
    const strangerAnswer = await call(t.app, postAvailability, {
      as: { token: other.owner.token },
      query: { orgId: other.organization.id, eventId: ev.id, occurrence: ev.start },
      body: { answer: 'going' },
    });
    expect(strangerAnswer.statusCode).toBe(404);
    const strangerRead = await call(t.app, getSchedule, {
      as: { token: other.owner.token },
      query: { orgId: org.id, from: '2027-03-01', to: '2027-03-02' },
    });
    expect(strangerRead.statusCode).toBe(404);
    // owners write too; invitees read
    expect(
      (
        await call(t.app, patchScheduleEvent, {
          as: { token: owner.token },
          query: { orgId: org.id, eventId: ev.id },
          body: { notes: 'Room 12' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call(t.app, getScheduleEvent, { as: { token: invitee.token }, query: { orgId: org.id, eventId: ev.id } })
      ).json<ScheduleEvent>().notes,
    ).toBe('Room 12');
  });

  it('shows an athlete what targets their event groups; coaches see everything', async () => {
    const throws = await create(
      practice({ title: 'Throws session', audience: ['throws'], start: '2027-05-03T15:30', end: '2027-05-03T17:00', recurrence: null }),
    );
    const all = await create(practice({ title: 'Whole team', start: '2027-05-03T18:00', end: '2027-05-03T19:00', recurrence: null }));
    const sprinter = await addMember(t, org.id, 'invitee');
    const athlete = await createAthlete(t, org.id, coach.token, { eventGroups: ['sprints'] });
    const linked = await call(t.app, patchAthlete, {
      as: { token: coach.token },
      query: { orgId: org.id, athleteId: athlete.id },
      body: { userId: sprinter.user!.id },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    const seen = (items: CalendarItem[]) => items.filter((i) => i.eventId === throws.id || i.eventId === all.id).map((i) => i.title);
    expect(seen(await calendar('2027-05-03', '2027-05-03', sprinter))).toEqual(['Whole team']);
    expect(seen(await calendar('2027-05-03', '2027-05-03', coach))).toEqual(['Throws session', 'Whole team']);
    expect(seen(await calendar('2027-05-03', '2027-05-03', coach, { mine: 'true' }))).toEqual(['Whole team']);
    // a member linked to no athlete (a parent) sees everything
    expect(seen(await calendar('2027-05-03', '2027-05-03', invitee))).toEqual(['Throws session', 'Whole team']);
  });

  it('puts meets on the calendar from their dates, cancelled ones marked, drafts only for coaches', async () => {
    const meet = await createMeet(t, org.id, coach.token, {
      name: 'County Champs',
      startDate: '2027-06-05',
      endDate: '2027-06-06',
      status: 'cancelled',
    });
    const draft = await createMeet(t, org.id, coach.token, { name: 'Maybe Meet', startDate: '2027-06-05', status: 'draft' });
    const coachItems = await calendar('2027-06-01', '2027-06-30');
    expect(coachItems.find((i) => i.meetId === meet.id)).toMatchObject({
      type: 'meet',
      allDay: true,
      start: '2027-06-05',
      end: '2027-06-06',
      cancelled: true,
      meetStatus: 'cancelled',
    });
    expect(coachItems.some((i) => i.meetId === draft.id)).toBe(true);
    const inviteeItems = await calendar('2027-06-01', '2027-06-30', invitee);
    expect(inviteeItems.some((i) => i.meetId === meet.id)).toBe(true);
    expect(inviteeItems.some((i) => i.meetId === draft.id)).toBe(false);
    const going = await call(t.app, postAvailability, {
      as: { token: invitee.token },
      query: { orgId: org.id, meetId: meet.id },
      body: { answer: 'maybe' },
    });
    expect(going.json()).toEqual({ answer: 'maybe', counts: { going: 0, maybe: 1, notGoing: 0 } });
    const both = await call(t.app, postAvailability, {
      as: { token: invitee.token },
      query: { orgId: org.id, meetId: meet.id, eventId: meet.id },
      body: { answer: 'maybe' },
    });
    expect(both.statusCode).toBe(400);
  });
});
