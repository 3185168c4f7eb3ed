// npx tsx bench/lighthouse-ab.ts: Lighthouse (mobile, simulated throttling) on several builds of the
// web app side by side, runs interleaved (round r measures every variant once, in an order rotated
// by r), so the load of a shared machine falls on all of them alike. Each variant is a server of its
// own (bench/ab-serve.ts, serving the variant's build) on a loopback address of its own (127.0.0.N:
// cookies and storage apart), all on one database seeded with the demo team. It prints each variant's median per page and writes every
// run as a line of JSON.
//
// Env: AB_VARIANTS: `name=webRoot[;ENV=value...]`, comma-separated (the first is the reference);
// AB_DATABASE_URL: a database the servers share (migrated and seeded by the first); AB_RUNS (5);
// AB_PAGES (dashboard,landing): pages for every variant; AB_LANDING: variants measured on the landing
// page (default all); AB_DASHBOARD: the same for the dashboard; AB_OUT: the JSON lines file (default /tmp/splits-lh-ab.jsonl);
// CHROME_PATH (default /usr/bin/chromium).
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse, { type Flags } from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePort, startChild, type Child } from './child-server';
import { signInDemoOwner, storeSession } from './demo-app';
import { summarize, type Summary } from './lighthouse-report';

interface Variant {
  name: string;
  webRoot: string;
  env: Record<string, string>;
}

const parseVariants = (text: string): Variant[] =>
  text.split(',').map((spec, i) => {
    const [head = '', ...envs] = spec.split(';');
    const [name = `v${i}`, webRoot = ''] = head.split('=');
    return { name, webRoot, env: Object.fromEntries(envs.map((e) => e.split('=') as [string, string])) };
  });

const VARIANTS = parseVariants(process.env.AB_VARIANTS ?? '');
const DATABASE_URL = process.env.AB_DATABASE_URL ?? '';
const RUNS = Math.max(1, Number(process.env.AB_RUNS ?? 5));
const PAGES = (process.env.AB_PAGES ?? 'dashboard,landing').split(',');
const LANDING = process.env.AB_LANDING ? new Set(process.env.AB_LANDING.split(',')) : null;
const DASHBOARD = process.env.AB_DASHBOARD ? new Set(process.env.AB_DASHBOARD.split(',')) : null;
const OUT = process.env.AB_OUT ?? path.join(tmpdir(), 'splits-lh-ab.jsonl');
const SECRET = 'lighthouse-ab-secret-0123456789-abcdefghij';

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

const main = async () => {
  if (VARIANTS.length === 0 || !DATABASE_URL) throw new Error('set AB_VARIANTS and AB_DATABASE_URL');
  // every variant's server runs bench/ab-serve.ts (under tsx: the same modules, loaded more slowly)
  const serve = path.resolve('bench', 'ab-serve.ts');
  const servers: { variant: Variant; baseURL: string; child: Child; dataDir: string }[] = [];
  const profile = mkdtempSync(path.join(tmpdir(), 'splits-lh-ab-profile-'));
  try {
    // the first server migrates and seeds the database; the others start side by side after it
    const startOne = async (variant: Variant, i: number) => {
      const host = `127.0.0.${i + 2}`;
      const port = await freePort();
      const baseURL = `http://${host}:${port}`;
      const dataDir = mkdtempSync(path.join(tmpdir(), 'splits-lh-ab-data-'));
      const env = {
        ...variant.env,
        PORT: String(port),
        HOST: host,
        PUBLIC_URL: baseURL,
        DATA_DIR: dataDir,
        DATABASE_URL,
        DATABASE_POOL_MAX: '4',
        DATABASE_POOL_TIMEOUT: '20',
        AUTH_SECRET: SECRET,
        // one issuer and audience: a token made by one server is good on all (one database, one key set)
        AUTH_ISSUER: 'http://splits-lighthouse-ab',
        AUTH_AUDIENCE: 'http://splits-lighthouse-ab',
        SEED_DEMO: 'true',
        LOG_LEVEL: 'silent',
        NODE_ENV: 'production',
        AB_WEB_ROOT: variant.webRoot,
      };
      // a loaded machine starting several servers at once: up to ten minutes
      const child = await startChild(serve, env, `${baseURL}/api/sport-events/get`, [], 600_000);
      // the variant's own build, or the comparison compares a build with itself
      const served = await (await fetch(`${baseURL}/`)).text();
      if (served !== readFileSync(path.join(variant.webRoot, 'index.html'), 'utf8')) {
        child.process.kill();
        throw new Error(`${variant.name}: ${baseURL}/ is not ${variant.webRoot}/index.html`);
      }
      console.log(`${variant.name}: ${baseURL} (${variant.webRoot} ${JSON.stringify(variant.env)})`);
      return { variant, baseURL, dataDir, child };
    };
    servers.push(await startOne(VARIANTS[0]!, 0));
    const rest = await Promise.allSettled(VARIANTS.slice(1).map((variant, i) => startOne(variant, i + 1)));
    for (const started of rest) if (started.status === 'fulfilled') servers.push(started.value);
    for (const started of rest) if (started.status === 'rejected') throw started.reason;
    const debugPort = await freePort();
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: [`--remote-debugging-port=${debugPort}`, '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-dev-shm-usage'],
    });
    const sessions = new Map<string, string>();
    // a loaded machine: pages and sign-in get three minutes
    context.setDefaultTimeout(180_000);
    context.setDefaultNavigationTimeout(180_000);
    // one sign-in through the UI (a loaded machine: three minutes), its session and cookies copied to every server's origin
    const first = servers[0]!;
    const { stored } = await signInDemoOwner(context, first.baseURL, 180_000);
    const cookies = await context.cookies(first.baseURL);
    for (const s of servers) {
      sessions.set(s.variant.name, stored);
      const host = new URL(s.baseURL).hostname;
      if (s !== first)
        await context.addCookies(
          cookies.map(({ name, value, path: at, httpOnly, secure, sameSite, expires }) => ({
            name,
            value,
            domain: host,
            path: at,
            httpOnly,
            secure,
            sameSite,
            expires,
          })),
        );
    }
    console.log('signed in everywhere');
    const results = new Map<string, Summary[]>();
    const measure = async (variant: string, page: string, url: string) => {
      const flags: Flags = { port: debugPort, output: 'json', logLevel: 'error', onlyCategories: ['performance'], formFactor: 'mobile' };
      const result = await lighthouse(url, flags);
      if (!result) throw new Error(`no result for ${url}`);
      const summary = await summarize(result.lhr);
      const { requests: _requests, ...figures } = summary;
      appendFileSync(OUT, `${JSON.stringify({ variant, page, at: new Date().toISOString(), ...figures })}\n`);
      const key = `${page}\t${variant}`;
      results.set(key, [...(results.get(key) ?? []), summary]);
      console.log(`${page} ${variant}: ${summary.failed ?? `score ${summary.score.toFixed(2)} TBT ${summary.tbt} LCP ${summary.lcp}`}`);
    };
    for (let round = 0; round < RUNS; round += 1) {
      const order = servers.map((_, i) => servers[(i + round) % servers.length]!);
      for (const s of order) {
        if (PAGES.includes('dashboard') && (!DASHBOARD || DASHBOARD.has(s.variant.name))) {
          const page = await context.newPage();
          await storeSession(page, s.baseURL, sessions.get(s.variant.name)!);
          await page.close();
          await measure(s.variant.name, 'dashboard', `${s.baseURL}/dashboard`);
        }
        if (PAGES.includes('landing') && (!LANDING || LANDING.has(s.variant.name)))
          await measure(s.variant.name, 'landing', `${s.baseURL}/`);
      }
    }
    await context.close();
    console.log('\n| page | variant | runs | score | FCP ms | LCP ms | TBT ms | SI ms | JS KiB gzip |');
    console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const [key, all] of results) {
      const runs = all.filter((r) => !r.failed);
      const [page, variant] = key.split('\t');
      const m = (f: (r: Summary) => number) => median(runs.map(f));
      console.log(
        `| ${page} | ${variant} | ${runs.length} | ${m((r) => r.score).toFixed(2)} | ${m((r) => r.fcp)} | ${m((r) => r.lcp)} | ${m((r) => r.tbt)} | ${m((r) => r.si)} | ${(m((r) => r.gzip) / 1024).toFixed(1)} |`,
      );
    }
  } finally {
    for (const s of servers) {
      await s.child.stop();
      rmSync(s.dataDir, { recursive: true, force: true });
    }
    rmSync(profile, { recursive: true, force: true });
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
