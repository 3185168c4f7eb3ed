import { readFileSync } from 'node:fs';
import { athletesApi, meetsApi } from '@core/api';
import { test, expect } from './support/fixtures';
import { createAccount } from './support/accounts';
import { apiSignIn, callApi, newApiClient } from './support/api';
import { signIn } from './support/flows';
import { uniqueTeamName } from './support/identities';
import { button } from './support/ui';

/** A FinishLynx result file as the timing system writes it: our four girls and three of Roosevelt High School. */
const LIF = readFileSync(new URL('../core/results-import/fixtures/girls-100m-final.lif', import.meta.url));

/** A real slice of the NRCD 2023-24 cross-country data (see its README): the Miami Striders Invitational. */
const NRCD = readFileSync(new URL('../server/services/standings/fixtures/nrcd-meets-357-39.csv', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [, meetId, , , eventName, , , team, athleteId, time] = line.split(',') as string[];
    const [m, s] = time!.split(':');
    return { meetId, eventName, team: team!, athleteId: athleteId!, time: time!, s: Number(m) * 60 + Number(s) };
  })
  .filter((r) => r.meetId === '357' && r.eventName === '6000m')
  .sort((a, b) => a.s - b.s);

const setUp = async (
  baseURL: string,
  meet: { name: string; startDate: string; season: 'outdoor' | 'cross-country'; scoring: 'dual' | 'cross-country' },
  runners: string[][],
  gender: 'female',
) => {
  const owner = await createAccount(baseURL, { team: uniqueTeamName() });
  const orgId = owner.organizationId!;
  const client = await newApiClient(baseURL);
  try {
    expect((await apiSignIn(client, owner.email, owner.password)).ok()).toBe(true);
    for (const [firstName, lastName] of runners)
      await callApi(client, athletesApi.postAthlete, {
        query: { orgId },
        body: { firstName: firstName!, lastName: lastName!, gender, grade: 11 },
      });
    const created = await callApi(client, meetsApi.postMeet, { query: { orgId }, body: { ...meet, status: 'scheduled' } });
    return { owner, orgId, meetId: created.id, client };
  } finally {
    await client.dispose();
  }
};

test("a dual-meet score with opponents' finishers imported from a .lif", async ({ app }) => {
  const { owner, orgId, meetId } = await setUp(
    app.baseURL,
    { name: 'Lincoln vs Roosevelt', startDate: '2026-04-11', season: 'outdoor', scoring: 'dual' },
    [
      ['Maya', 'Okafor'],
      ['Sam', 'Lee, Jr.'],
      ['Ava', 'Brennan'],
      ['Iris', 'Novak'],
    ],
    'female',
  );
  const client = await newApiClient(app.baseURL);
  try {
    expect((await apiSignIn(client, owner.email, owner.password)).ok()).toBe(true);
    await callApi(client, meetsApi.postMeetEvent, { query: { orgId, meetId }, body: { eventType: 'female-100m' } });
  } finally {
    await client.dispose();
  }

  const page = await app.newPage();
  await page.goto('/auth');
  await signIn(page, owner, { waitFor: /^\/dashboard/ });
  await page.goto(`/dashboard/meets/${meetId}`);
  await page.getByRole('heading', { name: 'Lincoln vs Roosevelt' }).waitFor();
  // a scored meet with nobody yet says so
  await page.getByText('No finishers yet').waitFor();

  await button(page, 'Import results').first().click();
  const dialog = page.getByRole('dialog', { name: 'Import results' });
  await dialog.locator('input[type=file]').setInputFiles({ name: 'Girls100.lif', mimeType: 'application/octet-stream', buffer: LIF });
  await expect.poll(() => dialog.getByRole('combobox', { name: 'Meet event' }).inputValue()).toBe('Girls 100m');
  await dialog.getByRole('button', { name: 'Check rows' }).click();
  // the preview names the rows that become other teams' finishers
  await dialog.getByText("3 other teams' finishers become competitors for team scores").waitFor();
  const preview = dialog.getByRole('table', { name: 'Preview of the rows' });
  expect(await preview.locator('tr[data-competitor-row]').count()).toBe(3);
  for (const name of ['Dana Reyes', 'Nour Haddad', 'Lucia Castillo'])
    expect(await preview.locator('tr[data-competitor-row]', { hasText: name }).getByText('other team').count()).toBe(1);
  await dialog.getByRole('button', { name: 'Import 4 results and 3 other finishers' }).click();
  await dialog.waitFor({ state: 'hidden' });

  // The event shows Roosevelt's finishers apart from our results.
  const others = page.getByRole('table', { name: "Other teams' finishers, 100m" });
  await others.getByText('Dana Reyes').waitFor();
  expect(await others.locator('tbody tr').count()).toBe(3);

  // Dual meet 5-3-1: Okafor 1st (5), Reyes 2nd (3 for Roosevelt), Lee 3rd (1); Haddad 4th scores nothing.
  const standings = page.getByRole('table', { name: 'Team scores, Girls' });
  const points = (team: string) => standings.locator(`tr[data-team="${team}"]`).getByTestId('team-points').innerText();
  await expect.poll(() => points('Roosevelt High School')).toBe('3');
  const ours = standings.locator('tr', { has: page.getByText('us', { exact: true }) });
  expect(await ours.getByTestId('team-points').innerText()).toBe('6');
  expect(await standings.locator('tbody tr').first().innerText()).toContain('1');

  // A finisher typed by hand moves the score: Roosevelt's 12.30 takes second place.
  await page.getByRole('button', { name: "Add another team's finisher" }).click();
  const form = page.getByRole('dialog', { name: "Add another team's finisher" });
  await form.getByLabel('Name').fill('Tess Mora');
  await form.getByLabel('Team').fill('Roosevelt High School');
  await form.getByLabel('Mark').fill('12.30');
  await form.getByLabel('Place').fill('2');
  // places as the file gave them would now clash; the coach fixes them
  await form.getByRole('button', { name: 'Add finisher' }).click();
  await form.waitFor({ state: 'hidden' });
  await others.getByText('Tess Mora').waitFor();
  const edit = async (name: string, place: string) => {
    await page.getByRole('button', { name: `Change ${name}` }).click();
    const d = page.getByRole('dialog', { name: `Change ${name}` });
    await d.getByLabel('Place').fill(place);
    await d.getByRole('button', { name: 'Save' }).click();
    await d.waitFor({ state: 'hidden' });
  };
  await edit('Dana Reyes', '3');
  await edit('Nour Haddad', '5');
  // Sam Lee's place is ours: 4th now, typed in the results grid
  const lee = page.locator('tr', { has: page.getByRole('textbox', { name: 'Mark, Lee, Jr., Sam' }) });
  const place = lee.getByRole('textbox', { name: /^Place/ });
  await place.fill('4');
  await place.press('Enter');
  // Okafor 5, Mora 3 + Reyes 1: 6 - 4
  await expect.poll(() => points('Roosevelt High School')).toBe('4');
  expect(await ours.getByTestId('team-points').innerText()).toBe('5');
});

test('an XC meet imported from a file shows team scores', async ({ app }) => {
  const US = 'Miami University of Ohio';
  const ours = NRCD.filter((r) => r.team === US);
  const { owner, meetId } = await setUp(
    app.baseURL,
    { name: 'Miami Striders Invitational', startDate: '2024-09-07', season: 'cross-country', scoring: 'cross-country' },
    ours.map((r) => ['Runner', `N${r.athleteId}`]),
    'female',
  );
  const csv = [
    'Event,First,Last,Team,Mark,Place',
    ...NRCD.map((r, i) => `female-xc-6k,Runner,N${r.athleteId},${r.team},${r.time},${i + 1}`),
  ].join('\n');

  // by hand: teams under five out, seven per team, five score; low total wins, the sixth breaks ties
  const count = new Map<string, number>();
  for (const r of NRCD) count.set(r.team, (count.get(r.team) ?? 0) + 1);
  const places = new Map<string, number[]>();
  let next = 0;
  for (const r of NRCD) {
    if (count.get(r.team)! < 5 || (places.get(r.team)?.length ?? 0) === 7) continue;
    places.set(r.team, [...(places.get(r.team) ?? []), ++next]);
  }
  const expected = [...places].map(([team, p]) => ({ team, score: p.slice(0, 5).reduce((a, b) => a + b, 0), sixth: p[5] ?? 1e9 }));
  expected.sort((a, b) => a.score - b.score || a.sixth - b.sixth);
  expect(expected.length).toBeGreaterThanOrEqual(3);

  const page = await app.newPage();
  await page.goto('/auth');
  await signIn(page, owner, { waitFor: /^\/dashboard/ });
  await page.goto(`/dashboard/meets/${meetId}`);
  await page.getByRole('heading', { name: 'Miami Striders Invitational' }).waitFor();
  await button(page, 'Import results').first().click();
  const dialog = page.getByRole('dialog', { name: 'Import results' });
  await dialog.locator('input[type=file]').setInputFiles({ name: 'striders.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await dialog.getByRole('button', { name: 'Check rows' }).click();
  await dialog
    .getByText(`${ours.length} results ready to import. ${NRCD.length - ours.length} other teams' finishers become competitors`)
    .waitFor();
  await dialog.getByRole('button', { name: `Import ${ours.length} results and ${NRCD.length - ours.length} other finishers` }).click();
  await dialog.waitFor({ state: 'hidden' });

  const table = page.getByRole('table', { name: 'Team scores, Girls 6K (XC)' });
  await table.waitFor();
  const rows = table.locator('tbody tr');
  await expect.poll(() => rows.count()).toBe(new Set(NRCD.map((r) => r.team)).size);
  for (const [i, e] of expected.entries()) {
    const row = rows.nth(i);
    // our own team is listed under the organization's name, marked "us"
    if (e.team !== US) expect(await row.getAttribute('data-team')).toBe(e.team);
    else expect(await row.getByText('us', { exact: true }).count()).toBe(1);
    expect(await row.getByTestId('team-score').innerText()).toBe(String(e.score));
  }
  // the scorers are named with their team places; an incomplete team says why it is not scored
  expect(await rows.first().innerText()).toMatch(/^1\b/);
  if (expected.length < count.size) await table.getByText('five needed').first().waitFor();
});
