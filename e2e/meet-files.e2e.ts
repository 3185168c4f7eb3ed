import { readFileSync } from 'node:fs';
import { athletesApi, meetFilesApi, meetsApi, resultsApi } from '@core/api';
import { test, expect } from './support/fixtures';
import { createAccount } from './support/accounts';
import { apiSignIn, bearerToken, callApi, newApiClient } from './support/api';
import { signIn } from './support/flows';
import { uniqueTeamName } from './support/identities';
import { button } from './support/ui';

test('a coach seeds a meet, prints its heat sheet, exports the entries for the host, imports the results and prints the results sheet', async ({
  app,
}) => {
  // Set-up through the API: four girls with bibs and typed seeds in the 100m of a meet.
  const owner = await createAccount(app.baseURL, { team: uniqueTeamName() });
  const orgId = owner.organizationId!;
  const client = await newApiClient(app.baseURL);
  let meetId: string;
  let dashId: string;
  try {
    expect((await apiSignIn(client, owner.email, owner.password)).ok()).toBe(true);
    const girls = [];
    for (const lastName of ['Okafor', 'Lee', 'Brennan', 'Novak']) {
      girls.push(
        await callApi(client, athletesApi.postAthlete, {
          query: { orgId },
          body: { firstName: 'Ann', lastName, gender: 'female', grade: 11 },
        }),
      );
    }
    await callApi(client, meetFilesApi.assignBibs, { query: { orgId }, body: { rangeStart: 101, rangeEnd: 199 } });
    const meet = await callApi(client, meetsApi.postMeet, {
      query: { orgId },
      body: { name: 'Harbor Home Meet', startDate: '2026-04-11', season: 'outdoor', status: 'scheduled' },
    });
    meetId = meet.id;
    dashId = (await callApi(client, meetsApi.postMeetEvent, { query: { orgId, meetId }, body: { eventType: 'female-100m' } })).id;
    const entries = await callApi(client, meetsApi.postEntries, {
      query: { orgId, eventId: dashId },
      body: { athleteIds: girls.map((g) => g.id) },
    });
    const seeds: Record<string, string> = { Okafor: '12.10', Lee: '12.40', Brennan: '12.90', Novak: '13.20' };
    for (const e of entries) {
      await callApi(client, meetsApi.patchEntrySeed, {
        query: { orgId, entryId: e.id },
        body: { seed: seeds[e.athlete!.lastName]!, expectedVersion: e.version },
      });
    }
  } finally {
    await client.dispose();
  }

  const page = await app.newPage();
  await page.goto('/auth');
  await signIn(page, owner, { waitFor: /^\/dashboard/ });
  await page.goto(`/dashboard/meets/${meetId}`);
  await page.getByRole('heading', { name: 'Harbor Home Meet' }).waitFor();

  // The heat sheet: seeded from the seeds, the fastest in lane 4, then 5, 3, 6; printed alone.
  await button(page, 'Sheets and files').click();
  await page.getByRole('menuitem', { name: 'Heat sheet' }).click();
  await page.getByRole('heading', { name: 'Harbor Home Meet: heat sheet' }).waitFor();
  await button(page, 'Seed heats').click();
  const heat = page.getByRole('table', { name: 'Girls 100m, Heat 1' });
  await heat.waitFor();
  const laneOf = async (last: string) => (await heat.locator(`tr[data-entry="Ann ${last}"] td`).first().innerText()).trim();
  await expect.poll(() => laneOf('Okafor')).toBe('4');
  expect([await laneOf('Lee'), await laneOf('Brennan'), await laneOf('Novak')]).toEqual(['5', '3', '6']);
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed++;
    };
  });
  await button(page, 'Print').click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  expect(await page.getByRole('button', { name: 'Seed heats' }).isVisible()).toBe(false);
  expect(await heat.isVisible()).toBe(true);
  await page.emulateMedia({ media: 'screen' });

  // The entries for the host: the Hy-Tek semicolon file, the same bytes the API serves.
  await page.getByRole('link', { name: 'Back to the meet' }).click();
  await button(page, 'Sheets and files').click();
  const [entriesDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Entries for the host (Hy-Tek semicolon)' }).click(),
  ]);
  expect(entriesDownload.suggestedFilename()).toBe('entries.txt');
  const entriesFile = readFileSync((await entriesDownload.path())!, 'utf8');
  expect(entriesFile.split('\r\n').filter((l) => l.startsWith('D;'))).toHaveLength(4);
  expect(entriesFile).toMatch(/^D;Okafor;Ann;;F;;[A-Z0-9]{1,4};[^;]+;;11;100;12\.10;M;;\d+\r$/m);

  // The race's results come back as the .lif FinishLynx writes (the race line of lynx.evt with the
  // wind; place, ID, lane, last, first, team, time a finisher), through the results import.
  const evtResponse = await page.request.get(`${meetFilesApi.getLynxEvt.path}?orgId=${orgId}&meetId=${meetId}`, {
    headers: { authorization: `Bearer ${await bearerToken(page)}` },
  });
  const evt = (await evtResponse.text()).trim().split('\r\n');
  const times: Record<string, string> = { Okafor: '12.05', Lee: '12.31', Brennan: '12.88', Novak: '13.02' };
  const finishers = evt
    .slice(1)
    .map((l) => l.split(',').slice(1, 6))
    .sort((a, b) => times[a[2]!]!.localeCompare(times[b[2]!]!));
  const lif = [`${evt[0]},+0.8,m/s`, ...finishers.map((f, i) => `${i + 1},${f.join(',')},${times[f[2]!]}`)].join('\r\n');
  // the import the meet page's Import results dialog sends (its own journey: results-import-lif.e2e.ts)
  const imported = await callApi(page, resultsApi.importResults, {
    query: { orgId, meetId },
    body: { text: lif, format: 'lif', eventId: dashId },
  });
  expect(imported.imported).toBe(4);
  await page.reload();
  await page.getByRole('heading', { name: 'Harbor Home Meet' }).waitFor();

  // The results sheet: places, marks and wind, ready to print.
  await button(page, 'Sheets and files').click();
  await page.getByRole('menuitem', { name: 'Results sheet' }).click();
  const results = page.getByRole('table', { name: 'Results, Girls 100m' });
  await results.waitFor();
  const rows = await results.locator('tbody tr').allInnerTexts();
  expect(rows.map((r) => r.split('\t').slice(0, 4))).toEqual([
    ['1', 'Okafor, Ann', '12.05', '+0.8'],
    ['2', 'Lee, Ann', '12.31', '+0.8'],
    ['3', 'Brennan, Ann', '12.88', '+0.8'],
    ['4', 'Novak, Ann', '13.02', '+0.8'],
  ]);
  await page.emulateMedia({ media: 'print' });
  expect(await button(page, 'Print').isVisible()).toBe(false);
  expect(await results.isVisible()).toBe(true);
});
