import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** mean bytes per answer as sent (compressed when the server compresses) */
  bytes?: number;
}

export const BENCH_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
export const BENCH_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);

/** What every browser sends: the server may answer compressed (autocannon counts the bytes, it doesn't inflate them). */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/** Drives one URL with autocannon (after a short warm-up) and returns throughput and tail latency. */
export const load = async (
  url: string,
  extraHeaders: Record<string, string> = {},
  connections = BENCH_CONNECTIONS,
): Promise<LoadResult> => {
  const headers = { ...BROWSER_HEADERS, ...extraHeaders };
  await autocannon({ url, headers, connections: 10, duration: 1 });
  const r = await autocannon({ url, headers, connections, duration: BENCH_SECONDS });
  const bytes = r.requests.total ? r.throughput.total / r.requests.total : undefined;
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx, bytes };
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
  const as: LoadResult[] = [];
  const bs: LoadResult[] = [];
  for (let i = 0; i < rounds; i += 1) {
    as.push(await a());
    bs.push(await b());
  }
  const median = (rs: LoadResult[]) => [...rs].sort((x, y) => x.rps - y.rps)[Math.floor(rs.length / 2)]!;
  return [median(as), median(bs)];
};
