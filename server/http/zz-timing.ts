// TEMPORARY perf instrumentation (SPLITS_TIMING=1)
const on = process.env.SPLITS_TIMING === '1';
const buckets = new Map<string, number[]>();
export const timed = async <T>(name: string, f: () => Promise<T>): Promise<T> => {
  if (!on) return f();
  const t = performance.now();
  try { return await f(); } finally {
    let b = buckets.get(name); if (!b) buckets.set(name, (b = []));
    b.push(performance.now() - t);
  }
};
if (on) process.on('SIGUSR2', () => {
  for (const [k, v] of buckets) {
    const s = [...v].sort((a, b) => a - b); const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]!.toFixed(2);
    process.stderr.write(`TIMING ${k} n=${s.length} mean=${(s.reduce((a, b) => a + b, 0) / s.length).toFixed(2)} p50=${q(0.5)} p90=${q(0.9)} p99=${q(0.99)}\n`);
  }
  buckets.clear();
});
