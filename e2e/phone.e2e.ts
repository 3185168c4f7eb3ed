import type { Locator } from 'playwright-core';
import { athletesApi } from '@core/api';
import { callApi } from './support/api';
import { test, expect } from './support/fixtures';
import { createAccount } from './support/accounts';
import { signIn } from './support/flows';
import { uniqueTeamName } from './support/identities';
import { scrollWidth, waitForPath } from './support/ui';

const PHONE = { width: 360, height: 740 };

/** Visible and inside the viewport (a collapsed drawer is moved off-screen, or not drawn before its first opening). */
const onScreen = async (locator: Locator): Promise<boolean> => {
  if (!(await locator.isVisible())) return false;
  const box = await locator.boundingBox();
  return box !== null && box.x + box.width > 0 && box.x < PHONE.width;
};

test('on a 360 px phone the dashboard does not scroll sideways and the burger opens the navigation', async ({ app }) => {
  const coach = await createAccount(app.baseURL, { team: uniqueTeamName() });
  const page = await app.newPage({ viewport: PHONE });
  await page.goto('/auth');
  expect(await scrollWidth(page), 'sign-in page').toBeLessThanOrEqual(PHONE.width);
  await signIn(page, coach, { waitFor: '/dashboard' });
  await page.getByTestId('current-role').waitFor();
  expect(await scrollWidth(page), '/dashboard').toBeLessThanOrEqual(PHONE.width);

  // The navigation waits behind the burger, not even drawn before its first opening (a phone's first load).
  const meets = page.getByRole('link', { name: 'Meets', exact: true }).first();
  expect(await onScreen(meets)).toBe(false);
  expect(await page.getByRole('navigation', { name: 'Areas' }).count()).toBe(0);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect.poll(() => onScreen(meets)).toBe(true);
  await meets.click();
  await waitForPath(page, '/dashboard/meets');
  // Choosing an area closes the drawer again.
  await expect.poll(() => onScreen(meets)).toBe(false);
  expect(await scrollWidth(page), '/dashboard/meets').toBeLessThanOrEqual(PHONE.width);

  for (const path of [
    '/dashboard/settings',
    '/dashboard/settings?tab=members',
    '/dashboard/athletes',
    '/dashboard/schedule',
    '/dashboard/events',
  ]) {
    await page.goto(path);
    await page.locator('h1').first().waitFor();
    expect(await scrollWidth(page), path).toBeLessThanOrEqual(PHONE.width);
  }
});

test('on a 360 px phone a roster card shows the whole status badge, even beside a long name', async ({ app }) => {
  const coach = await createAccount(app.baseURL, { team: uniqueTeamName() });
  const page = await app.newPage({ viewport: PHONE });
  await page.goto('/auth');
  await signIn(page, coach, { waitFor: '/dashboard' });
  await callApi(page, athletesApi.postAthlete, {
    query: { orgId: coach.organizationId! },
    body: { firstName: 'Maximiliana-Evangelina', lastName: 'Vandenberghe-Oppenheimer', gender: 'female', grade: 11 },
  });
  await page.goto('/dashboard/athletes');
  const card = page.getByRole('listitem').filter({ hasText: 'Vandenberghe' });
  const badge = card.getByText('Active', { exact: true });
  await badge.waitFor();
  // the label is not clipped (its text fits its box) and the badge sits inside the card
  expect(await badge.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  const [b, c] = [await badge.boundingBox(), await card.boundingBox()];
  expect(b!.x + b!.width).toBeLessThanOrEqual(c!.x + c!.width);
  expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
});
