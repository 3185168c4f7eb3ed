import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { test as base, inject } from 'vitest';
import { launchChromium } from './browser';
import { failedStatus, watchPage } from './page-errors';
import { clientAddressHeaders } from './rate-limit';
import './provided';

export interface NewPageOptions {
  /** e.g. { width: 360, height: 740 } for a phone; default 1280×800 */
  viewport?: { width: number; height: number };
  /** the address the server sees (X-Forwarded-For); a fresh one by default */
  clientAddress?: string;
  /** 'allow' lets the app's service worker install (the installed-app journey); blocked by default, so no test pays for its precaching */
  serviceWorkers?: 'allow' | 'block';
}

/** What every test gets: the server's address and data dir, and fresh browser contexts on demand. */
export interface App {
  baseURL: string;
  dataDir: string;
  /** A page in a brand-new browser context (own cookies and storage: a different person). */
  newPage(options?: NewPageOptions): Promise<Page>;
  /** Also accept console errors matching this (e.g. an expected 422 from a refused sign-up). */
  allowConsole(pattern: RegExp): void;
}

const artifactsDir = process.env.E2E_ARTIFACTS ?? path.join(tmpdir(), 'splits-e2e-artifacts');
const fileName = (name: string) => name.replace(/[^a-z0-9]+/gi, '-').slice(0, 100);

export const test = base
  // vitest reads the fixtures a fixture needs from its first parameter's destructuring: none here.
  // eslint-disable-next-line no-empty-pattern
  .extend('browser', { scope: 'worker' }, async ({}, { onCleanup }): Promise<Browser> => {
    const browser = await launchChromium();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('app', async ({ browser, task }, { onCleanup }): Promise<App> => {
    const baseURL = inject('baseURL');
    const allowed: RegExp[] = [failedStatus(401, 404)];
    const problems: string[] = [];
    const contexts: BrowserContext[] = [];

    const screenshots = async () => {
      mkdirSync(artifactsDir, { recursive: true });
      let n = 0;
      for (const context of contexts) {
        for (const page of context.pages()) {
          const file = path.join(artifactsDir, `${fileName(task.name)}-${n++}.png`);
          await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
          console.log(`e2e: screenshot of ${page.url()} in ${file}`);
        }
      }
    };

    // Runs after the test body, when its result is known and its pages are still open.
    onCleanup(async () => {
      const failed = task.result?.state === 'fail';
      if (failed || problems.length) await screenshots();
      await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
      if (problems.some((p) => p.includes('MIME type of "text/html"'))) {
        problems.push('(hint: the page asked for scripts that dist/web no longer has: was the web app rebuilt during the run?)');
      }
      if (problems.length) {
        if (failed) console.log(`e2e: browser problems during "${task.name}":\n${problems.join('\n')}`);
        else throw new Error(`Unexpected errors in the browser:\n${problems.join('\n')}`);
      }
    });

    return {
      baseURL,
      dataDir: inject('dataDir'),
      allowConsole: (pattern) => allowed.push(pattern),
      newPage: async (options = {}) => {
        const context = await browser.newContext({
          baseURL,
          viewport: options.viewport ?? { width: 1280, height: 800 },
          locale: 'en-US',
          timezoneId: 'America/New_York',
          extraHTTPHeaders: clientAddressHeaders(options.clientAddress),
          serviceWorkers: options.serviceWorkers ?? 'block',
          // as a person who turned animations off: the journeys test what the pages do, not their transitions,
          // and the browser draws no animation frames (six journeys: 137 core-seconds became 119)
          reducedMotion: 'reduce',
        });
        context.setDefaultTimeout(20_000);
        context.setDefaultNavigationTimeout(30_000);
        contexts.push(context);
        const page = await context.newPage();
        watchPage(page, allowed, problems);
        context.on('page', (p) => watchPage(p, allowed, problems));
        return page;
      },
    };
  });

export { expect, describe } from 'vitest';
