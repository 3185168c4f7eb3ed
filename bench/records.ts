// Records benchmark (issue 10): the record board of a team with BENCH_RECORDS_RESULTS results
// (default 1,000,000), seeded in SQL straight into the app's database (a few minutes for a million).
// Figures only: the first (uncached) answer's time, then throughput and p99 at BENCH_CONNECTIONS.
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { createDrizzle, type Db } from '../server/db/database';
import type { BenchContext, BenchRow } from './context';
import { interleaved, load } from './load';

const PER_EVENT = 100;
const EVENTS: [string, number, number][] = [
  ['100m', 11_000, 3_000],
  ['200m', 22_000, 6_000],
  ['400m', 50_000, 12_000],
  ['800m', 120_000, 40_000],
  ['1600m', 270_000, 90_000],
];

/**
 * Adds about `total` legal FAT results to `orgId`: 2,000 athletes, meets of 10 events (5 per gender)
 * with PER_EVENT entries each. Times are to the millisecond, an athlete's level (spread over the
 * event's range) plus up to a tenth of that range from race to race, so a board's top places are
 * mostly distinct athletes, as on a real team (rounded times made a hundred athletes tie for first).
 */
export const seedRecordsBench = async (db: Db, orgId: string, total: number): Promise<number> => {
  const meetCount = Math.max(1, Math.round(total / (EVENTS.length * 2 * PER_EVENT)));
  const events = sql.raw(`array[${EVENTS.map(([e]) => `'${e}'`).join(',')}]`);
  const bases = sql.raw(`case ${EVENTS.map(([e, base]) => `when ev.event_type like '%-${e}' then ${base}`).join(' ')} end`);
  const spreads = sql.raw(`case ${EVENTS.map(([e, , spread]) => `when ev.event_type like '%-${e}' then ${spread}`).join(' ')} end`);
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into athletes (organization_id, first_name, last_name, name_key, gender, grad_year)
      select ${orgId}, 'Rec' || i, 'Bench' || i, 'bench' || i || ' rec' || i, case when i % 2 = 0 then 'female' else 'male' end, 2000 + i % 30
      from generate_series(0, 1999) i`);
    await tx.execute(sql`insert into meets (organization_id, name, start_date, end_date, season, season_year, status)
      select ${orgId}, 'Records Bench ' || i, date '1990-03-01' + i * 7, date '1990-03-01' + i * 7, 'outdoor', extract(year from date '1990-03-01' + i * 7)::int, 'completed'
      from generate_series(0, ${meetCount - 1}) i`);
    await tx.execute(sql`insert into meet_events (organization_id, meet_id, event_type, position)
      select ${orgId}, m.id, g || '-' || e, 0 from meets m cross join unnest(array['female', 'male']) g cross join unnest(${events}) e
      where m.organization_id = ${orgId} and m.name like 'Records Bench %'`);
    await tx.execute(sql`create temp table bench_athletes on commit drop as
      select id, gender, (row_number() over (partition by gender order by id) - 1)::int as n from athletes where organization_id = ${orgId} and first_name like 'Rec%'`);
    await tx.execute(sql`create index on bench_athletes (gender, n)`);
    await tx.execute(sql`analyze bench_athletes`);
    await tx.execute(sql`insert into meet_entries (organization_id, meet_id, meet_event_id, athlete_id)
      select ${orgId}, ev.meet_id, ev.id, a.id
      from (select e.id, e.meet_id, split_part(e.event_type, '-', 1) as g, (row_number() over (order by e.id))::int as r
            from meet_events e join meets m on m.id = e.meet_id where e.organization_id = ${orgId} and m.name like 'Records Bench %') ev
      cross join generate_series(0, ${PER_EVENT - 1}) k
      join bench_athletes a on a.gender = ev.g and a.n = (ev.r * 37 + k) % 1000`);
    const inserted =
      await tx.execute(sql`insert into results (organization_id, meet_id, meet_event_id, entry_id, athlete_id, event_type, indoor, mark_kind, ms, timing, legal, sort_value, sort_value_raw)
      select ${orgId}, en.meet_id, en.meet_event_id, en.id, en.athlete_id, ev.event_type, false, 'time', t.ms, 'fat', true, t.ms, t.ms
      from meet_entries en join meet_events ev on ev.id = en.meet_event_id join meets m on m.id = en.meet_id
      cross join lateral (select (${bases} + abs(hashtext(en.athlete_id::text)) % ${spreads} + abs(hashtext(en.id::text)) % (${spreads} / 10))::int as ms) t
      where en.organization_id = ${orgId} and m.name like 'Records Bench %'`);
    return inserted.rowCount;
  });
  const [row] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from results where organization_id = ${orgId}`)).rows;
  return Number(row?.n ?? 0);
};

/** Rows for `npm run bench`. */
export const benchRecords = async (ctx: BenchContext): Promise<BenchRow[]> => {
  const total = Number(process.env.BENCH_RECORDS_RESULTS ?? 1_000_000);
  const pool = new pg.Pool({ connectionString: ctx.databaseUrl, max: 2 });
  let count: number;
  try {
    count = await seedRecordsBench(createDrizzle(pool), ctx.orgId, total);
    await pool.query('analyze results');
  } finally {
    await pool.end();
  }
  const auth = { authorization: `Bearer ${ctx.token}` };
  const url = `${ctx.baseURL}/api/records/get?orgId=${ctx.orgId}`;
  const started = performance.now();
  const first = await fetch(url, { headers: auth });
  const firstMs = performance.now() - started;
  const text = await first.text();
  const body = JSON.parse(text) as { events?: unknown[] };
  if (!first.ok || !body.events?.length) throw new Error(`records bench: unexpected answer ${first.status}`);
  // in rounds alternating with the SELECT baseline, so both meet the same machine
  const [baseline, board] = await interleaved(ctx.loadBaseline, () => load(url, auth));
  return [
    { name: 'baseline again, in rounds alternating with the records board', result: baseline },
    {
      name: `GET /api/records/get (${count.toLocaleString('en-US')} results; first, uncached answer ${Math.round(firstMs)} ms; ${Math.round(Buffer.byteLength(text) / 1024)} KB of JSON)`,
      result: board,
      baseline,
      bar: 'p99 < 20 ms at 100 connections (1.33x the baseline p99)',
    },
  ];
};
