import { athletesApi, meetsApi, resultsApi } from '@core/api';
import { test, expect } from './support/fixtures';
import { createAccount } from './support/accounts';
import { apiSignIn, callApi, newApiClient } from './support/api';
import { signIn } from './support/flows';
import { uniqueTeamName } from './support/identities';

const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('a coach sets a standard, a result that meets it is flagged and listed; two athletes compared on one chart; the print view', async ({
  app,
}) => {
  const owner = await createAccount(app.baseURL, { team: uniqueTeamName() });
  const orgId = owner.organizationId!;
  const client = await newApiClient(app.baseURL);
  let meetId = '';
  let annEntry = '';
  try {
    expect((await apiSignIn(client, owner.email, owner.password)).ok()).toBe(true);
    const ann = await callApi(client, athletesApi.postAthlete, {
      query: { orgId },
      body: { firstName: 'Ann', lastName: 'Ahn', gender: 'female', grade: 11 },
    });
    const bea = await callApi(client, athletesApi.postAthlete, {
      query: { orgId },
      body: { firstName: 'Bea', lastName: 'Bell', gender: 'female', grade: 10 },
    });
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
    await callApi(client, resultsApi.postResult, { query: { orgId, entryId: first.entry(ann.id) }, body: { mark: '12.80', wind: '0.5' } });
    await callApi(client, resultsApi.postResult, { query: { orgId, entryId: first.entry(bea.id) }, body: { mark: '12.70', wind: '0.5' } });
    const second = await meet('City Championships', isoDay(-5));
    await callApi(client, resultsApi.postResult, { query: { orgId, entryId: second.entry(bea.id) }, body: { mark: '12.65', wind: '0.1' } });
    meetId = second.m.id;
    annEntry = second.entry(ann.id);
  } catch (e) {
    await client.dispose();
    throw e;
  }

  const page = await app.newPage();
  await page.goto('/auth');
  await signIn(page, owner, { waitFor: '/dashboard' });
  await page.goto('/dashboard/performance');
  // season leaders: Bea leads with her best legal mark of the season
  const leaders = page.getByRole('table', { name: /100m, Outdoor \d{4} leaders/ });
  await leaders.waitFor();
  expect(await leaders.getByRole('row').nth(1).textContent()).toContain('Bea Bell');
  expect(await leaders.getByRole('row').nth(1).textContent()).toContain('12.65');

  // the coach sets "State 100m 12.50" for girls
  await page.getByRole('tab', { name: 'Standards' }).click();
  const form = page.getByRole('form', { name: 'Add a qualifying standard' });
  await form.getByLabel('Event', { exact: true }).click();
  await page.getByRole('option', { name: '100m', exact: true }).click();
  await form.getByRole('textbox', { name: 'Name' }).fill('State');
  await form.getByRole('textbox', { name: 'Mark' }).fill('12.50');
  await form.getByRole('button', { name: 'Add standard' }).click();
  const block = page.getByRole('table', { name: /State · Girls 100m 12\.50: athletes/ });
  await block.waitFor();
  await page.getByTestId('qualifier-count').filter({ hasText: '0 qualifiers' }).waitFor();
  expect(await block.getByRole('row').nth(1).textContent()).toMatch(/Bea Bell.*12\.65.*1\.20% away/);

  // a result that meets it: the save answer flags the new qualifier, and the meet page shows it beside the PR
  const saved = await callApi(client, resultsApi.postResult, { query: { orgId, entryId: annEntry }, body: { mark: '12.45', wind: '1.0' } });
  await client.dispose();
  expect(saved.flags.qualified?.map((q) => q.name)).toEqual(['State']);
  await page.goto(`/dashboard/meets/${meetId}`);
  await page.getByLabel('Qualified: State standard 12.50').first().waitFor();

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

  // the print view leaves the navigation and the controls out
  await page.emulateMedia({ media: 'print' });
  expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
  expect(await page.getByRole('tab', { name: 'Compare' }).isVisible()).toBe(false);
  await page.emulateMedia({ media: 'screen' });

  // a phone: the filters wrap and the leaders fit the screen
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/dashboard/performance');
  await page.getByRole('table', { name: /100m, Outdoor \d{4} leaders/ }).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
