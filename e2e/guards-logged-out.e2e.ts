import { test, expect, describe } from './support/fixtures';
import { createAccount } from './support/accounts';
import { signIn } from './support/flows';
import { uniqueTeamName } from './support/identities';
import { currentPath, settledPath, waitForPath } from './support/ui';

const refererOf = (url: string) => new URL(url).searchParams.get('referer');

describe('route guards for a logged-out visitor (seed section 2)', () => {
  test('/dashboard/meets goes to /auth with the referer, and signing in lands on /dashboard/meets', async ({ app }) => {
    const coach = await createAccount(app.baseURL, { team: uniqueTeamName() });
    const page = await app.newPage();
    await page.goto('/dashboard/meets');
    await waitForPath(page, '/auth?referer=%2Fdashboard%2Fmeets');
    expect(currentPath(page)).toBe('/auth?referer=%2Fdashboard%2Fmeets');

    await signIn(page, coach);
    await waitForPath(page, '/dashboard/meets');
    expect(await settledPath(page)).toBe('/dashboard/meets');
  });

  test('the referer holds the full path, query included', async ({ app }) => {
    const page = await app.newPage();
    await page.goto('/dashboard/settings?tab=members');
    await waitForPath(page, /^\/auth\?/);
    expect(refererOf(page.url())).toBe('/dashboard/settings?tab=members');
  });

  test('/account and /deeplink go to /auth with the referer', async ({ app }) => {
    const page = await app.newPage();
    await page.goto('/account');
    await waitForPath(page, '/auth?referer=%2Faccount');
    expect(await settledPath(page)).toBe('/auth?referer=%2Faccount');

    await page.goto('/deeplink');
    await waitForPath(page, '/auth?referer=%2Fdeeplink');
    expect(await settledPath(page)).toBe('/auth?referer=%2Fdeeplink');

    await page.goto('/dashboard');
    await waitForPath(page, '/auth?referer=%2Fdashboard');
  });

  test('onboard pages need a token: /onboard and /onboard/org go to /auth', async ({ app }) => {
    const page = await app.newPage();
    await page.goto('/onboard');
    await waitForPath(page, '/auth');
    expect(new URL(page.url()).pathname).toBe('/auth');

    await page.goto('/onboard/org');
    await waitForPath(page, '/auth');
    expect(new URL(page.url()).pathname).toBe('/auth');
  });

  test('a path outside the public allow-list goes to /', async ({ app }) => {
    const page = await app.newPage();
    for (const path of ['/random-place', '/settings', '/members/list']) {
      await page.goto(path);
      await waitForPath(page, '/');
      expect(await settledPath(page)).toBe('/');
    }
  });

  test('the public pages stay where they are', async ({ app }) => {
    const page = await app.newPage();
    for (const path of ['/about', '/features', '/athlete', '/terms', '/privacy', '/auth', '/auth/sign-up', '/auth/reset', '/']) {
      await page.goto(path);
      expect(await settledPath(page), `visiting ${path}`).toBe(path);
      expect(await page.locator('h1, h2').first().isVisible(), `a heading on ${path}`).toBe(true);
    }
  });
});
