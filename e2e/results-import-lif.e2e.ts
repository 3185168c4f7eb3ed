import { readFileSync } from 'node:fs';
import { athletesApi, meetsApi } from '@core/api';
import { test, expect } from './support/fixtures';
import { createAccount } from './support/accounts';
import { apiSignIn, callApi, newApiClient } from './support/api';
import { signIn } from './support/flows';
import { uniqueTeamName } from './support/identities';
import { button } from './support/ui';

/** A FinishLynx result file as the timing system writes it (core/results-import/fixtures). */
const LIF = readFileSync(new URL('../core/results-import/fixtures/girls-100m-final.lif', import.meta.url));

test('a coach imports a FinishLynx .lif into a meet event and sees the results', async ({ app }) => {
  // A team with its roster and a meet with two girls' events, set up through the API.
  const owner = await createAccount(app.baseURL, { team: uniqueTeamName() });
  const orgId = owner.organizationId!;
  const client = await newApiClient(app.baseURL);
  let meetId: string;
  try {
    expect((await apiSignIn(client, owner.email, owner.password)).ok()).toBe(true);
    for (const [firstName, lastName] of [
      ['Maya', 'Okafor'],
      ['Sam', 'Lee, Jr.'],
      ['Ava', 'Brennan'],
      ['Iris', 'Novak'],
    ] as const) {
      await callApi(client, athletesApi.postAthlete, { query: { orgId }, body: { firstName, lastName, gender: 'female', grade: 11 } });
    }
    const meet = await callApi(client, meetsApi.postMeet, {
      query: { orgId },
      body: { name: 'Lincoln Spring Invitational', startDate: '2026-04-11', season: 'outdoor', status: 'scheduled' },
    });
    meetId = meet.id;
    await callApi(client, meetsApi.postMeetEvent, { query: { orgId, meetId }, body: { eventType: 'female-100m' } });
    await callApi(client, meetsApi.postMeetEvent, { query: { orgId, meetId }, body: { eventType: 'female-200m' } });
  } finally {
    await client.dispose();
  }

  const page = await app.newPage();
  await page.goto('/auth');
  await signIn(page, owner, { waitFor: /^\/dashboard/ });
  await page.goto(`/dashboard/meets/${meetId}`);
  await page.getByRole('heading', { name: 'Lincoln Spring Invitational' }).waitFor();
  await button(page, 'Import results').first().click();
  const dialog = page.getByRole('dialog', { name: 'Import results' });

  // The file is read as a .lif and the meet event its header names is picked.
  await dialog.locator('input[type=file]').setInputFiles({ name: 'Girls100.lif', mimeType: 'application/octet-stream', buffer: LIF });
  await dialog.getByTestId('import-format').getByText('FinishLynx results (.lif)').waitFor();
  await expect.poll(() => dialog.getByRole('combobox', { name: 'Meet event' }).inputValue()).toBe('Girls 100m');

  // The preview: the race, our four lines ready, the other school's three as other teams' finishers (decision 027).
  await dialog.getByRole('button', { name: 'Check rows' }).click();
  await dialog.getByText("4 results ready to import. 3 other teams' finishers become competitors").waitFor();
  expect(await dialog.getByTestId('import-heading').innerText()).toBe('File: Girls 100 Meter Dash, heat 1, wind +1.3');
  expect(await dialog.locator('tr[data-bad-row]').count()).toBe(0);
  const preview = dialog.getByRole('table', { name: 'Preview of the rows' });
  expect(await preview.locator('tbody tr').count()).toBe(7);
  expect(await preview.locator('tr[data-competitor-row]').count()).toBe(3);
  expect(await preview.locator('tr[data-competitor-row]').first().innerText()).toContain('Roosevelt High School');

  // Choosing another event makes the preview stale until it is checked again, with a warning.
  await dialog.getByRole('combobox', { name: 'Meet event' }).click();
  await page.getByRole('option', { name: 'Girls 200m' }).click();
  await dialog.getByText('changed since they were checked').waitFor();
  expect(await dialog.getByRole('button', { name: 'Import 4 results and 3 other finishers' }).isDisabled()).toBe(true);
  await dialog.getByRole('combobox', { name: 'Meet event' }).click();
  await page.getByRole('option', { name: 'Girls 100m' }).click();
  await dialog.getByRole('button', { name: 'Check rows' }).click();
  await expect.poll(() => dialog.getByRole('button', { name: 'Import 4 results and 3 other finishers' }).isDisabled()).toBe(false);

  // All four go in at once; the meet's Girls 100m shows them.
  await dialog.getByRole('button', { name: 'Import 4 results and 3 other finishers' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('heading', { name: 'Girls 100m' }).waitFor();
  const row = (last: string, first: string) => page.locator('tr', { has: page.getByRole('textbox', { name: `Mark, ${last}, ${first}` }) });
  await row('Okafor', 'Maya').getByTestId('saved-result').getByText('12.41', { exact: true }).waitFor();
  await row('Lee, Jr.', 'Sam').getByTestId('saved-result').getByText('12.50', { exact: true }).waitFor();
  await row('Brennan', 'Ava').getByTestId('saved-result').getByText('DQ', { exact: true }).waitFor();
  await row('Novak', 'Iris').getByTestId('saved-result').getByText('DNS', { exact: true }).waitFor();

  const meet = await callApi(page, meetsApi.getMeet, { query: { orgId, meetId } });
  expect(meet.resultCount).toBe(4);
  expect(meet.events.find((e) => e.eventType === 'female-200m')!.entries).toEqual([]);
});
