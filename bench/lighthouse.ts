// npx tsx bench/lighthouse.ts: Lighthouse (performance, simulated throttling) on the landing page
// and on the dashboard's first load, with the JavaScript each one fetched. It reports figures
// against quality.md's bars; it passes or fails nothing. Build first: `npm run build`.
//
// The dashboard is measured as a returning user opens it: the browser profile holds the identity
// cookie and the stored session (localStorage), the HTTP cache is cold (Lighthouse clears it) and
// the tab is new (empty sessionStorage, so the sport events are fetched). A cookie alone
// (`lighthouse --extra-headers`) measures the sign-in page instead: without the stored session
// the guards send /dashboard to /auth?referer=%2Fdashboard.
//
// Env: LH_RUNS (runs per page, default 3), LH_FORM_FACTOR (mobile | desktop, default mobile),
// CHROME_PATH (default /usr/bin/chromium), LH_KEEP=1 keeps the JSON reports, traces and artifacts in the temp folder (bench/lighthouse-graph.ts reads them),
// LH_BASE_URL=http://host:port measures a server already running with the demo seed (SEED_DEMO=true)
// instead of starting the compiled server on dist/web, LH_PAGES picks pages (comma-separated: landing,
// dashboard, dashboard-expired; default all).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import { saveArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { chromium } from 'playwright-core';
import { freePort } from './child-server';
import { signInDemoOwner, startDemoApp, storeSession } from './demo-app';
import { printPage, summarize, type Summary } from './lighthouse-report';

const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 3));
const FORM_FACTOR = process.env.LH_FORM_FACTOR === 'desktop' ? 'desktop' : 'mobile';
const PAGES = (process.env.LH_PAGES ?? 'landing,dashboard,dashboard-expired').split(',').map((p) => p.trim());

const measure = async (url: string, port: number): Promise<Summary> => {
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], formFactor: FORM_FACTOR };
  const result = await lighthouse(url, flags, FORM_FACTOR === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (process.env.LH_KEEP) {
    const out = path.join(tmpdir(), `splits-lh-${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`);
    writeFileSync(out, JSON.stringify(result.lhr));
    writeFileSync(out.replace(/\.json$/, '.trace.json'), JSON.stringify(result.artifacts.Trace));
    // every artifact, for re-running Lighthouse's simulation (Lantern) on this load
    await saveArtifacts(result.artifacts, out.replace(/\.json$/, '.artifacts'));
    console.log(`(report: ${out})`);
  }
  return await summarize(result.lhr);
};

const main = async () => {
  const server = await startDemoApp();
  const { baseURL } = server;
  const profile = mkdtempSync(path.join(tmpdir(), 'splits-lh-profile-'));
  const debugPort = await freePort();
  console.log(`Lighthouse ${FORM_FACTOR}, simulated throttling, ${RUNS} run(s) per page, server ${baseURL}`);
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      `--remote-debugging-port=${debugPort}`,
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
  try {
    // a visitor: nothing stored
    if (PAGES.includes('landing')) {
      const landing: Summary[] = [];
      for (let i = 0; i < RUNS; i += 1) landing.push(await measure(`${baseURL}/`, debugPort));
      printPage('Landing page, visitor', 'score >= 0.95, JS < 100 KB gzip', landing);
    }

    // sign in through the UI once: the cookie and the stored session stay in the profile
    const { stored, expired } = await signInDemoOwner(context, baseURL);
    const scenarios: [string, string, string][] = [
      ['dashboard', 'Dashboard, returning user, token still valid', stored],
      ['dashboard-expired', 'Dashboard, returning user, token expired (next day)', expired],
    ];
    for (const [id, name, state] of scenarios) {
      if (!PAGES.includes(id)) continue;
      const runs: Summary[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const page = await context.newPage();
        await storeSession(page, baseURL, state);
        await page.close();
        runs.push(await measure(`${baseURL}/dashboard`, debugPort));
      }
      printPage(name, 'score >= 0.90, JS < 300 KB gzip', runs);
    }
  } finally {
    await context.close();
    await server.stop();
    rmSync(profile, { recursive: true, force: true });
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
