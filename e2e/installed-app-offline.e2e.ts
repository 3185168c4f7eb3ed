import { athletesApi, meetsApi } from '@core/api';
import { test, expect } from './support/fixtures';
import { createAccount } from './support/accounts';
import { apiSignIn, callApi, newApiClient } from './support/api';
import { signIn } from './support/flows';
import { uniqueTeamName } from './support/identities';

test("the installed app opens a meet page with no network, also past the token's hour, keeps a result typed there and saves it when the network returns", async ({
  app,
}) => {
  const owner = await createAccount(app.baseURL, { team: uniqueTeamName() });
  const orgId = owner.organizationId!;
  const client = await newApiClient(app.baseURL);
  let meetId: string;
  try {
    expect((await apiSignIn(client, owner.email, owner.password)).ok()).toBe(true);
    const athlete = await callApi(client, athletesApi.postAthlete, {
      query: { orgId },
      body: { firstName: 'Noor', lastName: 'Haddad', gender: 'female', grade: 10 },
    });
    const meet = await callApi(client, meetsApi.postMeet, {
      query: { orgId },
      body: { name: 'Ridge Relays', startDate: '2026-05-02', season: 'outdoor' },
    });
    meetId = meet.id;
    const event = await callApi(client, meetsApi.postMeetEvent, { query: { orgId, meetId }, body: { eventType: 'female-long-jump' } });
    await callApi(client, meetsApi.postEntries, { query: { orgId, eventId: event.id }, body: { athleteIds: [athlete.id] } });
  } finally {
    await client.dispose();
  }

  const page = await app.newPage({ serviceWorkers: 'allow' });
  await page.goto('/auth');
  await signIn(page, owner, { waitFor: /^\/dashboard/ });

  // Installable: the manifest names the app, its start page and icons; the worker installs and takes the page.
  const manifest = await page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    return link
      ? ((await (await fetch(link.href)).json()) as { name: string; start_url: string; display: string; icons: { sizes: string }[] })
      : null;
  });
  expect(manifest).toMatchObject({ name: 'Splits', start_url: '/dashboard', display: 'standalone' });
  expect(manifest!.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${app.baseURL}/sw.js`);

  // The meet page is opened once with the network: the worker keeps its answers.
  await page.goto(`/dashboard/meets/${meetId}`);
  const mark = () => page.getByRole('textbox', { name: 'Mark, Haddad, Noor' });
  await mark().waitFor();

  // No signal at the meet: the page reloads from the worker (the browser's offline page before).
  app.allowConsole(/Failed to load resource|ERR_INTERNET_DISCONNECTED|Failed to fetch|no-response/);
  await page.context().setOffline(true);
  await page.reload();
  await mark().waitFor();
  await page.getByText('Ridge Relays').first().waitFor();

  // An hour on, still no signal: the access token's expiry is past (moved back in storage, as the clock
  // would). The app opens signed in as before on what it saved and says so: no error, no sign-in page.
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('splits.app')!) as { auth: { expiresAt: number } };
    stored.auth.expiresAt = Date.now() - 60_000;
    localStorage.setItem('splits.app', JSON.stringify(stored));
  });
  await page.reload();
  await mark().waitFor();
  const offlineNotice = page.getByTestId('offline-notice');
  await offlineNotice.getByText(/^Offline: showing what was saved at \d/).waitFor();
  expect(new URL(page.url()).pathname).toBe(`/dashboard/meets/${meetId}`);

  // A result typed offline is queued, as without the worker.
  await mark().click();
  await page.keyboard.type('5.31');
  await page.keyboard.press('Enter');
  const banner = page.getByTestId('unsaved-banner');
  await banner.getByText('1 unsaved result — will retry').waitFor();

  // The network returns: the result goes by itself and is saved.
  await page.context().setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.locator('tr', { has: mark() }).getByTestId('saved-result').waitFor();
  await banner.waitFor({ state: 'detached' });
  // the session was refreshed (a new hour) and the pages read the network again
  await offlineNotice.waitFor({ state: 'detached' });
  expect(
    await page.evaluate(() => (JSON.parse(localStorage.getItem('splits.app')!) as { auth: { expiresAt: number } }).auth.expiresAt),
  ).toBeGreaterThan(Date.now());
  const saved = await callApi(page, meetsApi.getMeet, { query: { orgId, meetId } });
  expect(saved.events[0]!.entries[0]!.result?.mark).toEqual({ kind: 'length', mm: 5310 });
});
