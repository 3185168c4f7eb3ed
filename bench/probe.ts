// Development probe (not part of npm run bench): one server, the baseline, and the request paths,
// interleaved with the baseline in rounds (the machine is shared: ratios of the same round, then
// the median), with CPU time per request of the serving process and of PostgreSQL.
// PROBE_CPU_PROF=<dir> profiles the server; PROBE_ROUTES=org,sport limits the rows.
import { chmodSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort, startChild } from './child-server';
import { createOwner } from './identity';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.PROBE_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const TICK_US = 10_000; // USER_HZ 100

/** utime + stime of a process, in microseconds */
const cpuOf = (pid: number): number => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_US;
  } catch {
    return 0;
  }
};
/** the postmaster and its children (the backends) */
const postgresPids = (postmaster: number): number[] => [
  postmaster,
  ...readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map(Number)
    .filter((pid) => {
      try {
        return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    }),
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const main = async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'splits-probe-'));
  chmodSync(dataDir, 0o755);
  const [port, pgPort, basePort] = [await freePort(), await freePort(), await freePort()];
  const baseURL = `http://127.0.0.1:${port}`;
  const prof = process.env.PROBE_CPU_PROF;
  const app = await startChild(
    path.join(root, 'server/main.ts'),
    { PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseURL, DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort), SEED_DEMO: 'false', LOG_LEVEL: process.env.PROBE_LOG_LEVEL ?? 'silent', NODE_ENV: 'production', RATE_LIMIT_MAX: '100000000', AUTH_SIGNUP_RATE_LIMIT_MAX: '100000', AUTH_RATE_LIMIT_MAX: '100000' },
    `${baseURL}/api/sport-events/get`,
    prof ? ['--cpu-prof', `--cpu-prof-dir=${prof}`] : [],
  );
  const password = readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  const databaseUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/splits`;
  const postmaster = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const base = await startChild(path.join(here, 'baseline-server.ts'), { BASELINE_PORT: String(basePort), BASELINE_DATABASE_URL: databaseUrl }, `http://127.0.0.1:${basePort}/hello`);
  try {
    const { token, orgId } = await createOwner(baseURL);
    const auth = { authorization: `Bearer ${token}` };
    const run = async (url: string, headers: Record<string, string>, pid: number) => {
      await autocannon({ url, headers, connections: 10, duration: 1 });
      const pg = postgresPids(postmaster);
      const sum = (pids: number[]) => pids.reduce((s, p) => s + cpuOf(p), 0);
      const [cpu0, pg0] = [cpuOf(pid), sum(pg)];
      const r = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
      const n = r.requests.total;
      return { rps: r.requests.average, p99: r.latency.p99, bad: r.errors + r.timeouts + r.non2xx, cpu: (cpuOf(pid) - cpu0) / n, pgCpu: (sum(postgresPids(postmaster)) - pg0) / n };
    };
    const baseline = () => run(`http://127.0.0.1:${basePort}/organization?id=${orgId}`, {}, base.pid);
    const targets: [string, string, Record<string, string>, number][] = [
      ['hello (baseline process)', `http://127.0.0.1:${basePort}/hello`, {}, base.pid],
      ['org', `${baseURL}/api/organization/get?organizationId=${orgId}`, auth, app.pid],
      ['sport', `${baseURL}/api/sport-events/get`, {}, app.pid],
    ];
    const only = process.env.PROBE_ROUTES?.split(',');
    for (const [name, url, headers, pid] of targets) {
      if (only && !only.includes(name.split(' ')[0]!)) continue;
      const ratios: number[] = [];
      const lines: string[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const b = await baseline();
        const t = await run(url, headers, pid);
        ratios.push(t.rps / b.rps);
        lines.push(`  round ${round + 1}: baseline ${b.rps.toFixed(0)} req/s p99 ${b.p99} (node ${b.cpu.toFixed(0)} us/req, pg ${b.pgCpu.toFixed(0)} us/req) | ${name} ${t.rps.toFixed(0)} req/s p99 ${t.p99} (node ${t.cpu.toFixed(0)} us/req, pg ${t.pgCpu.toFixed(0)} us/req) bad ${t.bad}`);
      }
      console.log(`${name}: median ratio to baseline ${(median(ratios) * 100).toFixed(0)}% (${ratios.map((r) => `${(r * 100).toFixed(0)}%`).join(', ')})`);
      for (const l of lines) console.log(l);
    }
  } finally {
    await base.stop();
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
