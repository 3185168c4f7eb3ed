// Development probe (not part of npm run bench): one server, the baseline, and the request paths
// at 1 and 100 connections, with database round trips per request. PROBE_CPU_PROF=<dir> profiles
// the server; PROBE_ROUTES=org,sport limits the rows.
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, startChild } from './child-server';
import { createOwner } from './identity';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

const run = async (url: string, headers: Record<string, string>, connections: number) => {
  await autocannon({ url, headers, connections: 10, duration: 1 });
  const r = await autocannon({ url, headers, connections, duration: SECONDS });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, bad: r.errors + r.timeouts + r.non2xx };
};

const main = async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'splits-probe-'));
  chmodSync(dataDir, 0o755);
  const [port, pgPort, basePort] = [await freePort(), await freePort(), await freePort()];
  const baseURL = `http://127.0.0.1:${port}`;
  const prof = process.env.PROBE_CPU_PROF;
  const app = await startChild(
    path.join(root, 'server/main.ts'),
    { PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseURL, DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort), SEED_DEMO: 'false', LOG_LEVEL: process.env.PROBE_LOG_LEVEL ?? 'silent', NODE_ENV: 'production', SPLITS_TIMING: process.env.SPLITS_TIMING ?? '', RATE_LIMIT_MAX: '100000000', AUTH_SIGNUP_RATE_LIMIT_MAX: '100000', AUTH_RATE_LIMIT_MAX: '100000' },
    `${baseURL}/api/sport-events/get`,
    prof ? ['--cpu-prof', `--cpu-prof-dir=${prof}`] : [],
  );
  const password = readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  const databaseUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/splits`;
  const base = await startChild(path.join(here, 'baseline-server.ts'), { BASELINE_PORT: String(basePort), BASELINE_DATABASE_URL: databaseUrl }, `http://127.0.0.1:${basePort}/hello`);
  const stats = new pg.Client({ connectionString: databaseUrl });
  await stats.connect();
  const commits = async () => {
    await new Promise((r) => setTimeout(r, 1500)); // backends flush their statistics about once a second
    return Number((await stats.query<{ n: string }>("select xact_commit::text as n from pg_stat_database where datname = 'splits'")).rows[0]!.n);
  };
  try {
    const { token, orgId } = await createOwner(baseURL);
    const auth = { authorization: `Bearer ${token}` };
    const targets: [string, string, Record<string, string>][] = [
      ['hello', `http://127.0.0.1:${basePort}/hello`, {}],
      ['baseline select', `http://127.0.0.1:${basePort}/organization?id=${orgId}`, {}],
      ['org', `${baseURL}/api/organization/get?organizationId=${orgId}`, auth],
      ['sport', `${baseURL}/api/sport-events/get`, {}],
    ];
    const only = process.env.PROBE_ROUTES?.split(',');
    for (const [name, url, headers] of targets) {
      if (only && !['hello', 'baseline select'].includes(name) && !only.includes(name)) continue;
      const before = await commits();
      await autocannon({ url, headers, connections: 1, amount: 200 });
      const perRequest = ((await commits()) - before - 2) / 200;
      const timing = (label: string) => {
        if (!process.env.SPLITS_TIMING) return;
        console.log(`-- ${name} ${label}`);
        process.kill(app.pid, 'SIGUSR2');
      };
      timing('count');
      const one = await run(url, headers, 1);
      timing('1 conn');
      await new Promise((r) => setTimeout(r, 300));
      const hundred = await run(url, headers, 100);
      timing('100 conns');
      await new Promise((r) => setTimeout(r, 300));
      console.log(`${name.padEnd(16)} db xacts/req ${perRequest.toFixed(2)} | 1 conn: ${one.rps.toFixed(0)} req/s p50 ${one.p50} p99 ${one.p99} | 100 conns: ${hundred.rps.toFixed(0)} req/s p50 ${hundred.p50} p99 ${hundred.p99} bad ${one.bad + hundred.bad}`);
    }
  } finally {
    await stats.end();
    await base.stop();
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
