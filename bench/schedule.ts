// Calendar feed benchmark (issue 11): a season of 300 events (recurring series with exceptions,
// one-off events, meets) served as one member's iCalendar feed, and a month of the calendar API.
import { meetsApi, scheduleApi } from '@core/api';
import type { BenchContext, BenchRow } from './context';
import { load } from './load';

const SERIES = 12;
const ONE_OFFS = 270;
const MEETS = 18;

const call = async (ctx: BenchContext, method: string, path: string, query: Record<string, string>, body?: unknown) => {
  const res = await fetch(`${ctx.baseURL}${path}?${new URLSearchParams(query)}`, {
    method,
    headers: { authorization: `Bearer ${ctx.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
};

const day = (offset: number) => new Date(Date.UTC(2027, 2, 1) + offset * 86_400_000).toISOString().slice(0, 10);

/** Rows for `npm run bench`: the feed of a 300-event season, and a month of GET /api/schedule/get. */
export const benchSchedule = async (ctx: BenchContext): Promise<BenchRow[]> => {
  const { orgId } = ctx;
  for (let i = 0; i < SERIES; i++) {
    // Monday (Mon/Wed/Fri), Tuesday (Tue/Thu) or Thursday (Thu) series
    const offset = [0, 1, 3][i % 3]!;
    const start = day(offset);
    const ev = await call(
      ctx,
      'POST',
      scheduleApi.postScheduleEvent.path,
      { orgId },
      {
        kind: 'practice',
        title: `Practice group ${i + 1}`,
        start: `${start}T15:30`,
        end: `${start}T17:30`,
        location: 'Main track',
        audience: i % 2 ? ['sprints'] : [],
        recurrence: { freq: 'weekly', byDay: [['MO', 'WE', 'FR'], ['TU', 'TH'], ['TH']][i % 3], until: day(90) },
      },
    );
    const id = String(ev.id);
    const first = String(ev.start);
    // a cancelled holiday and a moved session per series
    await call(ctx, 'DELETE', scheduleApi.deleteScheduleEvent.path, {
      orgId,
      eventId: id,
      scope: 'occurrence',
      occurrence: `${day(28 + offset)}T15:30`,
    });
    await call(
      ctx,
      'PATCH',
      scheduleApi.patchScheduleEvent.path,
      { orgId, eventId: id },
      { scope: 'occurrence', occurrence: first, start: first.replace('15:30', '16:00'), title: 'Moved practice' },
    );
  }
  for (let i = 0; i < ONE_OFFS; i++) {
    const d = day(i % 90);
    await call(
      ctx,
      'POST',
      scheduleApi.postScheduleEvent.path,
      { orgId },
      {
        kind: i % 4 ? 'meeting' : 'travel',
        title: `Team event ${i + 1}`,
        start: `${d}T19:00`,
        end: `${d}T20:00`,
        notes: 'Bring your own water bottle',
      },
    );
  }
  for (let i = 0; i < MEETS; i++) {
    await call(
      ctx,
      'POST',
      meetsApi.postMeet.path,
      { orgId },
      { name: `Bench Meet ${i + 1}`, startDate: day(i * 5), season: 'outdoor', status: i === 3 ? 'cancelled' : 'scheduled' },
    );
  }
  const { url } = (await call(ctx, 'GET', scheduleApi.getScheduleFeed.path, { orgId })) as { url: string };
  const feed = await load(url);
  const month = await load(`${ctx.baseURL}${scheduleApi.getSchedule.path}?orgId=${orgId}&from=${day(0)}&to=${day(41)}`, {
    authorization: `Bearer ${ctx.token}`,
  });
  return [
    {
      name: `GET ${scheduleApi.FEED_PATH_PREFIX}<token>.ics (season: ${SERIES} series, ${ONE_OFFS} events, ${MEETS} meets)`,
      result: feed,
      bar: '>= 25% of baseline req/s',
    },
    { name: 'GET /api/schedule/get (6 weeks of that season)', result: month },
  ];
};
