import pg from 'pg';
import type { BenchContext } from './context';

/** Another team of the bench's owner (created through the API), for data that must not mix with the main team's. */
export const createTeam = async (ctx: BenchContext, name: string): Promise<string> => {
  const res = await fetch(`${ctx.baseURL}/api/organizations/post`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ctx.token}` },
    body: JSON.stringify({ name }),
  });
  if (!res.ok) throw new Error(`team ${name}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
};

/**
 * The median time of `rounds` answers of `url` computed afresh: before each, the team's data version
 * is bumped (what any write does), so the answer cache (decision 014) cannot answer.
 */
export const uncachedMs = async (ctx: BenchContext, orgId: string, url: string, rounds = 3): Promise<number> => {
  const pool = new pg.Pool({ connectionString: ctx.databaseUrl, max: 1 });
  pool.on('error', () => undefined); // an idle client cut when the database stops
  const times: number[] = [];
  try {
    for (let i = 0; i < rounds; i += 1) {
      await pool.query('update organizations set data_version = data_version + 1 where id = $1', [orgId]);
      const started = performance.now();
      const res = await fetch(url, { headers: { authorization: `Bearer ${ctx.token}` } });
      await res.arrayBuffer();
      times.push(performance.now() - started);
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
    }
  } finally {
    await pool.end();
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
};
