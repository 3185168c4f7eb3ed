import { test, expect } from './support/fixtures';
import { createAccount } from './support/accounts';
import { apiSignIn, newApiClient } from './support/api';
import { signIn, signOut } from './support/flows';
import { displayNameOf, uniqueTeamName } from './support/identities';
import { settledPath, waitForPath } from './support/ui';

test('signing out from the user menu ends the session and goes to /auth', async ({ app }) => {
  const coach = await createAccount(app.baseURL, { team: uniqueTeamName() });
  const page = await app.newPage();
  await page.goto('/auth');
  await signIn(page, coach, { waitFor: '/dashboard' });

  await signOut(page, displayNameOf(coach));
  expect(await settledPath(page)).toBe('/auth');
  // The identity session is gone, not only the page's state.
  expect((await page.request.get('/api/auth/token')).status()).toBe(401);
  await page.goto('/dashboard/settings');
  await waitForPath(page, '/auth?referer=%2Fdashboard%2Fsettings');
  await page.reload();
  expect(await settledPath(page)).toBe('/auth?referer=%2Fdashboard%2Fsettings');
});

test('a 401 from a call signs the user out (sessions revoked elsewhere)', async ({ app }) => {
  const coach = await createAccount(app.baseURL, { team: uniqueTeamName() });
  const page = await app.newPage();
  await page.goto('/auth');
  await signIn(page, coach, { waitFor: '/dashboard' });
  // The dashboard's cards load after its first draw; let them finish, so the click below is the next call.
  expect(await settledPath(page)).toBe('/dashboard');

  // "Sign out everywhere" from another device: every session of this identity ends.
  const elsewhere = await newApiClient(app.baseURL);
  try {
    expect((await apiSignIn(elsewhere, coach.email, coach.password)).status()).toBe(200);
    const revoked = await elsewhere.post('/api/auth/revoke-sessions', { data: {} });
    expect(revoked.status()).toBe(200);
  } finally {
    await elsewhere.dispose();
  }

  // The page still holds a JWT; its next call is refused and the app signs out. That call is the click's, or a
  // background poll's if one comes first (the link is then gone): either way the test never navigates itself.
  const signedOut = waitForPath(page, /^\/auth/);
  const clicked = page
    .getByRole('link', { name: 'Settings', exact: true })
    .first()
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await Promise.all([signedOut, clicked]);
  await page.goto('/dashboard');
  await waitForPath(page, '/auth?referer=%2Fdashboard');
});
