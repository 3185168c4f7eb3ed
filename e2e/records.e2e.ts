import { athletesApi, meetsApi, recordsApi, resultsApi } from '@core/api';
import { test, expect } from './support/fixtures';
import { createAccount } from './support/accounts';
import { apiSignIn, callApi, newApiClient } from './support/api';
import { signIn } from './support/flows';
import { uniqueTeamName } from './support/identities';
import { button, scrollWidth, seeText } from './support/ui';

test('a result typed in the grid becomes the team record: the grid flags it and the board shows it with its evidence and history', async ({
  app,
}) => {
  const owner = await createAccount(app.baseURL, { team: uniqueTeamName() });
  const orgId = owner.organizationId!;
  const client = await newApiClient(app.baseURL);
  let meetId: string;
  try {
    expect((await apiSignIn(client, owner.email, owner.password)).ok()).toBe(true);
    const athlete = (firstName: string, lastName: string) =>
      callApi(client, athletesApi.postAthlete, { query: { orgId }, body: { firstName, lastName, gender: 'female', grade: 11 } });
    const mira = await athlete('Mira', 'Castellanos');
    const lotte = await athlete('Lotte', 'Verhoeven');
    // the record before: a historical 12.50 from 1998, and Lotte's 12.60 last week
    await callApi(client, recordsApi.postHistoricalRecord, {
      query: { orgId },
      body: {
        eventType: 'female-100m',
        athleteNames: ['Gail Oldfield'],
        mark: '12.50',
        wind: '1.1',
        date: '1998-05-09',
        meetName: 'State 1998',
        source: 'Yearbook',
      },
    });
    const earlier = await callApi(client, meetsApi.postMeet, {
      query: { orgId },
      body: { name: 'Early Dual', startDate: '2026-04-04', season: 'outdoor', status: 'completed' },
    });
    const earlierEvent = await callApi(client, meetsApi.postMeetEvent, {
      query: { orgId, meetId: earlier.id },
      body: { eventType: 'female-100m' },
    });
    const [lotteEntry] = await callApi(client, meetsApi.postEntries, {
      query: { orgId, eventId: earlierEvent.id },
      body: { athleteIds: [lotte.id] },
    });
    await callApi(client, resultsApi.postResult, {
      query: { orgId, entryId: lotteEntry!.id },
      body: { expectedVersion: null, mark: '12.60', wind: '0.4' },
    });
    const meet = await callApi(client, meetsApi.postMeet, {
      query: { orgId },
      body: { name: 'Harbor Sprint Classic', startDate: '2026-04-11', season: 'outdoor', status: 'scheduled' },
    });
    meetId = meet.id;
    const event = await callApi(client, meetsApi.postMeetEvent, { query: { orgId, meetId }, body: { eventType: 'female-100m' } });
    await callApi(client, meetsApi.postEntries, { query: { orgId, eventId: event.id }, body: { athleteIds: [mira.id, lotte.id] } });
  } finally {
    await client.dispose();
  }

  const page = await app.newPage();
  await page.goto('/auth');
  await signIn(page, owner, { waitFor: /^\/dashboard/ });

  // Before: the historical 12.50 holds the record.
  await page.goto('/dashboard/records');
  const row = page.locator('[data-testid="record-row"][data-event="female-100m"]');
  await row.getByText('Gail Oldfield').waitFor();
  expect(await row.innerText()).toMatch(/12\.50\s+\(\+1\.1 m\/s\)/);

  // Mira runs 12.41 at the Harbor Sprint Classic, typed on the grid.
  await page.goto(`/dashboard/meets/${meetId}`);
  await page.getByRole('heading', { name: 'Harbor Sprint Classic' }).waitFor();
  await page.getByRole('textbox', { name: 'Mark, Castellanos, Mira' }).click();
  await page.keyboard.type('12.41');
  await page.keyboard.press('Enter');
  const miraRow = page.locator('tr', { has: page.getByRole('textbox', { name: 'Mark, Castellanos, Mira' }) });
  await miraRow.getByTestId('saved-result').getByText('12.41', { exact: true }).waitFor();
  await miraRow.getByLabel('New team record').waitFor();

  // The board shows it at once, with its evidence, the top list and the history.
  await page.goto('/dashboard/records');
  await row.getByText('Mira Castellanos').waitFor();
  expect(await row.innerText()).toMatch(/^100m\s+12\.41/);
  await row.getByRole('button', { name: /evidence/i }).click();
  const dialog = page.getByRole('dialog', { name: 'Girls 100m record' });
  await dialog.waitFor();
  const evidence = dialog.getByRole('table', { name: /Evidence of 12\.41 by Mira Castellanos/ });
  await evidence.getByText('Harbor Sprint Classic').waitFor();
  expect(await evidence.innerText()).toMatch(/Timing\s+FAT/);
  expect(await evidence.innerText()).toMatch(/Round\s+final/);
  const top = dialog.getByRole('table', { name: 'Girls 100m, top list' });
  expect(
    (await top.getByRole('row').allInnerTexts()).slice(1).map((t) =>
      t
        .split('\t')
        .slice(0, 3)
        .map((c) => c.trim())
        .join(' '),
    ),
  ).toEqual(['1 12.41 Mira Castellanos', '2 12.50 Gail Oldfield', '3 12.60 Lotte Verhoeven']);
  const history = dialog.getByRole('table', { name: 'Girls 100m, history of the record' });
  await history.getByRole('row', { name: /12\.41.*Mira Castellanos.*Stands/ }).waitFor();
  await history.getByRole('row', { name: /12\.50.*Gail Oldfield.*Broken/ }).waitFor();
});

test('a bulk paste with one bad row names the row and cannot be imported; fixed, every row is saved', async ({ app }) => {
  const owner = await createAccount(app.baseURL, { team: uniqueTeamName() });
  const orgId = owner.organizationId!;
  const page = await app.newPage();
  await page.goto('/auth');
  await signIn(page, owner, { waitFor: /^\/dashboard/ });
  await page.goto('/dashboard/records/bulk-records');
  const rows = (badMark: string) =>
    [
      'Event,Gender,Athlete,Mark,Date,Meet,Wind,Grade',
      '100m,Girls,Jane Old,12.10,1995-05-01,State,+1.2,Senior',
      `Shot Put,Boys,Sam Stone,${badMark},2001-04-01,County,,11`,
      '4x400m Relay,Boys,Al One / Bo Two / Cy Three / Di Four,3:21.40,2004-05-22,State,,',
    ].join('\n');
  await page.getByRole('textbox', { name: 'Rows to import' }).fill(rows('15.2x'));
  await button(page, 'Check rows').click();
  await seeText(page, '1 of 3 rows have problems');
  const bad = page.locator('tr[data-bad-row]');
  expect(await bad.count()).toBe(1);
  expect(await bad.innerText()).toContain('Mark:');
  // all or nothing: Import waits until every row is right
  expect(await page.getByRole('button', { name: 'Import 3 records' }).isDisabled()).toBe(true);
  expect((await callApi(page, recordsApi.getHistoricalRecords, { query: { orgId } })).items).toEqual([]);

  await page.getByRole('textbox', { name: 'Rows to import' }).fill(rows('15.20m'));
  await button(page, 'Check rows').click();
  await seeText(page, 'All 3 rows are ready to import');
  await button(page, 'Import 3 records').click();
  await page.waitForURL((url) => url.pathname === '/dashboard/records');
  await page.locator('[data-testid="record-row"][data-event="male-4x400m-relay"]').getByText('Al One, Bo Two, Cy Three, Di Four').waitFor();
  expect((await callApi(page, recordsApi.getHistoricalRecords, { query: { orgId } })).items).toHaveLength(3);
});

test('on a 360 px phone the records, courses and course records pages do not scroll sideways', async ({ app }) => {
  const owner = await createAccount(app.baseURL, { team: uniqueTeamName() });
  const orgId = owner.organizationId!;
  const client = await newApiClient(app.baseURL);
  try {
    expect((await apiSignIn(client, owner.email, owner.password)).ok()).toBe(true);
    await callApi(client, recordsApi.postHistoricalRecord, {
      query: { orgId },
      body: {
        eventType: 'male-4x400m-relay',
        athleteNames: ['Al Onesworth-Longname', 'Bo Two', 'Cy Three', 'Di Four'],
        mark: '3:21.40',
        date: '2004-05-22',
        meetName: 'State Championships at the Big Stadium',
      },
    });
  } finally {
    await client.dispose();
  }
  const PHONE = { width: 360, height: 740 };
  const page = await app.newPage({ viewport: PHONE });
  await page.goto('/auth');
  await signIn(page, owner, { waitFor: /^\/dashboard/ });
  for (const path of [
    '/dashboard/records',
    '/dashboard/records/bulk-records',
    '/dashboard/courses',
    '/dashboard/courses/create',
    '/dashboard/course-records',
    '/dashboard/course-records/bulk-records',
  ]) {
    await page.goto(path);
    await page.locator('h1').first().waitFor();
    expect(await scrollWidth(page), path).toBeLessThanOrEqual(PHONE.width);
  }
  // the evidence opens full screen
  await page.goto('/dashboard/records');
  await page.getByRole('button', { name: /4x400m Relay: 3:21\.40, show the evidence/ }).click();
  await page.getByRole('dialog', { name: 'Boys 4x400m Relay record' }).getByText('Al Onesworth-Longname').first().waitFor();
});
