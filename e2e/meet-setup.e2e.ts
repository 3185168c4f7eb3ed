import { athletesApi, meetsApi } from '@core/api';
import { test, expect } from './support/fixtures';
import { createAccount } from './support/accounts';
import { apiSignIn, callApi, newApiClient } from './support/api';
import { signIn } from './support/flows';
import { uniqueTeamName } from './support/identities';
import { button } from './support/ui';

test('a coach sets a meet up in one dialog: checks whole groups of events for girls and boys, adds them in one go, then enters every sprinter at once', async ({
  app,
}) => {
  const owner = await createAccount(app.baseURL, { team: uniqueTeamName() });
  const orgId = owner.organizationId!;
  const client = await newApiClient(app.baseURL);
  let meetId: string;
  try {
    expect((await apiSignIn(client, owner.email, owner.password)).ok()).toBe(true);
    for (const [lastName, eventGroups] of [
      ['Castellanos', ['sprints']],
      ['Verhoeven', ['sprints', 'jumps']],
      ['Okafor', ['throws']],
    ] as const) {
      await callApi(client, athletesApi.postAthlete, {
        query: { orgId },
        body: { firstName: 'Ana', lastName, gender: 'female', grade: 11, eventGroups: [...eventGroups] },
      });
    }
    const meet = await callApi(client, meetsApi.postMeet, {
      query: { orgId },
      body: { name: 'Harbor Invitational', startDate: '2026-04-18', season: 'outdoor', status: 'scheduled' },
    });
    meetId = meet.id;
  } finally {
    await client.dispose();
  }

  const page = await app.newPage();
  await page.goto('/auth');
  await signIn(page, owner, { waitFor: /^\/dashboard/ });
  await page.goto(`/dashboard/meets/${meetId}`);
  await page.getByRole('heading', { name: 'Harbor Invitational' }).waitFor();

  await button(page, 'Add many events').first().click();
  const dialog = page.getByRole('dialog', { name: 'Add many events' });
  // Girls and boys are chosen; the whole jumps group, and the 100m and the 4x400m relay.
  await dialog.getByRole('checkbox', { name: 'All of Jumps' }).check();
  await dialog.getByRole('checkbox', { name: '100m', exact: true }).check();
  await dialog.getByRole('checkbox', { name: '4x400m Relay', exact: true }).check();
  const addButton = dialog.getByRole('button', { name: /^Add \d+ events$/ });
  const label = (await addButton.innerText()).trim();
  const count = Number(/Add (\d+) events/.exec(label)![1]);
  // 100m, 4 jumps, 4x400m: each for girls and boys
  expect(count).toBe(12);
  await addButton.click();
  await dialog.waitFor({ state: 'hidden' });

  const meet = await callApi(page, meetsApi.getMeet, { query: { orgId, meetId } });
  expect(meet.events.map((e) => e.eventType)).toEqual([
    'female-100m',
    'male-100m',
    'female-4x400m-relay',
    'male-4x400m-relay',
    'female-high-jump',
    'male-high-jump',
    'female-pole-vault',
    'male-pole-vault',
    'female-long-jump',
    'male-long-jump',
    'female-triple-jump',
    'male-triple-jump',
  ]);
  await page.getByRole('heading', { name: 'Girls 100m' }).waitFor();

  // Every active sprinter at once: the picker fills, and its button is not covered by the list.
  await button(page, 'Enter athletes').click();
  const entries = page.getByRole('dialog', { name: /Entries: Girls 100m/ });
  await entries.getByRole('combobox', { name: 'Pick a whole group' }).click();
  await page.getByRole('option', { name: /Every active athlete in Sprints \(2\)/ }).click();
  await entries.getByRole('button', { name: 'Enter 2 athletes' }).click();
  await entries.getByText('Entered (2)').waitFor();
});
