import type { APIRequestContext } from 'playwright-core';
import { athletesApi, meetsApi, organizationsApi } from '@core/api';
import { test, expect } from './support/fixtures';
import { createAccount, type Account } from './support/accounts';
import { apiSignIn, callApi, newApiClient } from './support/api';
import { signIn } from './support/flows';
import { uniqueTeamName } from './support/identities';
import { focused } from './support/ui';

const PHONE = { width: 390, height: 844 };

/** A metric team with a meet holding one girls' event and these athletes entered: the meet and event ids. */
const meetWith = async (
  baseURL: string,
  eventType: string,
  lastNames: string[],
): Promise<{ owner: Account; meetId: string; eventId: string }> => {
  const owner = await createAccount(baseURL, { team: uniqueTeamName() });
  const orgId = owner.organizationId!;
  const client: APIRequestContext = await newApiClient(baseURL);
  try {
    expect((await apiSignIn(client, owner.email, owner.password)).ok()).toBe(true);
    await callApi(client, organizationsApi.patchOrganization, { query: { organizationId: orgId }, body: { units: 'metric' } });
    const ids: string[] = [];
    for (const lastName of lastNames) {
      const a = await callApi(client, athletesApi.postAthlete, {
        query: { orgId },
        body: { firstName: 'Ana', lastName, gender: 'female', grade: 11 },
      });
      ids.push(a.id);
    }
    const meet = await callApi(client, meetsApi.postMeet, {
      query: { orgId },
      body: { name: 'Harbor Field Day', startDate: '2026-04-11', season: 'outdoor', status: 'scheduled' },
    });
    const event = await callApi(client, meetsApi.postMeetEvent, { query: { orgId, meetId: meet.id }, body: { eventType } });
    await callApi(client, meetsApi.postEntries, { query: { orgId, eventId: event.id }, body: { athleteIds: ids } });
    return { owner, meetId: meet.id, eventId: event.id };
  } finally {
    await client.dispose();
  }
};

test('a long jump series with wind and a tie broken by the second-best mark, typed on the grid', async ({ app }) => {
  const { owner, meetId, eventId } = await meetWith(app.baseURL, 'female-long-jump', ['Castellanos', 'Verhoeven']);
  const orgId = owner.organizationId!;
  const page = await app.newPage();
  await page.goto('/auth');
  await signIn(page, owner, { waitFor: /^\/dashboard/ });
  await page.goto(`/dashboard/meets/${meetId}?event=${eventId}`);
  await page.getByRole('heading', { name: 'Girls Long Jump' }).waitFor();
  await page.getByText(/Series in the mark cell: up to 6 attempts, X foul, - pass, wind after a slash/).waitFor();

  // Both jumped 5.30 best. Mira's second best is 5.10, Lotte's 5.20: Lotte wins on the second-best mark.
  // Lotte's 5.30 had +2.4 (wind-aided): her wind-legal best, 5.20 (+1.1), is what a PR counts.
  await page.getByRole('textbox', { name: 'Mark, Castellanos, Ana' }).click();
  await page.keyboard.type('5.30/+1.0 5.10/+0.5 X');
  await page.keyboard.press('Enter');
  expect(await focused(page)).toBe('Mark, Verhoeven, Ana');
  // a mistake is explained in place: the third attempt is no mark
  await page.keyboard.type('5.30/+2.4 5.20/+1.1 5.1.0');
  await page.getByText('Attempt 3: ').waitFor();
  for (let i = 0; i < 5; i++) await page.keyboard.press('Backspace');
  await page.keyboard.type('-');
  await page.keyboard.press('Enter');

  const row = (name: string) => page.locator('tr', { has: page.getByRole('textbox', { name: `Mark, ${name}` }) });
  const mira = () => row('Castellanos, Ana').getByTestId('saved-result');
  const lotte = () => row('Verhoeven, Ana').getByTestId('saved-result');
  await lotte().getByText('1st', { exact: true }).waitFor();
  // Mira's place was rewritten by Lotte's series: second
  await mira().getByText('2nd', { exact: true }).waitFor();
  await lotte().getByText('+2.4, wind-aided · wind-legal best 5.20m (+1.1) (for PRs and records)').waitFor();
  await mira().getByText('wind +1.0').waitFor();
  await mira().getByLabel('Personal record').waitFor();
  await lotte().getByLabel('Personal record').waitFor();

  // After a reload the cells hold the series as typed; the server holds the marks and places.
  await page.reload();
  await page.getByRole('heading', { name: 'Girls Long Jump' }).waitFor();
  await expect.poll(() => page.getByRole('textbox', { name: 'Mark, Verhoeven, Ana' }).inputValue()).toBe('5.30/+2.4 5.20/+1.1 -');
  await lotte().getByText('1st', { exact: true }).waitFor();
  const detail = await callApi(page, meetsApi.getMeet, { query: { orgId, meetId } });
  const byName = (lastName: string) => detail.events[0]!.entries.find((e) => e.athlete?.lastName === lastName)!;
  expect(byName('Verhoeven').result).toMatchObject({
    place: 1,
    mark: { kind: 'length', mm: 5200 },
    wind: 1.1,
    legal: true,
    windAidedBest: { mark: { mm: 5300 }, wind: 2.4 },
  });
  expect(byName('Castellanos').result).toMatchObject({ place: 2, mark: { mm: 5300 }, wind: 1, windAidedBest: null });
});

test('a high jump card with a countback, typed on a 390x844 phone', async ({ app }) => {
  const { owner, meetId, eventId } = await meetWith(app.baseURL, 'female-high-jump', ['Okafor', 'Lindqvist', 'Moreau']);
  const page = await app.newPage({ viewport: PHONE });
  await page.goto('/auth');
  await signIn(page, owner, { waitFor: /^\/dashboard/ });
  await page.goto(`/dashboard/meets/${meetId}?event=${eventId}`);
  const heading = page.getByRole('heading', { name: 'Girls High Jump' });
  await heading.waitFor();

  // All three cleared 1.55 and failed 1.60 three times. Okafor and Lindqvist each failed once at
  // 1.55; Lindqvist also failed once at 1.50 (more failures in all): Okafor first, Lindqvist
  // second. Moreau needed three tries at 1.55: third.
  const cards: [string, string][] = [
    ['Okafor, Ana', '1.50 O 1.55 XO 1.60 XXX'],
    ['Lindqvist, Ana', '1.50 XO 1.55 XO 1.60 XXX'],
    ['Moreau, Ana', '1.50 O 1.55 XXO 1.60 XXX'],
  ];
  const card = (lastName: string) => page.locator('[data-testid="phone-result-row"]', { hasText: lastName }).getByTestId('saved-result');
  for (const [name, typed] of cards) {
    await page.getByRole('button', { name: `More fields, ${name}` }).click();
    const series = page.getByRole('textbox', { name: `Series, ${name}` });
    await series.click();
    expect(await series.getAttribute('inputmode')).toBe('text');
    await page.keyboard.type(typed);
    await heading.click(); // the row saves as the focus leaves it
    // the saved row grows (place, badges, history): wait for it, so the next tap lands where it aims
    await card(name.split(',')[0]!).waitFor();
  }
  await card('Okafor').getByText('1st', { exact: true }).waitFor();
  await card('Lindqvist').getByText('2nd', { exact: true }).waitFor();
  await card('Moreau').getByText('3rd', { exact: true }).waitFor();
  await card('Okafor').getByText('1.55m', { exact: true }).waitFor();

  // A card that cannot be: refused with the reason, nothing sent (the row's fields are still open)
  const moreau = page.getByRole('textbox', { name: 'Series, Moreau, Ana' });
  await moreau.fill('1.50 XXX 1.55 O');
  await page.getByText('1.55: three failures in a row ended the competition before this height').first().waitFor();
  await moreau.fill('1.50 O 1.55 XXO 1.60 XXX');
  await heading.click();

  const detail = await callApi(page, meetsApi.getMeet, { query: { orgId: owner.organizationId!, meetId } });
  const places = Object.fromEntries(detail.events[0]!.entries.map((e) => [e.athlete!.lastName, e.result?.place]));
  expect(places).toEqual({ Okafor: 1, Lindqvist: 2, Moreau: 3 });
  expect(detail.events[0]!.entries.find((e) => e.athlete!.lastName === 'Okafor')!.result).toMatchObject({
    mark: { mm: 1550 },
    seriesDisplay: '1.50 O 1.55 XO 1.60 XXX',
  });
});
