import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export const BENCH_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
export const BENCH_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);

/** Drives one URL with autocannon (after a short warm-up) and returns throughput and tail latency. */
export const load = async (url: string, headers: Record<string, string> = {}, connections = BENCH_CONNECTIONS): Promise<LoadResult> => {
  await autocannon({ url, headers, connections: 10, duration: 1 });
  const r = await autocannon({ url, headers, connections, duration: BENCH_SECONDS });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx };
};
