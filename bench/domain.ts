// Domain benchmarks (issue 4): the roster list of 150 athletes with their PRs, the page of an
// athlete with 500 results, and the season leaders of those results (issue 13). The data goes straight into the app's database in bulk (a second).
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { gradYearFromGrade } from '@core/api/athletes';
import { parseMark } from '@core/marks';
import { createDrizzle } from '../server/db/database';
import { athletes, meetEntries, meetEvents, meets, results, type NewResultRow } from '../server/db/schema';
import { nameKey } from '../server/services/athletes/names';
import { markColumns } from '../server/services/results/mark-row';
import type { BenchContext, BenchRow } from './context';
import { load } from './load';

export const ROSTER_SIZE = 150;
export const HEAVY_RESULTS = 500;
const EVENTS = ['100m', '200m', '400m', '800m', 'long-jump'] as const;
const CHUNK = 1000;

/** A plausible mark for an event, varied by n (deterministic). */
const markText = (slug: (typeof EVENTS)[number], n: number): string => {
  const v = (n * 7919) % 100;
  switch (slug) {
    case '100m':
      return (12 + v / 100).toFixed(2);
    case '200m':
      return (25 + v / 50).toFixed(2);
    case '400m':
      return (58 + v / 20).toFixed(2);
    case '800m':
      return `2:${String(15 + (v % 40)).padStart(2, '0')}.${String(v).padStart(2, '0')}`;
    default:
      return (4.5 + v / 100).toFixed(2);
  }
};

/**
 * Seeds `orgId` with ROSTER_SIZE athletes (each with results in three events over two meets, so
 * each has PRs) and one more athlete with HEAVY_RESULTS results over 100 meets. Answers that athlete's id.
 */
export const seedDomainBench = async (databaseUrl: string, orgId: string): Promise<{ heavyAthleteId: string }> => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const db = createDrizzle(pool);
  try {
    const athleteRows = Array.from({ length: ROSTER_SIZE + 1 }, (_, i) => {
      const firstName = i === ROSTER_SIZE ? 'Heavy' : `Runner${i}`;
      const lastName = i === ROSTER_SIZE ? 'Racer' : `Bench${String(i).padStart(3, '0')}`;
      return {
        id: randomUUID(),
        organizationId: orgId,
        firstName,
        lastName,
        nameKey: nameKey(firstName, lastName),
        gender: 'female',
        gradYear: gradYearFromGrade(9 + (i % 4)),
        eventGroups: ['sprints'],
      };
    });
    const heavy = athleteRows[ROSTER_SIZE]!;
    const meetRows = Array.from({ length: HEAVY_RESULTS / EVENTS.length }, (_, i) => {
      const day = new Date(Date.UTC(2015, 2, 1) + i * 7 * 86_400_000).toISOString().slice(0, 10);
      return {
        id: randomUUID(),
        organizationId: orgId,
        name: `Bench Meet ${i}`,
        startDate: day,
        endDate: day,
        season: 'outdoor',
        seasonYear: Number(day.slice(0, 4)),
        status: 'completed',
      };
    });
    const eventRows = meetRows.flatMap((m) =>
      EVENTS.map((slug, position) => ({ id: randomUUID(), organizationId: orgId, meetId: m.id, eventType: `female-${slug}`, position })),
    );
    const entryRows: (typeof meetEntries.$inferInsert & { id: string })[] = [];
    const resultRows: NewResultRow[] = [];
    const add = (athleteId: string, event: (typeof eventRows)[number], n: number) => {
      const slug = event.eventType.slice('female-'.length) as (typeof EVENTS)[number];
      const parsed = parseMark(event.eventType, markText(slug, n));
      if (!parsed.ok) throw new Error(parsed.error);
      const entryId = randomUUID();
      entryRows.push({ id: entryId, organizationId: orgId, meetId: event.meetId, meetEventId: event.id, athleteId });
      resultRows.push({
        ...markColumns(event.eventType, parsed.mark, null),
        organizationId: orgId,
        meetId: event.meetId,
        meetEventId: event.id,
        entryId,
        athleteId,
        eventType: event.eventType,
        indoor: false,
      });
    };
    athleteRows.slice(0, ROSTER_SIZE).forEach((a, i) => {
      for (const meetIndex of [0, 1])
        for (let k = 0; k < 3; k++)
          add(a.id, eventRows[meetIndex * EVENTS.length + ((i + k) % EVENTS.length)]!, i * 10 + meetIndex * 3 + k);
    });
    eventRows.forEach((e, i) => add(heavy.id, e, i));
    await db.transaction(async (tx) => {
      const insert = async <T extends Parameters<typeof tx.insert>[0]>(table: T, rows: T['$inferInsert'][]) => {
        for (let i = 0; i < rows.length; i += CHUNK) await tx.insert(table).values(rows.slice(i, i + CHUNK));
      };
      await insert(athletes, athleteRows);
      await insert(meets, meetRows);
      await insert(meetEvents, eventRows);
      await insert(meetEntries, entryRows);
      await insert(results, resultRows);
    });
    return { heavyAthleteId: heavy.id };
  } finally {
    await pool.end();
  }
};

/** Rows for `npm run bench`. */
export const benchDomain = async (ctx: BenchContext): Promise<BenchRow[]> => {
  const { heavyAthleteId } = await seedDomainBench(ctx.databaseUrl, ctx.orgId);
  const auth = { authorization: `Bearer ${ctx.token}` };
  const roster = `${ctx.baseURL}/api/athletes/get?orgId=${ctx.orgId}&limit=${ROSTER_SIZE}`;
  const check = await fetch(roster, { headers: auth });
  const body = (await check.json()) as { items: { prCount: number }[] };
  if (!check.ok || body.items.length !== ROSTER_SIZE || body.items.some((a) => a.prCount === 0))
    throw new Error(`roster bench: unexpected answer ${check.status}`);
  // season leaders (decision 025): the first meets are outdoor 2015, where every roster athlete has marks
  const leaders = `${ctx.baseURL}/api/performance/leaders/get?orgId=${ctx.orgId}&season=outdoor&seasonYear=2015&limit=10`;
  const leadersCheck = await fetch(leaders, { headers: auth });
  const leadersBody = (await leadersCheck.json()) as { events: { leaders: unknown[] }[] };
  if (!leadersCheck.ok || leadersBody.events.length !== EVENTS.length)
    throw new Error(`leaders bench: unexpected answer ${leadersCheck.status}`);
  return [
    {
      name: `GET /api/performance/leaders/get (season leaders, ${EVENTS.length} events, ${ROSTER_SIZE + 1} athletes)`,
      result: await load(leaders, auth),
    },
    { name: `GET /api/athletes/get (${ROSTER_SIZE} athletes with PRs)`, result: await load(roster, auth), bar: '>= 25% of baseline req/s' },
    {
      name: `GET /api/athlete/get (athlete with ${HEAVY_RESULTS} results)`,
      result: await load(`${ctx.baseURL}/api/athlete/get?orgId=${ctx.orgId}&athleteId=${heavyAthleteId}`, auth),
    },
  ];
};
