// npx tsx bench/lighthouse-profile.ts: where the dashboard's first load spends its main thread, as
// a JavaScript CPU profile (which bench/lighthouse.ts's trace does not hold). Opens /dashboard as
// a returning user, cold cache, CPU slowed 4x (Lighthouse mobile's factor), and prints the
// functions and modules with the most self time. Build first, with source maps (which name the
// modules) and better without minifying (which keeps function names):
// `npx vite build --config web/vite.config.ts --sourcemap --minify false`.
//
// Env: PROF_RUNS (default 3; the figures are summed over the runs), PROF_EXPIRED=1 (the token
// expired, as in dashboard-expired), PROF_TOP (rows, default 40), CHROME_PATH, LH_BASE_URL (as in
// bench/lighthouse.ts), PROF_SAVE=<folder> writes each run's profile there (.cpuprofile, each
// frame's url naming its module first), PROF_SHOT=<file.png> a screenshot of the first run's page.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { signInDemoOwner, startDemoApp, storeSession } from './demo-app';

const RUNS = Math.max(1, Number(process.env.PROF_RUNS ?? 3));
const TOP = Math.max(1, Number(process.env.PROF_TOP ?? 40));

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** For each generated line, its segments' [column, source index] from a source map's `mappings`. */
const decodeMappings = (mappings: string): [number, number][][] => {
  const lines: [number, number][][] = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments: [number, number][] = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = B64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0] ?? 0;
      if (fields.length > 1) {
        source += fields[1] ?? 0;
        segments.push([column, source]);
      }
    }
    lines.push(segments);
  }
  return lines;
};

/** Per served script: the source module of a position, from its source map (build with --sourcemap). */
const modulesOf = new Map<string, Promise<(line: number, column: number) => string>>();
const moduleAt = (url: string): Promise<(line: number, column: number) => string> => {
  let found = modulesOf.get(url);
  if (!found) {
    const file = new URL(url).pathname.split('/').pop() ?? url;
    found = fetch(`${url}.map`)
      .then((res) => res.json() as Promise<{ sources: string[]; mappings: string }>)
      .then(({ sources, mappings }) => {
        const lines = decodeMappings(mappings);
        return (line: number, column: number) => {
          let source: number | undefined;
          for (const [col, src] of lines[line] ?? []) if (col <= column) source = src;
          const name = source === undefined ? file : (sources[source] ?? file);
          return name.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
        };
      })
      .catch(() => () => file);
    modulesOf.set(url, found);
  }
  return found;
};

const main = async () => {
  const server = await startDemoApp();
  const { baseURL } = server;
  const profileDir = mkdtempSync(path.join(tmpdir(), 'splits-prof-profile-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    viewport: { width: 412, height: 823 },
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
  const self = new Map<string, number>();
  const byModule = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
  try {
    const { stored, expired } = await signInDemoOwner(context, baseURL);
    const state = process.env.PROF_EXPIRED ? expired : stored;

    for (let run = 0; run < RUNS; run += 1) {
      const page = await context.newPage();
      await storeSession(page, baseURL, state);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.PROF_CPU ?? 4) });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
      const started = Date.now();
      await page.goto(`${baseURL}/dashboard`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1000);
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
      const lcp = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? NaN)).observe({
              type: 'largest-contentful-paint',
              buffered: true,
            });
          }),
      );
      console.log(
        `run ${run + 1}: ${Date.now() - started} ms to network idle + 1 s, LCP ${Math.round(lcp)} ms (4x CPU, no network throttling)`,
      );
      for (const node of profile.nodes) {
        const { url, lineNumber, columnNumber } = node.callFrame;
        if (url) node.callFrame.url = `${(await moduleAt(url))(lineNumber, columnNumber)} (${url})`;
      }
      if (process.env.PROF_SAVE) {
        const out = path.join(process.env.PROF_SAVE, `dashboard-${Date.now()}.cpuprofile`);
        writeFileSync(out, JSON.stringify(profile));
        console.log(`(profile: ${out})`);
      }
      if (process.env.PROF_SHOT && run === 0) {
        await page.screenshot({ path: process.env.PROF_SHOT, fullPage: true });
        console.log(`(screenshot: ${process.env.PROF_SHOT})`);
      }
      const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
      for (let i = 0; i < profile.samples.length; i += 1) {
        const node = nodes.get(profile.samples[i] as number);
        const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
        if (!node) continue;
        const { functionName, url, lineNumber, columnNumber } = node.callFrame;
        const where = url ? url.replace(/ \(.*\)$/, '') : '(native)';
        if (functionName === '(idle)' || functionName === '(program)') continue;
        add(self, `${functionName || '(anonymous)'}  ${where}:${lineNumber}:${columnNumber}`, ms);
        add(byModule, where, ms);
      }
      await page.close();
    }
  } finally {
    await context.close();
    await server.stop();
    rmSync(profileDir, { recursive: true, force: true });
  }
  const print = (title: string, map: Map<string, number>) => {
    const total = [...map.values()].reduce((a, b) => a + b, 0);
    console.log(`\n## ${title} (per run; total ${(total / RUNS).toFixed(0)} ms)`);
    for (const [key, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, TOP))
      console.log(`${(ms / RUNS).toFixed(1).padStart(8)}  ${key}`);
  };
  print('self time by module', byModule);
  print('self time by function', self);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
