// The built app with the demo team, and its owner's stored session: what the Lighthouse row
// (lighthouse.ts) and the first-load profile (lighthouse-profile.ts) measure.
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { freePort, serverScript, startChild } from './child-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OWNER = { email: 'owner@splits.demo', password: 'splits-demo-2026' };
const APP_KEY = 'splits.app';

/**
 * The compiled server on dist/web with the demo seed, a fresh database and free ports; or, with
 * LH_BASE_URL, a server already running with the demo seed.
 */
export const startDemoApp = async (): Promise<{ baseURL: string; stop: () => Promise<void> }> => {
  const given = process.env.LH_BASE_URL?.replace(/\/+$/, '');
  if (given) return { baseURL: given, stop: async () => undefined };
  if (!existsSync(path.join(root, 'dist/web/index.html'))) throw new Error('dist/web is missing: run `npm run build` first');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'splits-lh-'));
  chmodSync(dataDir, 0o755); // the embedded PostgreSQL runs as its own user when we are root
  const [port, pgPort] = [await freePort(), await freePort()];
  const baseURL = `http://127.0.0.1:${port}`;
  const env = { PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseURL, DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort) };
  const child = await startChild(
    await serverScript(),
    { ...env, SEED_DEMO: 'true', LOG_LEVEL: 'silent', NODE_ENV: 'production' },
    `${baseURL}/api/sport-events/get`,
  );
  const stop = async () => {
    await child.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { baseURL, stop };
};

/**
 * Signs the demo owner in through the UI once (the cookie stays in the browser profile) and
 * answers the stored session, and the same session with its token expired (the next day).
 */
export const signInDemoOwner = async (
  context: BrowserContext,
  baseURL: string,
  timeoutMs = 30_000,
): Promise<{ stored: string; expired: string }> => {
  const page = await context.newPage();
  await page.goto(`${baseURL}/auth`);
  await page.getByLabel('Email', { exact: true }).fill(OWNER.email);
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/dashboard', { timeout: timeoutMs });
  const stored = await page.evaluate((key) => localStorage.getItem(key), APP_KEY);
  await page.close();
  if (!stored) throw new Error('no stored session after signing in');
  const session = JSON.parse(stored) as { auth: object };
  return { stored, expired: JSON.stringify({ ...session, auth: { ...session.auth, expiresAt: Date.now() - 60_000 } }) };
};

/** Puts a stored session in `page`'s origin (a run may have refreshed the token or the team). */
export const storeSession = async (page: Page, baseURL: string, state: string): Promise<void> => {
  await page.goto(`${baseURL}/favicon.svg`);
  await page.evaluate(([key, value]) => localStorage.setItem(key as string, value as string), [APP_KEY, state]);
};
