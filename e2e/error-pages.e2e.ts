import type { Page } from 'playwright-core';
import { test, expect, describe } from './support/fixtures';
import { createAccount } from './support/accounts';
import { signIn } from './support/flows';
import { uniqueTeamName } from './support/identities';
import { button, seeText, settledPath, waitForPath } from './support/ui';

const signedInCoach = async (app: { baseURL: string; newPage: () => Promise<Page> }): Promise<Page> => {
  const coach = await createAccount(app.baseURL, { team: uniqueTeamName() });
  const page = await app.newPage();
  await page.goto('/auth');
  await signIn(page, coach, { waitFor: '/dashboard' });
  return page;
};

/** Every variant shows an illustration and a "Back to Dashboard" button that goes to /dashboard. */
const backToDashboard = async (page: Page) => {
  const illustrations = page.locator('main img, main svg[role="img"], [role="img"]');
  expect(await illustrations.count(), 'an illustration on the error page').toBeGreaterThan(0);
  await page
    .getByRole('button', { name: 'Back to Dashboard' })
    .or(page.getByRole('link', { name: 'Back to Dashboard' }))
    .first()
    .click();
  await waitForPath(page, '/dashboard');
  expect(await settledPath(page)).toBe('/dashboard');
};

describe('error page (seed sections 2 and 8)', () => {
  test('an unknown dashboard page shows the 404 variant with the full path', async ({ app }) => {
    const page = await signedInCoach(app);
    await page.goto('/dashboard/nope/deeper?tab=1');
    await seeText(page, 'Oops!');
    await seeText(page, 'It looks like you ran the wrong way');
    await seeText(page, 'Page Not Found: /dashboard/nope/deeper?tab=1');
    expect(new URL(page.url()).pathname).toBe('/dashboard/nope/deeper');
    await backToDashboard(page);
  });

  test('an unknown page outside the dashboard shows the 404 variant too', async ({ app }) => {
    const page = await signedInCoach(app);
    await page.goto('/no-such-page');
    await seeText(page, 'Oops!');
    await seeText(page, 'Page Not Found: /no-such-page');
    await backToDashboard(page);
  });

  test('the admin organization list for a non-admin shows the 401 variant', async ({ app }) => {
    const page = await signedInCoach(app);
    await page.goto('/dashboard/admin/organizations');
    await seeText(page, 'Unauthorized');
    await seeText(page, 'You are not authorized to view this page');
    expect(await button(page, 'Sign in').count(), 'the 401 page is not a sign-in form').toBe(0);
    await backToDashboard(page);
  });

  test('offline past the token hour the dashboard opens what it holds: no error page, no sign-in; back online it carries on', async ({
    app,
  }) => {
    app.allowConsole(/net::ERR_INTERNET_DISCONNECTED/);
    const coach = await createAccount(app.baseURL, { team: uniqueTeamName() });
    const page = await app.newPage();
    await page.clock.install();
    await page.goto('/auth');
    await signIn(page, coach, { waitFor: '/dashboard' });
    // Open Meets once so its code is loaded (offline, a missing chunk reloads the page instead).
    await page.getByRole('link', { name: 'Meets', exact: true }).first().click();
    await waitForPath(page, '/dashboard/meets');
    await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
    await waitForPath(page, '/dashboard');

    // The laptop sleeps for two hours (the 1-hour token expires) and wakes up without a network.
    await page.context().setOffline(true);
    await page.clock.fastForward('02:00:00');
    await page.getByRole('link', { name: 'Meets', exact: true }).first().click();
    // signed in as before, on what the app holds (decision 053): no error page, no sign-in
    await waitForPath(page, '/dashboard/meets');
    await page.getByRole('heading', { name: 'Meets', exact: true }).first().waitFor();
    expect(await page.getByText('Sorry!').count()).toBe(0);
    // (a navigation the guards cannot complete offline, onboarding, is the 500 variant: decide-navigation.test.ts)

    // Back online the app carries on, still signed in.
    await page.context().setOffline(false);
    await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
    await waitForPath(page, '/dashboard');
    expect(page.url()).not.toContain('/auth');
  });
});
