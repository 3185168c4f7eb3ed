import { athletesApi, membersApi } from '@core/api';
import { test, expect } from './support/fixtures';
import { createAccount } from './support/accounts';
import { callApi, newApiClient, apiSignIn } from './support/api';
import { signIn } from './support/flows';
import { newPerson, uniqueTeamName } from './support/identities';
import { button, field, seeText, waitForPath } from './support/ui';

const ROSTER_WITH_A_BAD_ROW = [
  'Gender,First,Last,Grade,Events',
  'F,Mira,Castellanos,11,100m',
  'F,Lotte,Verhoeven,10,100m',
  'X,Ezra,Whitfield,9,Long Jump',
].join('\n');

const ROSTER = [
  'Gender,First,Last,Grade,Events',
  'F,Mira,Castellanos,11,100m',
  'F,Lotte,Verhoeven,10,100m',
  'M,Ezra,Whitfield,9,Long Jump',
].join('\n');

test('a coach imports the roster by CSV, creates a meet, types results on the grid with the keyboard and sees the PR', async ({ app }) => {
  // An owner with a team, and a coach on it (the journey starts from an existing coach).
  const owner = await createAccount(app.baseURL, { team: uniqueTeamName() });
  const coach = await createAccount(app.baseURL, { joinWith: owner.inviteLink!, person: newPerson('coach') });
  const ownerClient = await newApiClient(app.baseURL);
  try {
    expect((await apiSignIn(ownerClient, owner.email, owner.password)).ok()).toBe(true);
    await callApi(ownerClient, membersApi.patchMemberRole, {
      query: { orgId: owner.organizationId!, memberId: coach.userId! },
      body: { newRoleName: 'coach' },
    });
  } finally {
    await ownerClient.dispose();
  }

  const page = await app.newPage();
  await page.goto('/auth');
  await signIn(page, coach, { waitFor: /^\/dashboard/ });

  // An empty roster says so and offers the import.
  await page.goto('/dashboard/athletes');
  await seeText(page, 'No athletes yet');
  await button(page, 'Import').first().click();
  const dialog = page.getByRole('dialog', { name: 'Import athletes' });

  // A CSV file with a bad row: the preview marks it and nothing can be imported.
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'roster.csv', mimeType: 'text/csv', buffer: Buffer.from(ROSTER_WITH_A_BAD_ROW) });
  await expect.poll(() => dialog.getByRole('textbox', { name: 'Rows to import' }).inputValue()).toBe(ROSTER_WITH_A_BAD_ROW);
  await dialog.getByRole('button', { name: 'Check rows' }).click();
  await dialog.getByText('1 of 3 rows have problems').waitFor();
  const badRow = dialog.locator('tr[data-bad-row]');
  expect(await badRow.count()).toBe(1);
  expect(await badRow.innerText()).toContain('Whitfield');
  expect(await dialog.getByRole('button', { name: 'Import 3 athletes' }).isDisabled()).toBe(true);
  // The flagged row can be left out instead (the coach fixes it here rather than leave it).
  const leaveOut = dialog.getByRole('checkbox', { name: 'Leave out the 1 row with problems and import the others' });
  await leaveOut.check();
  expect(await dialog.getByRole('button', { name: 'Import 2 athletes' }).isDisabled()).toBe(false);
  await leaveOut.uncheck();

  // The corrected file passes, and all three rows go in at once.
  await dialog.locator('input[type=file]').setInputFiles({ name: 'roster.csv', mimeType: 'text/csv', buffer: Buffer.from(ROSTER) });
  await expect.poll(() => dialog.getByRole('textbox', { name: 'Rows to import' }).inputValue()).toBe(ROSTER);
  await dialog.getByRole('button', { name: 'Check rows' }).click();
  await dialog.getByText('All 3 rows are ready to import.').waitFor();
  await dialog.getByRole('button', { name: 'Import 3 athletes' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('link', { name: 'Castellanos, Mira' }).waitFor();
  await page.getByRole('link', { name: 'Whitfield, Ezra' }).waitFor();

  // A new meet, through the form.
  await page.goto('/dashboard/meets');
  await page.getByRole('link', { name: 'New meet' }).click();
  await waitForPath(page, '/dashboard/meets/create');
  await button(page, 'Create meet').click();
  await seeText(page, 'At least 2 characters');
  await field(page, 'Meet name').fill('Harbor Spring Opener');
  // The season the coach picks stays: a late-October first day only suggests cross country.
  await page.getByRole('combobox', { name: 'Season' }).click();
  await page.getByRole('option', { name: 'Outdoor', exact: true }).click();
  const firstDay = field(page, 'First day');
  await firstDay.fill('Oct 28, 2026');
  await firstDay.press('Escape');
  await expect.poll(() => page.getByTestId('meet-saved-season').innerText()).toBe('Saves as Outdoor 2026');
  await button(page, 'Use Cross country').waitFor();
  await firstDay.fill('May 2, 2026');
  await firstDay.press('Escape');
  await expect.poll(() => page.getByRole('button', { name: 'Use Cross country' }).count()).toBe(0);
  await expect.poll(() => page.getByTestId('meet-saved-season').innerText()).toBe('Saves as Outdoor 2026');
  await button(page, 'Create meet').click();
  await waitForPath(page, /^\/dashboard\/meets\/[0-9a-f-]{36}/);
  await page.getByRole('heading', { name: 'Harbor Spring Opener' }).waitFor();
  await seeText(page, 'Outdoor 2026');

  // The girls' 100 m from the catalogue, with both girls entered.
  await button(page, 'Add event').first().click();
  const addEvent = page.getByRole('dialog', { name: 'Add an event' });
  await addEvent.getByText('Girls', { exact: true }).click();
  // The hurdle height at the team's level shows under the chosen event.
  await addEvent.getByRole('combobox', { name: 'Event' }).click();
  await page.getByRole('option', { name: '100m Hurdles', exact: true }).click();
  await addEvent.getByText('High school: 33in hurdles').waitFor();
  await addEvent.getByRole('combobox', { name: 'Event' }).click();
  await page.getByRole('option', { name: '100m', exact: true }).click();
  expect(await addEvent.getByText('High school: 33in hurdles').count()).toBe(0);
  await addEvent.getByRole('button', { name: 'Add event' }).click();
  await addEvent.waitFor({ state: 'hidden' });
  await page.getByRole('heading', { name: 'Girls 100m' }).waitFor();
  await button(page, 'Enter athletes').click();
  const entries = page.getByRole('dialog', { name: /Entries: Girls 100m/ });
  await entries.getByRole('combobox', { name: 'Athletes to enter' }).click();
  await page.getByRole('option', { name: /Castellanos, Mira/ }).click();
  await page.getByRole('option', { name: /Verhoeven, Lotte/ }).click();
  await entries.getByRole('heading', { name: /Entries: Girls 100m/ }).click(); // closes the options
  await entries.getByRole('button', { name: 'Enter 2 athletes' }).click();
  await entries.getByText('Entered (2)').waitFor();
  await page.keyboard.press('Escape');
  await entries.waitFor({ state: 'hidden' });

  // Results on the grid, by keyboard only: a bad mark is explained in place, Tab and Enter move.
  const mira = page.getByRole('textbox', { name: 'Mark, Castellanos, Mira' });
  await mira.click();
  await page.keyboard.type('5.2');
  await expect.poll(() => mira.getAttribute('aria-invalid')).toBe('true');
  await seeText(page, 'faster than humanly possible');
  await page.keyboard.press('Escape');
  // A valid mark that looks like a typo asks to be kept, and is saved only then.
  await page.keyboard.type('124.1');
  const warning = page.getByTestId('mark-warning');
  await warning.getByText('124.1 is more than 3 times the world-record time in 100m: is it a typo?').waitFor();
  await seeText(page, 'Check the mark to save');
  await button(page, 'Keep 124.1 for Castellanos, Mira').click();
  await page.locator('tr', { has: mira }).getByTestId('saved-result').getByText('2:04.1', { exact: true }).waitFor();
  expect(await warning.count()).toBe(0);
  await mira.click();
  await page.keyboard.type('12.41');
  expect(await mira.getAttribute('aria-invalid')).toBeNull();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Wind, Castellanos, Mira');
  await page.keyboard.type('+1.2');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1');
  await page.keyboard.press('Enter');
  // Enter goes down the column to the next athlete (and saves the row left behind).
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Place, Verhoeven, Lotte');
  await page.keyboard.type('2');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Mark, Verhoeven, Lotte');
  await page.keyboard.type('12.9');
  await page.keyboard.press('Tab');
  await page.keyboard.type('2.4');
  await page.keyboard.press('Enter');

  // Saved: the first legal mark of each is a PR; 12.9 is a hand time; +2.4 is wind-aided.
  const miraRow = page.locator('tr', { has: mira });
  await miraRow.getByTestId('saved-result').getByText('12.41', { exact: true }).waitFor();
  await miraRow.getByLabel('Personal record').waitFor();
  const lotteRow = page.locator('tr', { has: page.getByRole('textbox', { name: 'Mark, Verhoeven, Lotte' }) });
  await lotteRow.getByTestId('saved-result').getByText('12.9', { exact: true }).waitFor();
  await lotteRow.getByLabel('Wind-aided').waitFor();
  await lotteRow.getByLabel('Hand time converted to FAT').waitFor();
  expect(await lotteRow.getByLabel('Personal record').count()).toBe(0);

  // The server holds them: the roster counts Mira's PR.
  const roster = await callApi(page, athletesApi.getAthletes, { query: { orgId: owner.organizationId!, search: 'Castellanos' } });
  expect(roster.items[0]?.prCount).toBe(1);

  // Mira's page shows the PR with its meet.
  await page.goto('/dashboard/athletes');
  await page.getByRole('link', { name: 'Castellanos, Mira' }).click();
  await waitForPath(page, /^\/dashboard\/athletes\/[0-9a-f-]{36}$/);
  const prs = page.getByRole('table', { name: 'Outdoor personal records' });
  await prs.waitFor();
  const prRow = prs.getByRole('row', { name: /100m/ });
  expect(await prRow.innerText()).toContain('12.41');
  expect(await prRow.innerText()).toContain('Harbor Spring Opener');
});
