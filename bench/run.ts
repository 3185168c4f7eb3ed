// npm run bench: figures and ratios against a baseline measured in the same run (quality.md).
// Nothing here passes or fails on a time; it prints a table.
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, serverScript, startChild } from './child-server';
import type { BenchContext, BenchRow } from './context';
import { createOwner } from './identity';
import { BENCH_CONNECTIONS, BENCH_ROUNDS, BENCH_SECONDS, interleaved, load, watchServer } from './load';
import { processMemory } from './process-memory';

const here = path.dirname(fileURLToPath(import.meta.url));

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** Optional benchmark modules of other areas: file name and exported function. */
const EXTRA_MODULES: [string, string][] = [
  ['domain.ts', 'benchDomain'],
  ['images.ts', 'benchImages'],
  ['messaging.ts', 'benchMessaging'],
  ['schedule.ts', 'benchSchedule'],
  ['records.ts', 'benchRecords'],
  // after records.ts: its million results are the large team's
  ['leaders.ts', 'benchLeaders'],
  ['records-import.ts', 'benchRecordsImport'],
  ['write-paths.ts', 'benchWritePaths'],
  ['public-pages.ts', 'benchPublicPages'],
];

const main = async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'splits-bench-'));
  chmodSync(dataDir, 0o755); // the embedded PostgreSQL runs as its own user when we are root
  const [port, pgPort, baselinePort] = [await freePort(), await freePort(), await freePort()];
  const baseURL = `http://127.0.0.1:${port}`;
  console.log(
    `Splits benchmark: ${BENCH_CONNECTIONS} connections, ${BENCH_SECONDS} s per run (baseline and organization/get: median of ${BENCH_ROUNDS} alternating rounds), data in ${dataDir}`,
  );

  const app = await startChild(
    await serverScript(),
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      RATE_LIMIT_MAX: '100000000',
      AUTH_SIGNUP_RATE_LIMIT_MAX: '100000',
      AUTH_RATE_LIMIT_MAX: '100000',
    },
    `${baseURL}/api/sport-events/get`,
    // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the app server
    process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [],
  );
  watchServer(baseURL, app.pid);
  const password = readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  const databaseUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/splits`;
  const baselineServer = await startChild(
    path.join(here, 'baseline-server.ts'),
    { BASELINE_PORT: String(baselinePort), BASELINE_DATABASE_URL: databaseUrl },
    `http://127.0.0.1:${baselinePort}/hello`,
  );
  watchServer(`http://127.0.0.1:${baselinePort}`, baselineServer.pid);

  try {
    const atRest = processMemory(app.pid);
    const { token, orgId } = await createOwner(baseURL);
    const auth = { authorization: `Bearer ${token}` };

    const hello = await load(`http://127.0.0.1:${baselinePort}/hello`);
    // the authenticated read and its baseline alternate (median round of each)
    const loadBaseline = () => load(`http://127.0.0.1:${baselinePort}/organization?id=${orgId}`);
    const [baseline, organization] = await interleaved(loadBaseline, () =>
      load(`${baseURL}/api/organization/get?organizationId=${orgId}`, auth),
    );
    const rows: BenchRow[] = [
      { name: 'baseline: hello-world Fastify', result: hello },
      { name: 'baseline: Fastify + one indexed SELECT (pg)', result: baseline },
      {
        name: 'GET /api/organization/get (bearer JWT, membership check)',
        result: organization,
        bar: '>= 60% of baseline req/s, p99 < 30 ms',
      },
      {
        name: 'GET /api/sport-events/get (no token)',
        result: await load(`${baseURL}/api/sport-events/get`),
      },
    ];

    const ctx: BenchContext = { baseURL, token, orgId, databaseUrl, dataDir, serverPid: app.pid, baseline, loadBaseline };
    // BENCH_MODULES=domain,images runs only those modules' rows (file names without .ts)
    const only = process.env.BENCH_MODULES?.split(',').map((m) => `${m.trim()}.ts`);
    for (const [file, fn] of EXTRA_MODULES) {
      if (!existsSync(path.join(here, file)) || (only && !only.includes(file))) continue;
      const mod = (await import(path.join(here, file))) as Record<string, (c: BenchContext) => Promise<BenchRow[]>>;
      if (typeof mod[fn] === 'function') rows.push(...(await mod[fn](ctx)));
    }

    const peak = processMemory(app.pid);
    console.log('');
    // quality.md's bars were set where the SELECT baseline had p99 15 ms: "p99 vs baseline" reads a
    // p99 bar on a machine whose baseline differs (20 ms there is 1.33x the baseline's p99)
    console.log('| benchmark | req/s | vs baseline | p99 ms | p99 vs baseline | CPU µs/answer | errors | KB/answer | bar |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|');
    for (const r of rows) {
      const base = r.baseline ?? baseline;
      const ratio = `${fmt((r.result.rps / base.rps) * 100)}%`;
      const p99Ratio = `${fmt(r.result.p99 / base.p99, 2)}x`;
      const cpu = r.result.cpuUs === undefined ? '' : fmt(r.result.cpuUs);
      const errors = r.result.errors + r.result.non2xx;
      const kb = r.result.bytes === undefined ? '' : fmt(r.result.bytes / 1024, 1);
      console.log(
        `| ${r.name} | ${fmt(r.result.rps)} | ${ratio} | ${fmt(r.result.p99, 1)} | ${p99Ratio} | ${cpu} | ${errors} | ${kb} | ${r.bar ?? ''} |`,
      );
    }
    console.log('');
    console.log(
      `Server memory (RSS): at rest ${fmt(atRest.rssMiB, 1)} MiB, peak ${fmt(peak.peakMiB, 1)} MiB, after the runs ${fmt(peak.rssMiB, 1)} MiB`,
    );
  } finally {
    await baselineServer.stop();
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
