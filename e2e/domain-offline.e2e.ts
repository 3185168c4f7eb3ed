import { athletesApi, meetsApi, organizationsApi, resultsApi } from '@core/api';
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

test('a result typed offline that was changed elsewhere meanwhile is never overwritten: both values show, the coach chooses', async ({
  app,
}) => {
  const owner = await createAccount(app.baseURL, { team: uniqueTeamName() });
  const orgId = owner.organizationId!;
  const elsewhere = await newApiClient(app.baseURL);
  expect((await apiSignIn(elsewhere, owner.email, owner.password)).ok()).toBe(true);
  await callApi(elsewhere, organizationsApi.patchOrganization, { query: { organizationId: orgId }, body: { units: 'metric' } });
  const athlete = await callApi(elsewhere, athletesApi.postAthlete, {
    query: { orgId },
    body: { firstName: 'Ravi', lastName: 'Okonjo', gender: 'male', grade: 12 },
  });
  const meet = await callApi(elsewhere, meetsApi.postMeet, {
    query: { orgId },
    body: { name: 'County Throws', startDate: '2026-05-16', season: 'outdoor' },
  });
  const meetId = meet.id;
  const event = await callApi(elsewhere, meetsApi.postMeetEvent, { query: { orgId, meetId }, body: { eventType: 'male-discus' } });
  const [entry] = await callApi(elsewhere, meetsApi.postEntries, {
    query: { orgId, eventId: event.id },
    body: { athleteIds: [athlete.id] },
  });
  const entryId = entry!.id;
  const first = await callApi(elsewhere, resultsApi.postResult, {
    query: { orgId, entryId },
    body: { mark: '40.00', expectedVersion: null },
  });
  const saved = async () => (await callApi(elsewhere, meetsApi.getMeet, { query: { orgId, meetId } })).events[0]!.entries[0]!.result!;

  const page = await app.newPage();
  await page.goto('/auth');
  await signIn(page, owner, { waitFor: /^\/dashboard/ });
  await page.goto(`/dashboard/meets/${meetId}`);
  const mark = page.getByRole('textbox', { name: 'Mark, Okonjo, Ravi' });
  await mark.waitFor();
  await expect.poll(() => mark.inputValue()).toMatch(/^40\.00/);
  const row = page.locator('tr', { has: mark });
  const banner = page.getByTestId('unsaved-banner');

  // Offline at the meet: the coach types 45.55 over the 40.00 they see.
  app.allowConsole(/Failed to load resource|ERR_INTERNET_DISCONNECTED|409/);
  await page.context().setOffline(true);
  await mark.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('45.55');
  await page.keyboard.press('Enter');
  await banner.getByText('1 unsaved result — will retry').waitFor();

  // Meanwhile an admin corrects the same result elsewhere.
  await callApi(elsewhere, resultsApi.postResult, {
    query: { orgId, entryId },
    body: { mark: '44.44', expectedVersion: first.result.version },
  });

  // Reconnect: the typed value is not sent over the admin's; both show, with who saved the other.
  await page.context().setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  const conflict = row.getByTestId('result-conflict');
  await conflict.waitFor();
  await expect.poll(() => conflict.getByTestId('conflict-yours').textContent()).toBe('45.55');
  await expect.poll(() => conflict.getByTestId('conflict-theirs').textContent()).toMatch(/^44\.44/);
  expect(await conflict.textContent()).toContain(`Saved by ${owner.firstName} ${owner.lastName} at `);
  expect(await mark.inputValue()).toBe('45.55');
  await page.getByTestId('conflict-banner').waitFor();
  // nothing was overwritten, and a reload keeps the choice open
  expect((await saved()).mark).toEqual({ kind: 'length', mm: 44440 });
  await page.reload();
  await page.getByRole('textbox', { name: 'Mark, Okonjo, Ravi' }).waitFor();
  await expect.poll(() => mark.inputValue()).toBe('45.55');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await conflict.waitFor();
  expect((await saved()).mark).toEqual({ kind: 'length', mm: 44440 });

  // The coach keeps theirs: saved over the admin's version, and the history tells the whole story.
  await conflict.getByRole('button', { name: 'Keep mine' }).click();
  await conflict.waitFor({ state: 'detached' });
  await row
    .getByTestId('saved-result')
    .getByText(/^45\.55/)
    .waitFor();
  expect(await saved()).toMatchObject({ mark: { kind: 'length', mm: 45550 }, version: 3 });
  await row.getByRole('button', { name: 'History of the result of Okonjo, Ravi' }).click();
  const history = page.getByTestId('result-history');
  await expect.poll(() => history.getByTestId('result-change').count()).toBe(3);
  const changes = await history.getByTestId('result-change').allTextContents();
  expect(changes[0]).toMatch(/^44\.44m? → 45\.55m?changed by /);
  expect(changes[1]).toMatch(/^40\.00m? → 44\.44m?changed by /);
  expect(changes[2]).toMatch(/^40\.00m?entered by /);
  await page.keyboard.press('Escape');
  await history.waitFor({ state: 'detached' });

  // Once more, and this time the coach takes the saved value: theirs is dropped, the saved one shows.
  await page.context().setOffline(true);
  await mark.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('47.00');
  await page.keyboard.press('Enter');
  await banner.getByText('1 unsaved result — will retry').waitFor();
  await callApi(elsewhere, resultsApi.postResult, { query: { orgId, entryId }, body: { mark: '46.10', expectedVersion: 3 } });
  await page.context().setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await conflict.waitFor();
  await expect.poll(() => conflict.getByTestId('conflict-yours').textContent()).toBe('47.00');
  await conflict.getByRole('button', { name: 'Take the saved one' }).click();
  await conflict.waitFor({ state: 'detached' });
  await expect.poll(() => mark.inputValue()).toMatch(/^46\.10/);
  expect((await saved()).mark).toEqual({ kind: 'length', mm: 46100 });
  expect(await page.evaluate((id) => localStorage.getItem(`splits.unsaved-results.${id}`), meetId)).toBe('{}');
  await elsewhere.dispose();
});
