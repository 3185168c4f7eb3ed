import { createHash } from 'node:crypto';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { getFiles, type FileMetadata } from '@core/api/files';
import { test, expect } from './support/fixtures';
import { createAccount } from './support/accounts';
import { callApi } from './support/api';
import { signIn } from './support/flows';
import { uniqueTeamName } from './support/identities';
import { openSettings } from './support/settings';

const dir = mkdtempSync(path.join(tmpdir(), 'splits-e2e-files-'));

/** A real JPEG of about 1 MB: noisy pixels compress badly. */
const photoOfAboutOneMegabyte = async (): Promise<string> => {
  const width = 1200;
  const height = 900;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 1) raw[i] = ((i % (width * 3)) / 5 + (Math.imul(i, 2654435761) >>> 24)) & 0xff;
  const jpeg = await sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
  const file = path.join(dir, 'my-photo.jpg');
  writeFileSync(file, jpeg);
  return file;
};

/** Slows the page's uploads so progress, pause and resume can be seen (Chromium network emulation). */
const throttleUploads = async (page: Page, bytesPerSecond: number) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return () => cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
};

/** The file input of the settings tab now shown (the tab left behind may still be unmounting). */
const fileInput = (page: Page, tab: string) => page.getByRole('tabpanel', { name: tab }).locator('input[type="file"]');

const progress = (page: Page) => page.getByTestId('upload-progress');
const percentShown = async (page: Page): Promise<number> => {
  const text = (await progress(page).getByText(/%$/).textContent()) ?? '';
  return Number(/(\d+)%$/.exec(text)?.[1] ?? 'NaN');
};

test('a coach uploads a 1 MB profile photo: progress, then the photo through the image endpoint', async ({ app }) => {
  const coach = await createAccount(app.baseURL, { team: uniqueTeamName() });
  const file = await photoOfAboutOneMegabyte();
  const { size } = statSync(file);
  expect(size).toBeGreaterThan(700 * 1024);
  expect(size).toBeLessThan(1600 * 1024);

  const page = await app.newPage();
  await page.goto('/auth');
  await signIn(page, coach, { waitFor: '/dashboard' });
  await openSettings(page, 'Profile');

  const restore = await throttleUploads(page, 300 * 1024);
  await fileInput(page, 'Profile').setInputFiles(file);
  await expect.poll(() => progress(page).getAttribute('data-status')).toBe('running');
  await expect.poll(() => percentShown(page), { timeout: 15_000 }).toBeGreaterThan(0);
  await expect.poll(() => progress(page).getAttribute('data-status'), { timeout: 30_000 }).toBe('success');
  await restore();

  // the avatar now shows the new photo, resized by /api/images/get (webp, snapped width)
  const avatar = page.getByTestId('profile-photo').locator('img');
  await expect
    .poll(() => avatar.getAttribute('src'), { timeout: 15_000 })
    .toMatch(/^\/api\/images\/get\?url=%2Fapi%2Ffiles%2Fpublic%2F[0-9a-f-]{36}&width=320$/);
  expect(await avatar.getAttribute('srcset')).toMatch(/width=320 1x, .*width=320 2x$/);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const rendered = await page.request.get((await avatar.getAttribute('src'))!);
  expect(rendered.status()).toBe(200);
  expect(rendered.headers()['content-type']).toBe('image/webp');
  expect((await sharp(await rendered.body()).metadata()).width).toBe(320);

  // it stays after a reload (saved on the profile)
  await page.reload();
  await expect.poll(() => page.getByTestId('profile-photo').locator('img').getAttribute('src')).toMatch(/^\/api\/images\/get\?/);
});

test('an upload pauses and resumes where it stopped, and the file arrives whole', async ({ app }) => {
  const coach = await createAccount(app.baseURL, { team: uniqueTeamName() });
  const data = Buffer.alloc(3 * 1024 * 1024);
  for (let i = 0; i < data.length; i += 1) data[i] = (i * 7919) >>> 5;
  Buffer.from('%PDF-1.7\n').copy(data);
  const file = path.join(dir, 'season-results.pdf');
  writeFileSync(file, data);

  const page = await app.newPage();
  await page.goto('/auth');
  await signIn(page, coach, { waitFor: '/dashboard' });
  await openSettings(page, 'Files');

  const restore = await throttleUploads(page, 400 * 1024);
  await fileInput(page, 'Files').setInputFiles(file);
  await expect.poll(() => percentShown(page), { timeout: 20_000 }).toBeGreaterThan(5);
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect.poll(() => progress(page).getAttribute('data-status')).toBe('paused');
  const pausedAt = await percentShown(page);
  await page.waitForTimeout(1500);
  expect(await percentShown(page)).toBe(pausedAt);
  expect(pausedAt).toBeLessThan(100);

  await restore();
  await page.getByRole('button', { name: 'Resume', exact: true }).click();
  await expect.poll(() => progress(page).getAttribute('data-status'), { timeout: 30_000 }).toBe('success');

  await expect.poll(() => page.getByTestId('file-row').filter({ hasText: 'season-results.pdf' }).count()).toBe(1);
  const list = await callApi(page, getFiles, { query: { orgId: coach.organizationId!, search: 'season-results' } });
  const uploaded = list.items[0] as FileMetadata;
  expect(uploaded).toMatchObject({ size: data.length, contentType: 'application/pdf' });
  expect(uploaded.md5Hash).toBe(createHash('md5').update(data).digest('base64'));
});
