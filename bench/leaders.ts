// Season leaders (issue 13): the leaders call on the demo team's season (the seed of `npm start`)
// and on the bench team once records.ts has given it about a million results. Figures only: a
// cached run at BENCH_CONNECTIONS (what repeated reads cost) and the median answer computed afresh.
import pg from 'pg';
import { createDrizzle } from '../server/db/database';
import { seedDemoSeason } from '../server/seed/demo-season';
import type { BenchContext, BenchRow } from './context';
import { load } from './load';
import { createTeam, uncachedMs } from './teams';

const LIMIT = 10;

/** The team's season with the most results (of records.ts's weekly meets from 1990: about 52,000 of a million), and the team's count. */
const largestSeason = async (pool: pg.Pool, orgId: string) => {
  const total = await pool.query<{ n: number }>('select count(*)::int as n from results where organization_id = $1', [orgId]);
  const top = await pool.query<{ season: string; season_year: number; n: number }>(
    `select m.season, m.season_year, count(*)::int as n from results r join meets m on m.id = r.meet_id
     where r.organization_id = $1 group by 1, 2 order by 3 desc limit 1`,
    [orgId],
  );
  const s = top.rows[0];
  if (!s) throw new Error('leaders bench: the large team has no results');
  return { total: Number(total.rows[0]?.n ?? 0), season: s.season, seasonYear: Number(s.season_year), inSeason: Number(s.n) };
};

export const benchLeaders = async (ctx: BenchContext): Promise<BenchRow[]> => {
  const demoOrg = await createTeam(ctx, 'Demo Season Bench');
  const pool = new pg.Pool({ connectionString: ctx.databaseUrl, max: 2 });
  pool.on('error', () => undefined); // an idle client cut when the database stops
  let demoResults: number;
  let big: Awaited<ReturnType<typeof largestSeason>>;
  try {
    demoResults = (await seedDemoSeason(createDrizzle(pool), demoOrg)).results;
    await pool.query('analyze');
    big = await largestSeason(pool, ctx.orgId);
  } finally {
    await pool.end();
  }
  const auth = { authorization: `Bearer ${ctx.token}` };
  const demoUrl = `${ctx.baseURL}/api/performance/leaders/get?orgId=${demoOrg}&limit=${LIMIT}`;
  const check = await fetch(demoUrl, { headers: auth });
  const body = (await check.json()) as { season: { season: string; seasonYear: number }; events: unknown[] };
  if (!check.ok || body.events.length === 0) throw new Error(`leaders bench: unexpected answer ${check.status}`);
  const bigUrl = `${ctx.baseURL}/api/performance/leaders/get?orgId=${ctx.orgId}&season=${big.season}&seasonYear=${big.seasonYear}&limit=${LIMIT}`;
  const bigCheck = await fetch(bigUrl, { headers: auth });
  if (!bigCheck.ok || ((await bigCheck.json()) as { events: unknown[] }).events.length === 0)
    throw new Error(`leaders bench: unexpected answer ${bigCheck.status} on the large team`);

  const demoUncached = await uncachedMs(ctx, demoOrg, demoUrl);
  const bigUncached = await uncachedMs(ctx, ctx.orgId, bigUrl);
  const ms = (v: number) => `${Math.round(v)} ms`;
  return [
    {
      name: `GET /api/performance/leaders/get (demo team, ${body.season.season} ${body.season.seasonYear}, ${demoResults.toLocaleString('en-US')} results in the team; uncached answer ${ms(demoUncached)})`,
      result: await load(demoUrl, auth),
    },
    {
      name: `GET /api/performance/leaders/get (${big.total.toLocaleString('en-US')} results in the team, ${big.inSeason.toLocaleString('en-US')} in ${big.season} ${big.seasonYear}; uncached answer ${ms(bigUncached)})`,
      result: await load(bigUrl, auth),
    },
  ];
};
