// CPU per answer on the server and on PostgreSQL (issue 25, item 5), for what a team does most: a
// roster read, an athlete edit, a result save, a message post; and how many posts one team gets
// through at once, with what its posts wait on in pg_locks. Figures, no bar: docs/scaling.md.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { BenchContext, BenchRow } from './context';
import { createTeam } from './teams';

const SECONDS = Number(process.env.BENCH_WRITE_SECONDS ?? 8);
const WORKERS = Number(process.env.BENCH_WRITE_WORKERS ?? 8);

/** utime + stime (+ children's, reaped) of one process, in ms. */
const processCpuMs = (pid: number, withReaped: boolean): number => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const own = Number(f[11]) + Number(f[12]);
    return (withReaped ? own + Number(f[13]) + Number(f[14]) : own) * 10;
  } catch {
    return 0; // gone meanwhile
  }
};

/** CPU of the whole PostgreSQL: the postmaster, its live backends, and those that ended (reaped into the postmaster). */
const postgresCpuMs = (postmaster: number): number => {
  let total = processCpuMs(postmaster, true);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === postmaster) total += processCpuMs(Number(entry), false);
    } catch {
      // ended meanwhile
    }
  }
  return total;
};

interface Run {
  answers: number;
  perSecond: number;
  p99: number;
  serverCpuUs: number;
  postgresCpuUs: number;
  failures: number;
}

/** `workers` loops calling `call(worker, i)` for SECONDS; CPU of both processes per answer. */
const drive = async (ctx: BenchContext, workers: number, call: (worker: number, i: number) => Promise<boolean>): Promise<Run> => {
  const postmaster = Number(readFileSync(path.join(ctx.dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const latencies: number[] = [];
  let failures = 0;
  const serverBefore = processCpuMs(ctx.serverPid, false);
  const pgBefore = postgresCpuMs(postmaster);
  const started = performance.now();
  const end = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      for (let i = 0; performance.now() < end; i += 1) {
        const t = performance.now();
        if (!(await call(w, i))) failures += 1;
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const answers = latencies.length;
  latencies.sort((a, b) => a - b);
  return {
    answers,
    perSecond: answers / seconds,
    p99: latencies[Math.min(answers - 1, Math.ceil(answers * 0.99) - 1)] ?? Number.NaN,
    serverCpuUs: ((processCpuMs(ctx.serverPid, false) - serverBefore) * 1000) / answers,
    postgresCpuUs: ((postgresCpuMs(postmaster) - pgBefore) * 1000) / answers,
    failures,
  };
};

const row = (name: string, r: Run): BenchRow => ({
  name: `${name}: server ${(r.serverCpuUs / 1000).toFixed(1)} ms + PostgreSQL ${(r.postgresCpuUs / 1000).toFixed(1)} ms CPU/answer`,
  result: { rps: r.perSecond, p99: r.p99, errors: 0, non2xx: r.failures, cpuUs: r.serverCpuUs },
});

const api = async (ctx: BenchContext, method: string, url: string, body?: unknown): Promise<Response> =>
  fetch(`${ctx.baseURL}${url}`, {
    method,
    headers: { authorization: `Bearer ${ctx.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const json = async <T>(res: Response, what: string): Promise<T> => {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
};

/** The team's announcements channel. */
const announcements = async (ctx: BenchContext, orgId: string): Promise<string> => {
  const channels = await json<{ items: { id: string; kind: string }[] }>(
    await api(ctx, 'GET', `/api/messaging/channels/get?orgId=${orgId}`),
    'channels',
  );
  return channels.items.find((c) => c.kind === 'announcements')!.id;
};

/** What posts in one team wait on, sampled every 20 ms during `work`: the most frequent waits. */
const sampleWaits = async (databaseUrl: string, work: Promise<unknown>): Promise<string> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const counts = new Map<string, number>();
  let samples = 0;
  let done = false;
  void work.finally(() => (done = true));
  while (!done) {
    const { rows } = await client.query<{ wait: string }>(
      `select coalesce(wait_event_type || ':' || wait_event, 'cpu') as wait from pg_stat_activity
       where backend_type = 'client backend' and state = 'active' and pid <> pg_backend_pid()`,
    );
    samples += 1;
    for (const { wait } of rows) counts.set(wait, (counts.get(wait) ?? 0) + 1);
    await new Promise((r) => setTimeout(r, 20));
  }
  await client.end();
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([wait, n]) => `${wait} ${(n / samples).toFixed(1)}`)
    .join(', ');
};

/** Rows for `npm run bench` (BENCH_MODULES=write-paths runs only these). */
export const benchWritePaths = async (ctx: BenchContext): Promise<BenchRow[]> => {
  const orgId = await createTeam(ctx, 'Write paths');
  // one athlete, meet event and entry per worker, so no two workers edit the same row
  const athleteIds: string[] = [];
  for (let w = 0; w < WORKERS; w += 1) {
    const a = await json<{ id: string }>(
      await api(ctx, 'POST', `/api/athletes/post?orgId=${orgId}`, {
        firstName: `Writer${w}`,
        lastName: 'Bench',
        gender: 'female',
        grade: 10,
      }),
      'athlete',
    );
    athleteIds.push(a.id);
  }
  for (let i = 0; i < 150 - WORKERS; i += 1)
    await json(
      await api(ctx, 'POST', `/api/athletes/post?orgId=${orgId}`, {
        firstName: `Roster${i}`,
        lastName: 'Bench',
        gender: 'male',
        grade: 11,
      }),
      'athlete',
    );
  const meet = await json<{ id: string }>(
    await api(ctx, 'POST', `/api/meets/post?orgId=${orgId}`, { name: 'Write bench', startDate: '2026-04-04', season: 'outdoor' }),
    'meet',
  );
  const event = await json<{ id: string }>(
    await api(ctx, 'POST', `/api/meet/events/post?orgId=${orgId}&meetId=${meet.id}`, { eventType: 'female-100m' }),
    'event',
  );
  const entries = await json<{ id: string }[]>(
    await api(ctx, 'POST', `/api/meet/event/entries/post?orgId=${orgId}&eventId=${event.id}`, { athleteIds }),
    'entries',
  );
  const entryIds = entries.map((e) => e.id);
  const versions: (number | null)[] = entryIds.map(() => null);
  const channelId = await announcements(ctx, orgId);

  const roster = await drive(ctx, WORKERS, async () => {
    const res = await api(ctx, 'GET', `/api/athletes/get?orgId=${orgId}&limit=150`);
    await res.arrayBuffer();
    return res.ok;
  });
  const edit = await drive(ctx, WORKERS, async (w, i) => {
    const res = await api(ctx, 'PATCH', `/api/athlete/patch?orgId=${orgId}&athleteId=${athleteIds[w]}`, { lastName: `Bench${i}` });
    await res.arrayBuffer();
    return res.ok;
  });
  const save = await drive(ctx, WORKERS, async (w, i) => {
    const res = await api(ctx, 'POST', `/api/meet/event/entry/result/post?orgId=${orgId}&entryId=${entryIds[w]}`, {
      mark: (11 + (i % 90) / 100).toFixed(2),
      expectedVersion: versions[w],
    });
    if (!res.ok) return (await res.arrayBuffer(), false);
    versions[w] = ((await res.json()) as { result: { version: number } }).result.version;
    return true;
  });
  const post = (team: string, channel: string) => async (w: number, i: number) => {
    const res = await api(ctx, 'POST', `/api/messaging/messages/post?orgId=${team}&channelId=${channel}`, {
      text: `write bench ${w}.${i}`,
    });
    await res.arrayBuffer();
    return res.ok;
  };
  const posting = drive(ctx, WORKERS, post(orgId, channelId));
  const waits = await sampleWaits(ctx.databaseUrl, posting);
  const posts = await posting;
  // the same number of posters spread over four teams: what is per team, what is not
  const teams = [{ orgId, channelId }];
  for (let t = 1; t < 4; t += 1) {
    const other = await createTeam(ctx, `Write paths ${t}`);
    teams.push({ orgId: other, channelId: await announcements(ctx, other) });
  }
  const spread = await drive(ctx, WORKERS, (w, i) => post(teams[w % 4]!.orgId, teams[w % 4]!.channelId)(w, i));

  return [
    row(`write paths, ${WORKERS} at once: GET /api/athletes/get (150 athletes, answer cache)`, roster),
    row(`write paths, ${WORKERS} at once: PATCH /api/athlete/patch`, edit),
    row(`write paths, ${WORKERS} at once: POST result save`, save),
    row(`write paths, ${WORKERS} at once in one team: POST message (waits per sample: ${waits})`, posts),
    row(`write paths, ${WORKERS} at once over 4 teams: POST message`, spread),
  ];
};
