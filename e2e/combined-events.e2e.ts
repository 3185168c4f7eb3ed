import { athletesApi, meetsApi } from '@core/api';
import { test, expect } from './support/fixtures';
import { createAccount } from './support/accounts';
import { apiSignIn, callApi, newApiClient } from './support/api';
import { signIn } from './support/flows';
import { uniqueTeamName } from './support/identities';

// Kevin Mayer's world record (Talence 2018) and the points the World Athletics tables give each mark
const MAYER: readonly (readonly [string, string, number])[] = [
  ['100m', '10.55', 963],
  ['Long Jump', '7.80', 1010],
  ['Shot Put', '16.00', 851],
  ['High Jump', '2.05', 850],
  ['400m', '48.42', 889],
  ['110m Hurdles', '13.75', 1007],
  ['Discus', '50.54', 882],
  ['Pole Vault', '5.45', 1051],
  ['Javelin', '71.90', 918],
  ['1500m', '4:36.11', 705],
];

test('a decathlon total matching published points', async ({ app }) => {
  const owner = await createAccount(app.baseURL, { team: uniqueTeamName() });
  const orgId = owner.organizationId!;
  const client = await newApiClient(app.baseURL);
  let meetId: string;
  try {
    expect((await apiSignIn(client, owner.email, owner.password)).ok()).toBe(true);
    await callApi(client, athletesApi.postAthlete, {
      query: { orgId },
      body: { firstName: 'Kevin', lastName: 'Mayer', gender: 'male', grade: 12 },
    });
    await callApi(client, athletesApi.postAthlete, {
      query: { orgId },
      body: { firstName: 'Leo', lastName: 'Novak', gender: 'male', grade: 11 },
    });
    const meet = await callApi(client, meetsApi.postMeet, {
      query: { orgId },
      body: { name: 'Talence Decathlon', startDate: '2026-05-16', season: 'outdoor', status: 'scheduled' },
    });
    meetId = meet.id;
    const event = await callApi(client, meetsApi.postMeetEvent, { query: { orgId, meetId }, body: { eventType: 'male-decathlon' } });
    const athletes = await callApi(client, athletesApi.getAthletes, { query: { orgId } });
    await callApi(client, meetsApi.postEntries, {
      query: { orgId, eventId: event.id },
      body: { athleteIds: athletes.items.map((a) => a.id) },
    });
  } finally {
    await client.dispose();
  }

  const page = await app.newPage();
  await page.goto('/auth');
  await signIn(page, owner, { waitFor: /^\/dashboard/ });
  await page.goto(`/dashboard/meets/${meetId}`);
  await page.getByRole('heading', { name: 'Boys Decathlon' }).waitFor();
  const sheet = page.getByRole('table', { name: 'Decathlon marks and points' });
  await sheet.waitFor();
  const mayer = sheet.getByTestId('combined-athlete').filter({ hasText: 'Mayer, Kevin' });

  // The ten marks typed in turn; each shows its points and the running total once saved.
  let total = 0;
  for (const [discipline, mark, points] of MAYER) {
    total += points;
    const input = page.getByRole('textbox', { name: `Mark, ${discipline}, Mayer, Kevin` });
    await input.fill(mark);
    // Enter: the same discipline of the next athlete, as in the results grid; the cell saves as it is left
    await input.press('Enter');
    await mayer.getByText(`${points} pts · ${total}`).waitFor();
  }
  await expect.poll(() => mayer.getByTestId('combined-total').innerText()).toBe('9126');
  expect(await mayer.getByTestId('combined-place').innerText()).toBe('1');
  expect(await mayer.getByText('final').count()).toBe(1);

  // A mark the engine cannot read says why and is not saved.
  const novakHj = page.getByRole('textbox', { name: 'Mark, High Jump, Novak, Leo' });
  await novakHj.fill('DNF');
  await novakHj.press('Tab');
  await page.getByRole('alert').getByText('DNF does not apply to High Jump').waitFor();

  // The total is Mayer's result: after a reload the sheet still holds it.
  await page.reload();
  await expect
    .poll(() => page.getByTestId('combined-athlete').filter({ hasText: 'Mayer, Kevin' }).getByTestId('combined-total').innerText())
    .toBe('9126');

  // On a 390 px phone: one discipline at a time, the standings below, nothing wider than the screen.
  const phone = await app.newPage({ viewport: { width: 390, height: 844 } });
  await phone.goto('/auth');
  await signIn(phone, owner, { waitFor: /^\/dashboard/ });
  await phone.goto(`/dashboard/meets/${meetId}`);
  const pick = phone.getByRole('combobox', { name: 'Discipline' });
  await pick.waitFor();
  await pick.selectOption({ label: '10. 1500m' });
  await expect.poll(() => phone.getByRole('textbox', { name: 'Mark, 1500m, Mayer, Kevin' }).inputValue()).toBe('4:36.11');
  const standings = phone.getByRole('table', { name: 'Decathlon standings' });
  await standings.getByText('9126').waitFor();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
