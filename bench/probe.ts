// Development probe (not part of npm run bench). Starts the server (and, with PROBE_COMPARE_ROOT,
// a second checkout of it for before/after figures) and the baseline, then drives each request
// path in rounds interleaved with the baseline: the machine is shared, so each round's ratio is
// taken against the baseline of that round and the median is printed, with CPU time per request
// of the serving process and of PostgreSQL (from /proc). PROBE_CPU_PROF=<dir> profiles the
// server; PROBE_ROUTES=org,sport limits the rows.
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort, startChild, type Child } from './child-server';
import { ROSTER_SIZE, seedDomainBench } from './domain';
import { createOwner } from './identity';
import { BROWSER_HEADERS } from './load';

const here = path.dirname(fileURLToPath(import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.PROBE_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const TICK_US = 10_000; // USER_HZ 100

const statFields = (pid: number): string[] | null => {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  } catch {
    return null;
  }
};
/** utime + stime of a process, in microseconds */
const cpuOf = (pid: number): number => {
  const f = statFields(pid);
  return f ? (Number(f[11]) + Number(f[12])) * TICK_US : 0;
};
/** the postmaster and its children (the backends) */
const postgresPids = (postmaster: number): number[] => [
  postmaster,
  ...readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map(Number)
    .filter((pid) => Number(statFields(pid)?.[1]) === postmaster),
];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

interface App {
  label: string;
  child: Child;
  baseURL: string;
  dataDir: string;
  pgPort: number;
  postmaster: number;
}

const startApp = async (label: string, root: string, profile?: string): Promise<App> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'splits-probe-'));
  chmodSync(dataDir, 0o755);
  const [port, pgPort] = [await freePort(), await freePort()];
  const baseURL = `http://127.0.0.1:${port}`;
  // under tsx from the checkout's source: an older checkout has no compile step, and ran main.ts itself
  const entry = ['serve.ts', 'main.ts'].map((name) => path.join(root, 'server', name)).find((file) => existsSync(file));
  const child = await startChild(
    entry ?? path.join(root, 'server', 'main.ts'),
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      SEED_DEMO: 'false',
      LOG_LEVEL: process.env.PROBE_LOG_LEVEL ?? 'silent',
      NODE_ENV: 'production',
      RATE_LIMIT_MAX: '100000000',
      AUTH_SIGNUP_RATE_LIMIT_MAX: '100000',
      AUTH_RATE_LIMIT_MAX: '100000',
    },
    `${baseURL}/api/sport-events/get`,
    profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [],
  );
  const postmaster = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  return { label, child, baseURL, dataDir, pgPort, postmaster };
};

const main = async () => {
  const apps = [await startApp('now', path.resolve(here, '..'), process.env.PROBE_CPU_PROF)];
  if (process.env.PROBE_COMPARE_ROOT) apps.unshift(await startApp('before', process.env.PROBE_COMPARE_ROOT));
  const main = apps[apps.length - 1]!;
  const password = readFileSync(path.join(main.dataDir, 'postgres-password'), 'utf8').trim();
  const databaseUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${main.pgPort}/splits`;
  const basePort = await freePort();
  const base = await startChild(
    path.join(here, 'baseline-server.ts'),
    { BASELINE_PORT: String(basePort), BASELINE_DATABASE_URL: databaseUrl },
    `http://127.0.0.1:${basePort}/hello`,
  );
  try {
    const owners = await Promise.all(apps.map((a) => createOwner(a.baseURL)));
    const only = process.env.PROBE_ROUTES?.split(',');
    // the domain rows (roster, athlete) need the bench season in each app's database
    const domain = !only || only.includes('roster') || only.includes('athlete');
    const heavy = domain
      ? await Promise.all(
          apps.map(async (a, i) => {
            const pw = readFileSync(path.join(a.dataDir, 'postgres-password'), 'utf8').trim();
            return (await seedDomainBench(`postgres://postgres:${encodeURIComponent(pw)}@127.0.0.1:${a.pgPort}/splits`, owners[i]!.orgId))
              .heavyAthleteId;
          }),
        )
      : [];
    const run = async (url: string, extraHeaders: Record<string, string>, pid: number, postmaster: number) => {
      const headers = { ...BROWSER_HEADERS, ...extraHeaders };
      await autocannon({ url, headers, connections: 10, duration: 1 });
      const sum = (pids: number[]) => pids.reduce((s, p) => s + cpuOf(p), 0);
      const [cpu0, pg0] = [cpuOf(pid), sum(postgresPids(postmaster))];
      const r = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
      const n = Math.max(1, r.requests.total);
      return {
        rps: r.requests.average,
        p99: r.latency.p99,
        bad: r.errors + r.timeouts + r.non2xx,
        cpu: (cpuOf(pid) - cpu0) / n,
        pgCpu: (sum(postgresPids(postmaster)) - pg0) / n,
      };
    };
    const fmt = (name: string, r: Awaited<ReturnType<typeof run>>) =>
      `${name} ${r.rps.toFixed(0)} req/s p99 ${r.p99} (node ${r.cpu.toFixed(0)} us/req, pg ${r.pgCpu.toFixed(0)} us/req)${r.bad ? ` BAD ${r.bad}` : ''}`;
    const routes: [string, (i: number) => [string, Record<string, string>]][] = [
      [
        'org',
        (i) => [
          `${apps[i]!.baseURL}/api/organization/get?organizationId=${owners[i]!.orgId}`,
          { authorization: `Bearer ${owners[i]!.token}` },
        ],
      ],
      ['sport', (i) => [`${apps[i]!.baseURL}/api/sport-events/get`, {}]],
      [
        'roster',
        (i) => [
          `${apps[i]!.baseURL}/api/athletes/get?orgId=${owners[i]!.orgId}&limit=${ROSTER_SIZE}`,
          { authorization: `Bearer ${owners[i]!.token}` },
        ],
      ],
      [
        'athlete',
        (i) => [
          `${apps[i]!.baseURL}/api/athlete/get?orgId=${owners[i]!.orgId}&athleteId=${heavy[i]}`,
          { authorization: `Bearer ${owners[i]!.token}` },
        ],
      ],
    ];
    for (const [name, target] of routes) {
      if (only && !only.includes(name)) continue;
      const ratios = apps.map(() => [] as number[]);
      const p99s = apps.map(() => [] as number[]);
      for (let round = 0; round < ROUNDS; round++) {
        const b = await run(
          `http://127.0.0.1:${basePort}/organization?id=${owners[apps.length - 1]!.orgId}`,
          {},
          base.pid,
          main.postmaster,
        );
        const parts = [fmt('baseline', b)];
        for (const [i, app] of apps.entries()) {
          const [url, headers] = target(i);
          const r = await run(url, headers, app.child.pid, app.postmaster);
          ratios[i]!.push(r.rps / b.rps);
          p99s[i]!.push(r.p99);
          parts.push(fmt(`${app.label}`, r));
        }
        console.log(`  ${name} round ${round + 1}: ${parts.join(' | ')}`);
      }
      for (const [i, app] of apps.entries()) {
        console.log(
          `${name} ${app.label}: median ratio to baseline ${(median(ratios[i]!) * 100).toFixed(0)}% (${ratios[i]!.map((r) => `${(r * 100).toFixed(0)}%`).join(', ')}), median p99 ${median(p99s[i]!)} ms`,
        );
      }
    }
  } finally {
    await base.stop();
    for (const app of apps) {
      await app.child.stop();
      rmSync(app.dataDir, { recursive: true, force: true });
    }
  }
};

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
