import { test, expect, describe } from './support/fixtures';
import { createAccount } from './support/accounts';
import { signIn } from './support/flows';
import { uniqueTeamName } from './support/identities';
import { settledPath, waitForPath } from './support/ui';

describe('route guards for a signed-in user (seed section 2)', () => {
  test('with a team: / and /auth go to /dashboard, /onboard and /onboard/org too, /onboard/invite stays', async ({ app }) => {
    const coach = await createAccount(app.baseURL, { team: uniqueTeamName() });
    const page = await app.newPage();
    await page.goto('/auth');
    await signIn(page, coach, { waitFor: '/dashboard' });

    for (const path of ['/auth', '/onboard', '/onboard/org']) {
      await page.goto(path);
      await waitForPath(page, '/dashboard');
      expect(await settledPath(page), `visiting ${path}`).toBe('/dashboard');
    }

    await page.goto('/onboard/invite');
    expect(await settledPath(page)).toBe('/onboard/invite');

    await page.goto('/');
    expect(await settledPath(page, 1000), 'visiting /').toBe('/dashboard');
  });

  test('signed in without a profile: sign-in, a reload and the dashboard all lead to /onboard', async ({ app }) => {
    const newcomer = await createAccount(app.baseURL, { profile: false });
    const page = await app.newPage();
    await page.goto('/auth');
    await signIn(page, newcomer, { waitFor: '/onboard' });
    expect(await settledPath(page)).toBe('/onboard');
    await page.reload();
    expect(await settledPath(page), 'a valid token keeps /onboard open').toBe('/onboard');

    await page.goto('/dashboard/meets');
    expect(await settledPath(page)).toBe('/onboard');
  });

  test('with a profile but no team: sign-in, the dashboard and /onboard go to /onboard/org', async ({ app }) => {
    const coach = await createAccount(app.baseURL);
    const page = await app.newPage();
    await page.goto('/auth');
    await signIn(page, coach, { waitFor: '/onboard/org' });
    expect(await settledPath(page)).toBe('/onboard/org');

    for (const path of ['/dashboard', '/dashboard/athletes', '/onboard']) {
      await page.goto(path);
      await waitForPath(page, '/onboard/org');
      expect(await settledPath(page), `visiting ${path}`).toBe('/onboard/org');
    }
  });

  test('the sport-event list is fetched once per browser session', async ({ app }) => {
    const coach = await createAccount(app.baseURL, { team: uniqueTeamName() });
    const page = await app.newPage();
    const fetches: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/sport-events/get') fetches.push(req.url());
    });

    await page.goto('/auth');
    expect(fetches, 'no fetch without a token').toHaveLength(0);
    await signIn(page, coach, { waitFor: '/dashboard' });
    await expect.poll(() => fetches.length, { timeout: 10_000 }).toBe(1);

    // In-app navigations and full reloads within the same tab session do not fetch it again.
    await page.getByRole('link', { name: 'Meets', exact: true }).first().click();
    await waitForPath(page, '/dashboard/meets');
    await page.goto('/dashboard/settings');
    await settledPath(page);
    await page.reload();
    await settledPath(page);
    await page.goto('/dashboard');
    await settledPath(page);
    expect(fetches).toHaveLength(1);
  });
});
