import type { Page } from 'playwright-core';
import { athletesApi, meetsApi, organizationsApi, performanceApi, resultsApi } from '@core/api';
import { test, expect } from './support/fixtures';
import { createAccount } from './support/accounts';
import { apiSignIn, callApi, newApiClient } from './support/api';
import { signIn } from './support/flows';
import { uniqueTeamName } from './support/identities';
import { isoDay, scrollWidth, waitForPath } from './support/ui';

const DEMO_OWNER = { email: 'owner@splits.demo', password: 'splits-demo-2026' };
const DEMO_TEAM = 'Riverside Track & Field';
const PHONE = { width: 360, height: 740 };
/** as many PRs as the home page asks for */
const SHOWN_PRS = 8;

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
/** A date `days` from today (UTC), e.g. -20 for twenty days ago. */

test('the demo owner sees the next meets and the PRs of the last meets, with what each beat, and no first steps', async ({ app }) => {
  // What the server says the home page should show, asked as the demo owner.
  const client = await newApiClient(app.baseURL);
  let expected;
  try {
    expect((await apiSignIn(client, DEMO_OWNER.email, DEMO_OWNER.password)).ok()).toBe(true);
    const teams = await callApi(client, organizationsApi.getOrganizations, { query: {} });
    const orgId = teams.find((t) => t.name === DEMO_TEAM)!.id;
    const prs = await callApi(client, performanceApi.getRecentPrs, { query: { orgId, limit: SHOWN_PRS } });
    const upcoming = await callApi(client, meetsApi.getMeets, { query: { orgId, when: 'upcoming', limit: 3 } });
    // the card shows the first 4 PRs of each meet
    const shown = prs.items.filter((p, i) => prs.items.slice(0, i).filter((q) => q.result.meetId === p.result.meetId).length < 4);
    expected = { improved: shown.find((p) => p.previous !== null), nextMeet: upcoming.items[0] };
  } finally {
    await client.dispose();
  }
  const { improved, nextMeet } = expected;
  expect(improved, 'the demo season has a PR that beat an earlier mark').toBeDefined();
  expect(nextMeet, 'the demo season has a meet ahead').toBeDefined();

  const page = await app.newPage();
  await page.goto('/auth');
  await signIn(page, DEMO_OWNER, { waitFor: '/dashboard' });

  const prs = region(page, 'Recent PRs');
  const row = prs
    .getByTestId('recent-pr')
    .filter({ hasText: improved!.athleteName })
    .filter({ hasText: `was ${improved!.previous}` });
  await row.first().waitFor();
  expect(await row.first().textContent()).toContain(improved!.result.display);
  await prs.getByRole('link', { name: improved!.result.meetName, exact: true }).first().waitFor();

  const meets = region(page, 'Next meets');
  const first = meets.getByTestId('next-meet').first();
  expect(await first.textContent()).toContain(nextMeet!.name);
  expect(await meets.getByTestId('next-meet').count()).toBeLessThanOrEqual(3);

  // An established team: inviting is one card, not the first steps.
  await region(page, 'Invite').getByTestId('invite-link').waitFor();
  expect(await region(page, 'First steps').count()).toBe(0);

  // The links lead to the athlete and to the meet.
  await row.first().getByRole('link', { name: improved!.athleteName }).click();
  await waitForPath(page, `/dashboard/athletes/${improved!.athleteId}`);
  await page.goBack();
  await first.getByRole('link', { name: nextMeet!.name }).click();
  await waitForPath(page, `/dashboard/meets/${nextMeet!.id}`);
});

test('a new team sees the first steps on a phone; once it has an athlete and meets, the home shows its PRs instead', async ({ app }) => {
  const owner = await createAccount(app.baseURL, { team: uniqueTeamName() });
  const orgId = owner.organizationId!;
  const page = await app.newPage({ viewport: PHONE });
  await page.goto('/auth');
  await signIn(page, owner, { waitFor: '/dashboard' });

  await region(page, 'First steps').waitFor();
  await region(page, 'Next meets').getByText('No meets ahead').waitFor();
  await region(page, 'Next meets').getByRole('link', { name: 'Create a meet' }).waitFor();
  await region(page, 'Recent PRs').getByText('No PRs in the last weeks of results').waitFor();
  expect(await region(page, 'Invite').count()).toBe(0);
  expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);

  // An athlete runs the 800 m at two past meets, faster the second time; one meet is ahead.
  const client = await newApiClient(app.baseURL);
  try {
    expect((await apiSignIn(client, owner.email, owner.password)).ok()).toBe(true);
    const athlete = await callApi(client, athletesApi.postAthlete, {
      query: { orgId },
      body: { firstName: 'Mira', lastName: 'Castellanos', gender: 'female', grade: 11 },
    });
    const race = async (name: string, startDate: string, mark: string) => {
      const meet = await callApi(client, meetsApi.postMeet, {
        query: { orgId },
        body: { name, startDate, season: 'outdoor', status: 'completed' },
      });
      const event = await callApi(client, meetsApi.postMeetEvent, {
        query: { orgId, meetId: meet.id },
        body: { eventType: 'female-800m' },
      });
      const [entry] = await callApi(client, meetsApi.postEntries, {
        query: { orgId, eventId: event.id },
        body: { athleteIds: [athlete.id] },
      });
      await callApi(client, resultsApi.postResult, { query: { orgId, entryId: entry!.id }, body: { expectedVersion: null, mark } });
    };
    await race('Harbor Time Trial', isoDay(-20), '2:25.00');
    await race('Harbor 800 Classic', isoDay(-10), '2:20.00');
    await callApi(client, meetsApi.postMeet, {
      query: { orgId },
      body: { name: 'Harbor League Finals', startDate: isoDay(30), location: 'Harbor Stadium', season: 'outdoor', status: 'scheduled' },
    });
  } finally {
    await client.dispose();
  }

  await page.reload();
  const prs = region(page, 'Recent PRs');
  await prs
    .getByTestId('recent-pr')
    .filter({ hasText: 'Mira Castellanos' })
    .filter({ hasText: 'was 2:25.00' })
    .filter({ hasText: '2:20.00' })
    .waitFor();
  await prs.getByTestId('recent-pr').filter({ hasText: 'first mark' }).filter({ hasText: '2:25.00' }).waitFor();
  await prs.getByRole('link', { name: 'Harbor 800 Classic' }).waitFor();
  const next = region(page, 'Next meets').getByTestId('next-meet');
  await next.filter({ hasText: 'Harbor League Finals' }).filter({ hasText: 'Harbor Stadium' }).filter({ hasText: 'Scheduled' }).waitFor();
  expect(await next.count()).toBe(1);
  await region(page, 'Invite').getByTestId('invite-link').waitFor();
  expect(await region(page, 'First steps').count()).toBe(0);
  expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
});
