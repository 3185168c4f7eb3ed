import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import * as api from '@core/api';
import { callsIn, type CallDef } from '@core/api/define-call';
import { patchOrganization, type Organization } from '@core/api/organizations';
import { postHistoricalRecord, type HistoricalRecord } from '@core/api/records';
import { getSchedule, getScheduleFeed, postScheduleEvent, type CalendarItem, type FeedLink, type ScheduleEvent } from '@core/api/schedule';
import { TIME_ZONE_MESSAGE } from '@core/schedule/time-zones';
import { createOrganization, type TestUser } from '../../test/factories';
import { call } from '../../test/http';
import { TEST_PUBLIC_URL, useTestApp } from '../../test/test-app';

/** Every call of the contract whose body takes a team's time zone. */
const zoneCalls: CallDef[] = callsIn(...Object.values(api)).filter(
  (c) => c.body instanceof z.ZodObject && 'timezone' in (c.body as z.ZodObject).shape,
);

const BAD_ZONES = ['Eastern', 'Mars/Olympus_Mons', '+05:00', 'GMT+5', 'Etc/GMT+5', 'America/New York', 'x'.repeat(80), ''];

describe("a team's time zone", () => {
  const t = useTestApp();

  const owned = async (timezone = 'America/New_York') => createOrganization(t, undefined, { timezone });
  const send = (def: CallDef, owner: TestUser, orgId: string, timezone: string) =>
    call(t.app, def, {
      as: owner,
      query: { organizationId: orgId },
      body: def.method === 'POST' ? { name: 'Zone team', timezone } : { timezone },
    });
  const calendar = async (owner: TestUser, orgId: string) => {
    const res = await call(t.app, getSchedule, { as: owner, query: { orgId, from: '2027-03-01', to: '2027-03-31' } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ timezone: string; items: CalendarItem[] }>();
  };
  const feed = async (owner: TestUser, orgId: string) => {
    const link = (await call(t.app, getScheduleFeed, { as: owner, query: { orgId } })).json<FeedLink>();
    const res = await t.app.inject({ method: 'GET', url: link.url.replace(TEST_PUBLIC_URL, '') });
    expect(res.statusCode, res.body).toBe(200);
    return res.body;
  };
  const practice = async (owner: TestUser, orgId: string) => {
    const res = await call(t.app, postScheduleEvent, {
      as: owner,
      query: { orgId },
      body: { kind: 'practice', title: 'Practice', start: '2027-03-02T15:30', end: '2027-03-02T17:00' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ScheduleEvent>();
  };

  it('is taken by the calls that create and change a team', () => {
    expect(zoneCalls.map((c) => c.path).sort()).toEqual(['/api/organizations/patch', '/api/organizations/post']);
  });

  it('answers 400 naming the field for anything but a listed IANA name, on every call that takes one', async () => {
    const { organization, owner } = await owned();
    for (const def of zoneCalls) {
      for (const bad of BAD_ZONES) {
        const res = await send(def, owner, organization.id, bad);
        expect(res.statusCode, `${def.path} ${bad}: ${res.body}`).toBe(400);
        expect(res.json()).toMatchObject({ field: 'body.timezone', message: `body.timezone: ${TIME_ZONE_MESSAGE}` });
      }
    }
    const [row] = await t.db
      .execute<{ timezone: string }>(sql`select timezone from organizations where id = ${organization.id}`)
      .then((r) => r.rows);
    expect(row?.timezone).toBe('America/New_York');
    expect((await calendar(owner, organization.id)).timezone).toBe('America/New_York');
  });

  it('saves an alias in its listed spelling', async () => {
    const { organization, owner } = await owned('US/Pacific');
    expect(organization.timezone).toBe('America/Los_Angeles');
    const res = await send(patchOrganization, owner, organization.id, ' america/chicago ');
    expect(res.json<Organization>().timezone).toBe('America/Chicago');
  });

  it("reads events in the team's zone, so correcting the zone corrects every event (they kept the zone of their day: 500s went on)", async () => {
    const { organization, owner } = await owned('America/New_York');
    await practice(owner, organization.id);
    const before = (await calendar(owner, organization.id)).items[0]!;
    expect(before.start).toBe('2027-03-02T20:30:00.000Z');
    expect((await send(patchOrganization, owner, organization.id, 'America/Denver')).statusCode).toBe(200);
    const after = await calendar(owner, organization.id);
    expect(after.items[0]).toMatchObject({ localStart: '2027-03-02T15:30', start: '2027-03-02T22:30:00.000Z' });
    const ics = await feed(owner, organization.id);
    expect(ics).toContain('DTSTART;TZID=America/Denver:20270302T153000');
    expect(ics).not.toContain('America/New_York');
  });

  // last: it rewinds this database to before migration 0023 and applies it again
  const MIGRATION = path.join(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../db/migrations/0023_team_time_zones_and_indoor_seasons.sql',
  );

  it('migration 0023 keeps usable zones, fixes the case, falls back to the latest usable event zone or New York; the schedule and feed answer; indoor records move to their season', async () => {
    const teams = await Promise.all([0, 1, 2, 3].map(() => createOrganization(t, undefined, { timezone: 'Europe/Berlin' })));
    const [kept, cased, fromEvent, fallback] = teams.map((x) => x.organization.id) as [string, string, string, string];
    // the state before the migration: any zone on a team, a zone on every event
    await t.db.execute(sql`alter table organizations drop constraint organizations_timezone_check`);
    await t.db.execute(sql`alter table schedule_events add column timezone text not null default 'America/New_York'`);
    // [team, its zone, its older event's zone, its latest event's zone]
    const state: [string, string, string, string][] = [
      [kept, 'Asia/Calcutta', 'Asia/Calcutta', 'Asia/Calcutta'],
      [cased, ' america/CHICAGO', 'Bad zone', 'Bad zone'],
      [fromEvent, 'Central European', 'Europe/Paris', 'Central European'],
      [fallback, 'Mars/Olympus_Mons', 'Nowhere', 'Mars/Olympus_Mons'],
    ];
    for (const [id, zone, older, latest] of state) {
      await t.db.execute(sql`update organizations set timezone = ${zone} where id = ${id}`);
      await t.db.execute(sql`insert into schedule_events (organization_id, kind, title, start_local, end_local, timezone, created_at)
        values (${id}, 'practice', 'Older', '2027-03-03T15:30', '2027-03-03T17:00', ${older}, now() - interval '1 day'),
               (${id}, 'practice', 'Latest', '2027-03-04T15:30', '2027-03-04T17:00', ${latest}, now())`);
    }
    // and historical indoor records of July-November put in the season that had ended (the old rule)
    const seasonYears = new Map<string, number>();
    for (const [date, before, after] of [
      ['2025-11-29', 2025, 2026],
      ['2025-07-01', 2025, 2026],
      ['2025-12-01', 2026, 2026],
      ['2026-06-30', 2026, 2026],
    ] as const) {
      const res = await call(t.app, postHistoricalRecord, {
        as: teams[0]!.owner,
        query: { orgId: kept },
        body: { eventType: 'female-indoor-60m', athleteNames: ['Old'], mark: '8.00', date },
      });
      const { id } = res.json<HistoricalRecord>();
      await t.db.execute(sql`update historical_records set season_year = ${before} where id = ${id}`);
      seasonYears.set(id, after);
    }
    for (const statement of readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint')) await t.db.execute(sql.raw(statement));
    const historical = await t.db.execute<{ id: string; season_year: number }>(sql`select id, season_year from historical_records`);
    expect(new Map(historical.rows.map((r) => [r.id, Number(r.season_year)]))).toEqual(seasonYears);

    const rows = await t.db.execute<{ id: string; timezone: string }>(sql`select id, timezone from organizations`).then((r) => r.rows);
    const zoneOf = (id: string) => rows.find((r) => r.id === id)?.timezone;
    expect([zoneOf(kept), zoneOf(cased), zoneOf(fromEvent), zoneOf(fallback)]).toEqual([
      'Asia/Calcutta',
      'America/Chicago',
      'Europe/Paris',
      'America/New_York',
    ]);
    const column = await t.db.execute(
      sql`select 1 from information_schema.columns where table_name = 'schedule_events' and column_name = 'timezone'`,
    );
    expect(column.rows).toHaveLength(0);
    await expect(t.db.execute(sql`update organizations set timezone = 'Not a zone' where id = ${kept}`)).rejects.toMatchObject({
      cause: { constraint: 'organizations_timezone_check' },
    });
    for (const { organization, owner } of teams) {
      const res = await call(t.app, getSchedule, { as: owner, query: { orgId: organization.id, from: '2027-03-01', to: '2027-03-31' } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ items: CalendarItem[] }>().items).toHaveLength(2);
      const link = (await call(t.app, getScheduleFeed, { as: owner, query: { orgId: organization.id } })).json<FeedLink>();
      expect((await t.app.inject({ method: 'GET', url: link.url.replace(TEST_PUBLIC_URL, '') })).statusCode).toBe(200);
    }
  });
});
