import { athletesApi, meetsApi } from '@core/api';
import { test, expect } from './support/fixtures';
import { createAccount } from './support/accounts';
import { apiSignIn, callApi, newApiClient } from './support/api';
import { signIn } from './support/flows';
import { uniqueTeamName } from './support/identities';
import { seeText } from './support/ui';

test('results typed while the network is down are kept, announced and saved when it returns; a reload loses nothing', async ({ app }) => {
  const owner = await createAccount(app.baseURL, { team: uniqueTeamName() });
  const orgId = owner.organizationId!;
  const client = await newApiClient(app.baseURL);
  let meetId: string;
  try {
    expect((await apiSignIn(client, owner.email, owner.password)).ok()).toBe(true);
    const ids: string[] = [];
    for (const [firstName, lastName] of [
      ['Idris', 'Calloway'],
      ['Tomasz', 'Wielgus'],
    ] as const) {
      ids.push(
        (await callApi(client, athletesApi.postAthlete, { query: { orgId }, body: { firstName, lastName, gender: 'male', grade: 11 } })).id,
      );
    }
    const meet = await callApi(client, meetsApi.postMeet, {
      query: { orgId },
      body: { name: 'Valley Twilight', startDate: '2026-05-09', season: 'outdoor' },
    });
    meetId = meet.id;
    const event = await callApi(client, meetsApi.postMeetEvent, { query: { orgId, meetId }, body: { eventType: 'male-shot-put' } });
    await callApi(client, meetsApi.postEntries, { query: { orgId, eventId: event.id }, body: { athleteIds: ids } });
  } finally {
    await client.dispose();
  }

  const page = await app.newPage();
  await page.goto('/auth');
  await signIn(page, owner, { waitFor: /^\/dashboard/ });
  await page.goto(`/dashboard/meets/${meetId}`);
  const idris = page.getByRole('textbox', { name: 'Mark, Calloway, Idris' });
  await idris.waitFor();

  // The connection drops; the coach keeps typing. The save fails, the banner says so.
  app.allowConsole(/Failed to load resource|ERR_INTERNET_DISCONNECTED/);
  await page.context().setOffline(true);
  await idris.click();
  await page.keyboard.type('14.62');
  await page.keyboard.press('Enter');
  const banner = page.getByTestId('unsaved-banner');
  await banner.getByText('1 unsaved result — will retry').waitFor();
  const stored = await page.evaluate((id) => localStorage.getItem(`splits.unsaved-results.${id}`), meetId);
  expect(stored).toContain('14.62');

  // Back online: it goes by itself, and the banner goes away.
  await page.context().setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  const idrisRow = page.locator('tr', { has: idris });
  await idrisRow.getByTestId('saved-result').waitFor();
  await banner.waitFor({ state: 'detached' });
  expect(await page.evaluate((id) => localStorage.getItem(`splits.unsaved-results.${id}`), meetId)).toBe('{}');

  // A mark typed and not yet sent survives a reload and is saved then.
  const tomasz = page.getByRole('textbox', { name: 'Mark, Wielgus, Tomasz' });
  await tomasz.click();
  await page.keyboard.type('13.05');
  await page.reload();
  await page.getByRole('textbox', { name: 'Mark, Wielgus, Tomasz' }).waitFor();
  await page
    .locator('tr', { has: page.getByRole('textbox', { name: 'Mark, Wielgus, Tomasz' }) })
    .getByTestId('saved-result')
    .waitFor();

  const meet = await callApi(page, meetsApi.getMeet, { query: { orgId, meetId } });
  const marks = meet.events[0]!.entries.map((e) => e.result?.mark);
  expect(marks).toContainEqual({ kind: 'length', mm: 14620 });
  expect(marks).toContainEqual({ kind: 'length', mm: 13050 });
  await seeText(page, 'Valley Twilight');
});
