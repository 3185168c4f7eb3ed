import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { athletesApi, membersApi } from '@core/api';
import { test, expect } from './support/fixtures';
import { createAccount } from './support/accounts';
import { callApi, newApiClient, apiSignIn } from './support/api';
import { signIn } from './support/flows';
import { newPerson, uniqueTeamName } from './support/identities';

/** A real PNG of noisy pixels (about 190 KB: one request, slow enough to see its progress when throttled). */
const noisyPng = (): Promise<Buffer> => {
  const side = 256;
  const raw = Buffer.alloc(side * side * 3);
  let x = 2463534242;
  for (let i = 0; i < raw.length; i += 1) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    raw[i] = (x >>> 0) & 0xff;
  }
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();
};

/** Slows the page's uploads so the progress bar can be seen (Chromium network emulation). */
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

const loadedWidth = (img: Locator) => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0));
const IMAGE_ENDPOINT_SRC = /^\/api\/images\/get\?url=%2Fapi%2Ffiles%2Fpublic%2F[0-9a-f-]{36}&width=\d+$/;

test('a coach adds a photo to an athlete: progress, then the photo on the athlete page and on the roster', async ({ app }) => {
  // An owner with a team and one athlete, and a coach on it (set up through the API).
  const owner = await createAccount(app.baseURL, { team: uniqueTeamName() });
  const coach = await createAccount(app.baseURL, { joinWith: owner.inviteLink!, person: newPerson('coach') });
  const ownerClient = await newApiClient(app.baseURL);
  let athleteId = '';
  try {
    expect((await apiSignIn(ownerClient, owner.email, owner.password)).ok()).toBe(true);
    await callApi(ownerClient, membersApi.patchMemberRole, {
      query: { orgId: owner.organizationId!, memberId: coach.userId! },
      body: { newRoleName: 'coach' },
    });
    const athlete = await callApi(ownerClient, athletesApi.postAthlete, {
      query: { orgId: owner.organizationId! },
      body: { firstName: 'Noor', lastName: 'Albrecht', gender: 'female', grade: 10 },
    });
    athleteId = athlete.id;
  } finally {
    await ownerClient.dispose();
  }
  const png = await noisyPng();
  expect(png.length).toBeGreaterThan(120 * 1024);
  expect(png.length).toBeLessThan(256 * 1024);

  const page = await app.newPage();
  await page.goto('/auth');
  await signIn(page, coach, { waitFor: /^\/dashboard/ });

  // Without a photo, the roster shows initials.
  await page.goto('/dashboard/athletes');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Albrecht, Noor' }) });
  await expect.poll(() => row.getByTestId('athlete-avatar').innerText()).toBe('NA');
  expect(await row.getByTestId('athlete-avatar').locator('img').count()).toBe(0);

  // The athlete page: initials, then an upload with its progress.
  await page.getByRole('link', { name: 'Albrecht, Noor' }).click();
  await page.getByRole('heading', { name: 'Noor Albrecht' }).waitFor();
  const photo = page.getByTestId('athlete-photo');
  expect(await photo.locator('img').count()).toBe(0);
  await page.getByRole('button', { name: 'Add photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Photo of Noor Albrecht' });
  await dialog.waitFor();

  const restore = await throttleUploads(page, 60 * 1024);
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'noor.png', mimeType: 'image/png', buffer: png });
  const progress = dialog.getByTestId('upload-progress');
  await expect.poll(() => progress.getAttribute('data-status')).toBe('running');
  await expect(progress.getByText('noor.png').innerText()).resolves.toBe('noor.png');
  await restore();
  await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
  await page.getByText('Photo of Noor Albrecht updated.').waitFor();

  // The header shows it through the image endpoint, decoded by the browser.
  const headerImg = photo.locator('img');
  await expect.poll(() => headerImg.getAttribute('src'), { timeout: 15_000 }).toMatch(IMAGE_ENDPOINT_SRC);
  expect(await headerImg.getAttribute('alt')).toBe('Photo of Noor Albrecht');
  await expect.poll(() => loadedWidth(headerImg), { timeout: 15_000 }).toBeGreaterThan(0);
  const rendered = await page.request.get((await headerImg.getAttribute('src'))!);
  expect(rendered.status()).toBe(200);
  expect(rendered.headers()['content-type']).toBe('image/webp');
  expect((await sharp(await rendered.body()).metadata()).width).toBe(256);
  await expect(page.getByRole('button', { name: 'Change photo' }).isVisible()).resolves.toBe(true);

  // Saved on the athlete: the server returns the public reference.
  const saved = await callApi(page, athletesApi.getAthlete, { query: { orgId: owner.organizationId!, athleteId } });
  expect(saved.photo).toMatch(/^\/api\/files\/public\/[0-9a-f-]{36}$/);
  expect(await headerImg.getAttribute('src')).toBe(`/api/images/get?url=${encodeURIComponent(saved.photo!)}&width=320`);

  // The roster shows a small avatar of it.
  await page.goto('/dashboard/athletes');
  const avatarImg = row.getByTestId('athlete-avatar').locator('img');
  await expect.poll(() => avatarImg.getAttribute('src'), { timeout: 15_000 }).toMatch(IMAGE_ENDPOINT_SRC);
  await avatarImg.scrollIntoViewIfNeeded();
  await expect.poll(() => loadedWidth(avatarImg), { timeout: 15_000 }).toBeGreaterThan(0);

  // Removing it brings the initials back.
  await page.goto(`/dashboard/athletes/${athleteId}`);
  await page.getByRole('button', { name: 'Remove the photo of Noor Albrecht' }).click();
  await page.getByText('Photo of Noor Albrecht removed.').waitFor();
  await expect.poll(() => photo.locator('img').count()).toBe(0);
  expect(await photo.innerText()).toBe('NA');
  expect((await callApi(page, athletesApi.getAthlete, { query: { orgId: owner.organizationId!, athleteId } })).photo).toBeNull();
});
