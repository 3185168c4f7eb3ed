import { athletesApi, meetsApi, resultsApi } from '@core/api';
import { test, expect } from './support/fixtures';
import { createAccount } from './support/accounts';
import { apiSignIn, bearerToken, callApi, newApiClient } from './support/api';
import { signIn } from './support/flows';
import { newPerson, uniqueTeamName } from './support/identities';
import { seeText, waitForPath } from './support/ui';

test('an invitee reads the roster, the meet and its results, sees no write action, and the API refuses their writes', async ({ app }) => {
  // The owner's team has an athlete with a result at a meet (set up through the API).
  const owner = await createAccount(app.baseURL, { team: uniqueTeamName() });
  const orgId = owner.organizationId!;
  const ownerClient = await newApiClient(app.baseURL);
  let meetId: string;
  let athleteId: string;
  let entryId: string;
  let shown: string;
  try {
    expect((await apiSignIn(ownerClient, owner.email, owner.password)).ok()).toBe(true);
    const athlete = await callApi(ownerClient, athletesApi.postAthlete, {
      query: { orgId },
      body: { firstName: 'Noor', lastName: 'Halvorsen', gender: 'female', grade: 10, eventGroups: ['jumps'] },
    });
    athleteId = athlete.id;
    const meet = await callApi(ownerClient, meetsApi.postMeet, {
      query: { orgId },
      body: { name: 'Lakeside Invitational', startDate: '2026-04-11', season: 'outdoor', location: 'Lakeside HS', status: 'scheduled' },
    });
    meetId = meet.id;
    const event = await callApi(ownerClient, meetsApi.postMeetEvent, { query: { orgId, meetId }, body: { eventType: 'female-long-jump' } });
    const [entry] = await callApi(ownerClient, meetsApi.postEntries, {
      query: { orgId, eventId: event.id },
      body: { athleteIds: [athleteId] },
    });
    entryId = entry!.id;
    const saved = await callApi(ownerClient, resultsApi.postResult, {
      query: { orgId, entryId },
      body: { expectedVersion: null, mark: '5.48', wind: '+1.1', place: 1 },
    });
    expect(saved.flags.isPR).toBe(true);
    shown = saved.result.display; // in the team's units
  } finally {
    await ownerClient.dispose();
  }

  const invitee = await createAccount(app.baseURL, { joinWith: owner.inviteLink!, person: newPerson('athlete') });
  const page = await app.newPage();
  await page.goto('/auth');
  await signIn(page, invitee, { waitFor: /^\/dashboard/ });

  // The roster: the athlete is listed, with no add, import or row actions.
  await page.goto('/dashboard/athletes');
  await page.getByRole('link', { name: 'Halvorsen, Noor' }).waitFor();
  await seeText(page, 'Long Jump');
  for (const name of ['Add athlete', 'Import']) expect(await page.getByRole('button', { name, exact: true }).count()).toBe(0);
  expect(await page.getByRole('button', { name: /^Actions for/ }).count()).toBe(0);

  // The meet: details and the result to read, no edit, lifecycle, event or grid.
  await page.goto('/dashboard/meets?when=past');
  await page.getByRole('link', { name: 'Lakeside Invitational' }).click();
  await waitForPath(page, `/dashboard/meets/${meetId}`);
  const results = page.getByRole('table', { name: 'Results of Girls Long Jump' });
  await results.waitFor();
  const row = results.getByRole('row', { name: /Halvorsen/ });
  expect(await row.innerText()).toContain(shown);
  expect(await row.innerText()).toContain('+1.1');
  for (const name of ['Edit', 'Delete', 'Add event', 'Import results', 'Entries', 'Mark completed', 'Cancel meet', 'Remove event']) {
    expect(await page.getByRole('button', { name, exact: true }).count(), name).toBe(0);
  }
  expect(await page.getByRole('textbox', { name: /^Mark,/ }).count()).toBe(0);

  // The athlete's page: the PR, and no edit or delete.
  await page.getByRole('link', { name: 'All meets' }).waitFor();
  await page.goto(`/dashboard/athletes/${athleteId}`);
  const prs = page.getByRole('table', { name: 'Outdoor personal records' });
  await prs.waitFor();
  expect(await prs.innerText()).toContain(shown);
  expect(await prs.innerText()).toContain('Lakeside Invitational');
  for (const name of ['Edit', 'Delete']) expect(await page.getByRole('button', { name, exact: true }).count()).toBe(0);

  // Creating a meet is not offered either.
  await page.goto('/dashboard/meets');
  await page.getByRole('tab', { name: 'Upcoming' }).waitFor();
  expect(await page.getByRole('link', { name: 'New meet' }).count()).toBe(0);

  // And the server refuses every write an invitee might try by hand: 403.
  const writes: (() => Promise<unknown>)[] = [
    () => callApi(page, athletesApi.postAthlete, { query: { orgId }, body: { firstName: 'Eve', lastName: 'Sneak', gender: 'female' } }),
    () => callApi(page, athletesApi.patchAthlete, { query: { orgId, athleteId }, body: { status: 'inactive' } }),
    // a DELETE without a body, as the app sends it (no JSON content type)
    async () => {
      const res = await page.request.delete(`${athletesApi.deleteAthlete.path}?orgId=${orgId}&athleteId=${athleteId}`, {
        headers: { authorization: `Bearer ${await bearerToken(page)}` },
      });
      if (!res.ok()) throw new Error(`DELETE answered ${res.status()}`);
    },
    () => callApi(page, athletesApi.importAthletes, { query: { orgId }, body: { text: 'Gender,First,Last,Grade\nF,Eve,Sneak,9' } }),
    () => callApi(page, meetsApi.postMeet, { query: { orgId }, body: { name: 'Fake Meet', startDate: '2026-05-01', season: 'outdoor' } }),
    () => callApi(page, meetsApi.patchMeet, { query: { orgId, meetId }, body: { status: 'cancelled' } }),
    () => callApi(page, resultsApi.postResult, { query: { orgId, entryId }, body: { expectedVersion: null, mark: '7.50' } }),
    () =>
      callApi(page, resultsApi.importResults, {
        query: { orgId, meetId },
        body: { text: 'Event,First,Last,Gender,Mark\nLong Jump,Noor,Halvorsen,F,7.50' },
      }),
  ];
  for (const write of writes) await expect(write()).rejects.toThrow(/answered 403/);

  // Nothing changed.
  const meet = await callApi(page, meetsApi.getMeet, { query: { orgId, meetId } });
  expect(meet.status).toBe('scheduled');
  expect(meet.events[0]?.entries[0]?.result?.display).toBe(shown);
});
