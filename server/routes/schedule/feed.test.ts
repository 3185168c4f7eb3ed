import ical, { type VEvent } from 'node-ical';
import { beforeAll, describe, expect, it } from 'vitest';
import { patchAthlete } from '@core/api/athletes';
import type { Organization } from '@core/api/organizations';
import {
  deleteScheduleEvent,
  getSchedule,
  getScheduleFeed,
  patchScheduleEvent,
  postScheduleEvent,
  postScheduleFeedRotate,
  type CalendarItem,
  type FeedLink,
  type ScheduleEvent,
  type ScheduleEventInput,
} from '@core/api/schedule';
import { addMember, createOrganization, type TestUser } from '../../test/factories';
import { createAthlete, createMeet } from '../../test/domain-factories';
import { call } from '../../test/http';
import { TEST_PUBLIC_URL, useTestApp } from '../../test/test-app';

describe('calendar feed', () => {
  const t = useTestApp();
  let org: Organization;
  let coach: TestUser;
  let athleteUser: TestUser;
  let other: { organization: Organization; owner: TestUser };
  let series: ScheduleEvent;
  let throwsOnly: ScheduleEvent;

  const create = async (orgId: string, token: string, body: ScheduleEventInput) => {
    const res = await call(t.app, postScheduleEvent, { as: { token }, query: { orgId }, body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ScheduleEvent>();
  };
  const feedOf = async (user: TestUser, orgId = org.id) => {
    const res = await call(t.app, getScheduleFeed, { as: { token: user.token }, query: { orgId } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<FeedLink>();
  };
  const fetchFeed = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: url.replace(TEST_PUBLIC_URL, ''), headers });

  beforeAll(async () => {
    ({ organization: org } = await createOrganization(t, undefined, { timezone: 'America/New_York' }));
    coach = await addMember(t, org.id, 'coach');
    athleteUser = await addMember(t, org.id, 'invitee');
    other = await createOrganization(t, undefined, { timezone: 'Europe/Berlin' });
    const athlete = await createAthlete(t, org.id, coach.token, { eventGroups: ['sprints'] });
    await call(t.app, patchAthlete, {
      as: { token: coach.token },
      query: { orgId: org.id, athleteId: athlete.id },
      body: { userId: athleteUser.user!.id },
    });
    series = await create(org.id, coach.token, {
      kind: 'practice',
      title: 'Sprint practice',
      start: '2027-03-01T15:30',
      end: '2027-03-01T17:30',
      location: 'Main track',
      audience: ['sprints'],
      recurrence: { freq: 'weekly', byDay: ['MO', 'WE', 'FR'], until: '2027-03-19' },
    });
    throwsOnly = await create(org.id, coach.token, {
      kind: 'practice',
      title: 'Throws only',
      start: '2027-03-02T15:30',
      end: '2027-03-02T17:00',
      audience: ['throws'],
    });
    await call(t.app, patchScheduleEvent, {
      as: { token: coach.token },
      query: { orgId: org.id, eventId: series.id },
      body: { scope: 'occurrence', occurrence: '2027-03-03T15:30', start: '2027-03-03T16:00', title: 'Late sprint practice' },
    });
    await call(t.app, deleteScheduleEvent, {
      as: { token: coach.token },
      query: { orgId: org.id, eventId: series.id, scope: 'occurrence', occurrence: '2027-03-05T15:30' },
    });
    await createMeet(t, org.id, coach.token, {
      name: 'Spring Invitational',
      startDate: '2027-03-13',
      endDate: '2027-03-14',
      status: 'scheduled',
    });
    await createMeet(t, org.id, coach.token, { name: 'Rained Out Meet', startDate: '2027-03-20', status: 'cancelled' });
    await create(other.organization.id, other.owner.token, {
      kind: 'practice',
      title: 'Other team secret',
      start: '2027-03-01T10:00',
      end: '2027-03-01T11:00',
    });
    await createMeet(t, other.organization.id, other.owner.token, {
      name: 'Other team meet',
      startDate: '2027-03-13',
      status: 'scheduled',
    });
  });

  it('gives each member a secret https and webcal address', async () => {
    const link = await feedOf(athleteUser);
    expect(link.url).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/api/schedule/ics/[A-Za-z0-9_-]{20,}\\.ics$`));
    expect(link.webcalUrl).toBe(link.url.replace(/^http:/, 'webcal:'));
    expect((await feedOf(athleteUser)).url).toBe(link.url);
    expect((await feedOf(coach)).url).not.toBe(link.url);
    expect((await call(t.app, getScheduleFeed, { query: { orgId: org.id } })).statusCode).toBe(401);
    expect((await call(t.app, getScheduleFeed, { as: { token: other.owner.token }, query: { orgId: org.id } })).statusCode).toBe(404);
  });

  it('serves text/calendar with RRULE, EXDATE, RECURRENCE-ID and VTIMEZONE, matching the calendar event by event', async () => {
    const { url } = await feedOf(athleteUser);
    const res = await fetchFeed(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers.etag).toBeTruthy();
    const text = res.body;
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:America/New_York');
    expect(text).toContain('RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR;UNTIL=20270319T193000Z;WKST=MO');
    expect(text).toContain('EXDATE;TZID=America/New_York:20270305T153000');
    expect(text).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r$/m);
    expect(text).not.toContain('Other team');
    expect(text).not.toContain('Throws only');

    const parsed = ical.sync.parseICS(text);
    const vevents = Object.values(parsed).filter((c): c is VEvent => c?.type === 'VEVENT');
    const base = vevents.find((e) => e.uid === `${series.id}@splits`)!;
    expect(base.rrule?.toString()).toContain('FREQ=WEEKLY');
    expect(Object.keys(base.exdate ?? {})).toContain('2027-03-05');
    expect(Object.keys(base.recurrences ?? {})).toContain('2027-03-03');
    expect(Object.values(parsed).some((c) => c?.type === 'VTIMEZONE')).toBe(true);

    // every instance the feed expands to, against what the API's calendar shows this member (cancelled left out)
    const from = new Date('2027-02-25T00:00:00Z');
    const to = new Date('2027-03-31T00:00:00Z');
    const fromFeed = vevents
      .filter((e) => !e.recurrenceid)
      .flatMap((e) => ical.expandRecurringEvent(e, { from, to }))
      .filter((i) => i.event.status !== 'CANCELLED')
      .map((i) =>
        i.isFullDay
          ? `${String(i.summary)} ${i.start.toISOString().slice(0, 10)}`
          : `${String(i.summary)} ${i.start.toISOString()} ${i.end.toISOString()}`,
      )
      .sort();
    const api = await call(t.app, getSchedule, {
      as: { token: athleteUser.token },
      query: { orgId: org.id, from: '2027-02-25', to: '2027-03-31' },
    });
    const fromApi = api
      .json<{ items: CalendarItem[] }>()
      .items.filter((i) => !i.cancelled)
      .map((i) => (i.allDay ? `${i.title} ${i.start}` : `${i.title} ${i.start} ${i.end}`))
      .sort();
    expect(fromFeed).toEqual(fromApi);
    expect(fromApi).toContain('Late sprint practice 2027-03-03T21:00:00.000Z 2027-03-03T23:00:00.000Z');
    expect(fromApi).toContain('Sprint practice 2027-03-15T19:30:00.000Z 2027-03-15T21:30:00.000Z');
    expect(fromApi).toContain('Spring Invitational 2027-03-13');

    // the cancelled meet is in the feed, marked cancelled
    const rained = vevents.find((e) => String(e.summary).includes('Rained Out Meet'))!;
    expect(rained.status).toBe('CANCELLED');
  });

  it('answers 304 to an unchanged feed and refreshes when the schedule changes', async () => {
    const { url } = await feedOf(coach);
    const first = await fetchFeed(url);
    expect(first.body).toContain('Throws only');
    const again = await fetchFeed(url, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    await call(t.app, patchScheduleEvent, {
      as: { token: coach.token },
      query: { orgId: org.id, eventId: throwsOnly.id },
      body: { title: 'Throws and jumps' },
    });
    const changed = await fetchFeed(url, { 'if-none-match': String(first.headers.etag) });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('Throws and jumps');
  });

  it('a rotated address stops working; unknown or malformed tokens are 404', async () => {
    const { url } = await feedOf(athleteUser);
    const rotated = await call(t.app, postScheduleFeedRotate, { as: { token: athleteUser.token }, query: { orgId: org.id } });
    expect(rotated.statusCode).toBe(200);
    const next = rotated.json<FeedLink>();
    expect(next.url).not.toBe(url);
    expect((await fetchFeed(url)).statusCode).toBe(404);
    expect((await fetchFeed(next.url)).statusCode).toBe(200);
    expect((await fetchFeed('/api/schedule/ics/not-a-token.ics')).statusCode).toBe(404);
    expect((await fetchFeed('/api/schedule/ics/%3Cscript%3E')).statusCode).toBe(404);
  });

  it('shows another team only its own schedule', async () => {
    const { url } = await feedOf(other.owner, other.organization.id);
    const text = (await fetchFeed(url)).body;
    expect(text).toContain('Other team secret');
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin');
    expect(text).not.toContain('Sprint practice');
    expect(text).not.toContain('Spring Invitational');
  });
});
