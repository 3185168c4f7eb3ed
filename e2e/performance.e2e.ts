import { athletesApi, meetsApi, resultsApi } from '@core/api';
import { test, expect } from './support/fixtures';
import { createAccount } from './support/accounts';
import { apiSignIn, callApi, newApiClient } from './support/api';
import { signIn } from './support/flows';
import { failedStatus } from './support/page-errors';
import { uniqueTeamName } from './support/identities';
import { isoDay, scrollWidth } from './support/ui';

test('a coach sets, changes and removes standards, types a result in the grid that meets one: flagged on the saved row and listed; relay leaders with their legs; two athletes on one chart; the print view', async ({
  app,
}) => {
  const owner = await createAccount(app.baseURL, { team: uniqueTeamName() });
  const orgId = owner.organizationId!;
  const client = await newApiClient(app.baseURL);
  let meetId = '';
  try {
    expect((await apiSignIn(client, owner.email, owner.password)).ok()).toBe(true);
    const athlete = (firstName: string, lastName: string, grade: number) =>
      callApi(client, athletesApi.postAthlete, { query: { orgId }, body: { firstName, lastName, gender: 'female', grade } });
    const ann = await athlete('Ann', 'Ahn', 11);
    const bea = await athlete('Bea', 'Bell', 10);
    const cam = await athlete('Cam', 'Cruz', 10);
    const dot = await athlete('Dot', 'Diaz', 9);
    const year = Number(isoDay(-20).slice(0, 4));
    const meet = async (name: string, startDate: string) => {
      const m = await callApi(client, meetsApi.postMeet, {
        query: { orgId },
        body: { name, startDate, season: 'outdoor', seasonYear: year, status: 'completed' },
      });
      const event = await callApi(client, meetsApi.postMeetEvent, { query: { orgId, meetId: m.id }, body: { eventType: 'female-100m' } });
      const entries = await callApi(client, meetsApi.postEntries, {
        query: { orgId, eventId: event.id },
        body: { athleteIds: [ann.id, bea.id] },
      });
      return { m, entry: (id: string) => entries.find((e) => e.athlete?.id === id)!.id };
    };
    const first = await meet('Spring Opener', isoDay(-20));
    await callApi(client, resultsApi.postResult, {
      query: { orgId, entryId: first.entry(ann.id) },
      body: { expectedVersion: null, mark: '12.80', wind: '0.5' },
    });
    await callApi(client, resultsApi.postResult, {
      query: { orgId, entryId: first.entry(bea.id) },
      body: { expectedVersion: null, mark: '12.70', wind: '0.5' },
    });
    // the team's 4x100m relay at the opener
    const relayEvent = await callApi(client, meetsApi.postMeetEvent, {
      query: { orgId, meetId: first.m.id },
      body: { eventType: 'female-4x100m-relay' },
    });
    const relay = await callApi(client, meetsApi.postRelayEntry, {
      query: { orgId, eventId: relayEvent.id },
      body: { legs: [dot.id, cam.id, bea.id, ann.id] },
    });
    await callApi(client, resultsApi.postResult, { query: { orgId, entryId: relay.id }, body: { expectedVersion: null, mark: '50.10' } });
    const second = await meet('City Championships', isoDay(-5));
    await callApi(client, resultsApi.postResult, {
      query: { orgId, entryId: second.entry(bea.id) },
      body: { expectedVersion: null, mark: '12.65', wind: '0.1' },
    });
    meetId = second.m.id;
  } finally {
    await client.dispose();
  }

  const page = await app.newPage();
  await page.goto('/auth');
  await signIn(page, owner, { waitFor: '/dashboard' });
  await page.goto('/dashboard/performance');
  // season leaders: Bea leads with her best legal mark of the season; the relay with its legs in order
  const leaders = page.getByRole('table', { name: /^Girls 100m, Outdoor \d{4} leaders/ });
  await leaders.waitFor();
  expect(await leaders.getByRole('row').nth(1).textContent()).toContain('Bea Bell');
  expect(await leaders.getByRole('row').nth(1).textContent()).toContain('12.65');
  const relays = page.getByRole('table', { name: /^Girls 4x100m Relay, Outdoor \d{4} leaders/ });
  expect(await relays.getByTestId('relay-legs').textContent()).toBe('Dot Diaz, Cam Cruz, Bea Bell, Ann Ahn');
  expect(await relays.getByRole('row').nth(1).textContent()).toContain('50.10');

  // the coach sets "State 100m 12.40" for girls: a mark that is not one is explained first
  await page.getByRole('tab', { name: 'Standards' }).click();
  const form = page.getByRole('form', { name: 'Add a qualifying standard' });
  await form.getByLabel('Event', { exact: true }).click();
  await page.getByRole('option', { name: '100m', exact: true }).click();
  await form.getByRole('textbox', { name: 'Mark' }).fill('fast');
  await form.getByRole('button', { name: 'Add standard' }).click();
  await form.getByText('Name the standard, e.g. "State" or "League final"').waitFor();
  expect(await form.getByRole('textbox', { name: 'Mark' }).getAttribute('aria-invalid')).toBe('true');
  await form.getByRole('textbox', { name: 'Name' }).fill('State');
  await form.getByRole('textbox', { name: 'Mark' }).fill('12.40');
  await form.getByRole('button', { name: 'Add standard' }).click();
  await page.getByRole('table', { name: /State · Girls 100m 12\.40: athletes/ }).waitFor();

  // ... changes it to 12.50
  await page.getByRole('button', { name: 'Change the standard State · Girls 100m 12.40' }).click();
  const edit = page.getByRole('form', { name: 'Change the qualifying standard' });
  expect(await edit.getByRole('textbox', { name: 'Mark' }).inputValue()).toBe('12.40');
  await edit.getByRole('textbox', { name: 'Mark' }).fill('');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await edit.getByText('Enter the mark to reach').waitFor();
  await edit.getByRole('textbox', { name: 'Mark' }).fill('12.50');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await edit.waitFor({ state: 'hidden' });
  const block = page.getByRole('table', { name: /State · Girls 100m 12\.50: athletes/ });
  await block.waitFor();
  expect(await page.getByRole('table', { name: /State · Girls 100m 12\.40/ }).count()).toBe(0);
  await page.getByTestId('qualifier-count').filter({ hasText: '0 qualifiers' }).waitFor();
  expect(await block.getByRole('row').nth(1).textContent()).toMatch(/Bea Bell.*12\.65.*0\.15 s away.*1\.20%/);

  // ... adds a relay standard the team's relay met, and removes one after a confirmation
  await form.getByLabel('Event', { exact: true }).click();
  await page.getByRole('option', { name: '4x100m Relay', exact: true }).click();
  await form.getByRole('textbox', { name: 'Name' }).fill('League');
  await form.getByRole('textbox', { name: 'Mark' }).fill('51.00');
  await form.getByRole('button', { name: 'Add standard' }).click();
  const relayBlock = page.getByRole('table', { name: /League · Girls 4x100m Relay 51\.00: relays/ });
  await relayBlock.waitFor();
  expect(await relayBlock.getByRole('row').nth(1).textContent()).toMatch(/Dot Diaz, Cam Cruz, Bea Bell, Ann Ahn.*50\.10.*Qualified/);
  await page.getByText(/The team's relay met it in Outdoor \d{4}/).waitFor();
  await page.getByRole('button', { name: 'Remove the standard League · Girls 4x100m Relay 51.00' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove the standard?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await confirm.waitFor({ state: 'hidden' });
  expect(await relayBlock.count()).toBe(1);
  await page.getByRole('button', { name: 'Remove the standard League · Girls 4x100m Relay 51.00' }).click();
  await confirm.getByRole('button', { name: 'Remove standard' }).click();
  await confirm.waitFor({ state: 'hidden' });
  await relayBlock.waitFor({ state: 'detached' });

  // Ann's 12.45 typed in the meet's results grid: the saved row carries the qualifier flag beside the PR
  await page.goto(`/dashboard/meets/${meetId}`);
  const mark = page.getByRole('textbox', { name: 'Mark, Ahn, Ann' });
  await mark.click();
  await page.keyboard.type('12.45');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1.0');
  await page.keyboard.press('Enter');
  const annRow = page.locator('tr', { has: mark }).getByTestId('saved-result');
  await annRow.getByText('12.45', { exact: true }).waitFor();
  await annRow.getByLabel('Personal record').waitFor();
  await annRow.getByLabel('Qualified: State standard 12.50').waitFor();
  // computed on read: still there after a reload
  await page.reload();
  await page.locator('tr', { has: mark }).getByTestId('saved-result').getByLabel('Qualified: State standard 12.50').waitFor();

  // the standard's list: Ann qualified
  await page.goto('/dashboard/performance?tab=standards');
  await page.getByTestId('qualifier-count').filter({ hasText: '1 qualifier' }).waitFor();
  const row = page
    .getByRole('table', { name: /State · Girls 100m 12\.50: athletes/ })
    .getByRole('row')
    .nth(1);
  expect(await row.textContent()).toMatch(/Ann Ahn.*12\.45.*Qualified/);

  // two athletes on one chart
  await page.getByRole('tab', { name: 'Compare' }).click();
  const athletes = page.getByRole('tabpanel').getByLabel(/^Athletes \(up to/);
  await athletes.click();
  await page.getByRole('option', { name: 'Ann Ahn' }).click();
  await page.getByRole('option', { name: 'Bea Bell' }).click();
  await page.keyboard.press('Escape');
  const chart = page.locator('figure').filter({ has: page.getByRole('img') });
  await chart.getByLabel('Legend').waitFor();
  expect(await chart.locator('[data-series]').count()).toBe(2);
  expect(await chart.getByRole('img').getAttribute('aria-label')).toMatch(/Ann Ahn: 2 marks.*Bea Bell: 2 marks/);

  // the print view leaves the navigation and the controls out, the leaders in
  await page.goto('/dashboard/performance');
  await page.getByRole('table', { name: /^Girls 100m, Outdoor \d{4} leaders/ }).waitFor();
  await page.emulateMedia({ media: 'print' });
  expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
  expect(await page.getByRole('tab', { name: 'Compare' }).isVisible()).toBe(false);
  expect(
    await page
      .getByRole('button', { name: /Export .* as CSV/ })
      .first()
      .isVisible(),
  ).toBe(false);
  expect(await page.getByRole('table', { name: /^Girls 100m, Outdoor \d{4} leaders/ }).isVisible()).toBe(true);
  await page.emulateMedia({ media: 'screen' });

  // a phone: the filters wrap, the leaders and the standards fit the screen
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/performance');
  await page.getByRole('table', { name: /^Girls 100m, Outdoor \d{4} leaders/ }).waitFor();
  expect(await scrollWidth(page)).toBeLessThanOrEqual(390);
  await page.goto('/dashboard/performance?tab=standards');
  await page.getByRole('table', { name: /State · Girls 100m 12\.50: athletes/ }).waitFor();
  expect(await scrollWidth(page)).toBeLessThanOrEqual(390);
});

test('when the season leaders cannot be loaded, the Standards tab says why instead of loading forever', async ({ app }) => {
  const owner = await createAccount(app.baseURL, { team: uniqueTeamName() });
  app.allowConsole(failedStatus(403));
  const page = await app.newPage();
  await page.route('**/api/performance/leaders/get?**', (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 403, error: 'Forbidden', message: 'Not allowed here' }),
    }),
  );
  await page.goto('/auth');
  await signIn(page, owner, { waitFor: /^\/dashboard/ });
  await page.goto('/dashboard/performance?tab=standards');
  await page.getByRole('tabpanel', { name: 'Standards' }).getByRole('alert').waitFor();
  expect(await page.getByLabel('Loading the standards').count()).toBe(0);
});
