import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** mean bytes per answer as sent (compressed when the server compresses) */
  bytes?: number;
  /** the serving process's CPU time (user + system) per answer, in microseconds, when its pid is known */
  cpuUs?: number;
}

const serverPids = new Map<string, number>();

/** Names the process behind a URL's host:port, so load() reports its CPU time per answer. */
export const watchServer = (url: string, pid: number): void => void serverPids.set(new URL(url).host, pid);

/** A process's CPU time so far (user + system) in ms, from /proc (clock ticks of 10 ms). */
const cpuMs = (pid: number): number => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

export const BENCH_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
export const BENCH_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);

/** What every browser sends: the server may answer compressed (autocannon counts the bytes, it doesn't inflate them). */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/** Drives one URL (after a short warm-up) with autocannon and returns throughput and tail latency. */
export const load = async (
  url: string,
  extraHeaders: Record<string, string> = {},
  connections = BENCH_CONNECTIONS,
): Promise<LoadResult> => {
  const headers = { ...BROWSER_HEADERS, ...extraHeaders };
  await autocannon({ url, headers, connections: 10, duration: 1 });
  // the server's CPU time per answer: unlike req/s and p99, it hardly moves when something else takes a core
  const pid = serverPids.get(new URL(url).host);
  const cpuBefore = pid === undefined ? undefined : cpuMs(pid);
  const r = await autocannon({ url, headers, connections, duration: BENCH_SECONDS });
  const cpuUs =
    pid === undefined || cpuBefore === undefined || !r.requests.total ? undefined : ((cpuMs(pid) - cpuBefore) * 1000) / r.requests.total;
  const bytes = r.requests.total ? r.throughput.total / r.requests.total : undefined;
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx, bytes, cpuUs };
};

export const BENCH_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/**
 * The machine is shared: runs `a` and `b` in alternating rounds and answers, for each, the round
 * with the median req/s, so a burst of outside load hits both alike.
 */
export const interleaved = async (
  a: () => Promise<LoadResult>,
  b: () => Promise<LoadResult>,
  rounds = BENCH_ROUNDS,
): Promise<[LoadResult, LoadResult]> => {
  const [ra, rb] = await interleavedAll([a, b], rounds);
  return [ra!, rb!];
};

/** The same for any number of runs: each round runs every one in turn; each answers its median round. */
export const interleavedAll = async (runs: (() => Promise<LoadResult>)[], rounds = BENCH_ROUNDS): Promise<LoadResult[]> => {
  const results: LoadResult[][] = runs.map(() => []);
  for (let i = 0; i < rounds; i += 1) {
    for (const [j, run] of runs.entries()) results[j]!.push(await run());
  }
  const median = (rs: LoadResult[]) => [...rs].sort((x, y) => x.rps - y.rps)[Math.floor(rs.length / 2)]!;
  return results.map(median);
};
