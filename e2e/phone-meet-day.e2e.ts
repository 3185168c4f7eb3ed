import type { Page } from 'playwright-core';
import { athletesApi, meetsApi } from '@core/api';
import { test, expect } from './support/fixtures';
import { createAccount } from './support/accounts';
import { apiSignIn, callApi, newApiClient } from './support/api';
import { signIn } from './support/flows';
import { uniqueTeamName } from './support/identities';

const PHONE = { width: 390, height: 844 };
const NAMES = ['Castellanos', 'Verhoeven', 'Okafor', 'Lindqvist', 'Moreau', 'Tanaka', 'Brennan', 'Haddad'];

/** Rows wholly inside the viewport. */
const rowsOnScreen = (page: Page) =>
  page.evaluate(
    (height) =>
      [...document.querySelectorAll('[data-testid="phone-result-row"]')].filter((el) => {
        const box = el.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= height;
      }).length,
    PHONE.height,
  );

test('at the finish line on a 390x844 phone: one line per athlete, 6 on screen, numeric keypad, a mark saves on blur, DNF from the picker', async ({
  app,
}) => {
  const owner = await createAccount(app.baseURL, { team: uniqueTeamName() });
  const orgId = owner.organizationId!;
  const client = await newApiClient(app.baseURL);
  let meetId: string;
  let eventId: string;
  try {
    expect((await apiSignIn(client, owner.email, owner.password)).ok()).toBe(true);
    const ids: string[] = [];
    for (const lastName of NAMES) {
      const a = await callApi(client, athletesApi.postAthlete, {
        query: { orgId },
        body: { firstName: 'Ana', lastName, gender: 'female', grade: 11 },
      });
      ids.push(a.id);
    }
    const meet = await callApi(client, meetsApi.postMeet, {
      query: { orgId },
      body: { name: 'Harbor Dual', startDate: '2026-04-11', season: 'outdoor', status: 'scheduled' },
    });
    meetId = meet.id;
    const event = await callApi(client, meetsApi.postMeetEvent, { query: { orgId, meetId }, body: { eventType: 'female-100m' } });
    eventId = event.id;
    await callApi(client, meetsApi.postEntries, { query: { orgId, eventId }, body: { athleteIds: ids } });
  } finally {
    await client.dispose();
  }

  const page = await app.newPage({ viewport: PHONE });
  await page.goto('/auth');
  await signIn(page, owner, { waitFor: /^\/dashboard/ });
  await page.goto(`/dashboard/meets/${meetId}?event=${eventId}`);
  const heading = page.getByRole('heading', { name: 'Girls 100m' });
  await heading.waitFor();
  await page.locator('[data-testid="phone-result-row"]').first().waitFor();

  // Removing the event is behind a menu, not a button beside the results.
  expect(await page.getByRole('button', { name: 'Remove event', exact: true }).count()).toBe(0);

  // With the event's heading at the top of the screen, at least 6 athletes' rows are wholly in view.
  await heading.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  expect(await rowsOnScreen(page)).toBeGreaterThanOrEqual(6);

  // The mark opens the numeric keypad; wind, place and heat wait behind a tap.
  const mark = page.getByRole('textbox', { name: 'Mark, Castellanos, Ana' });
  expect(await mark.getAttribute('inputmode')).toBe('decimal');
  expect(await page.getByRole('textbox', { name: 'Wind, Castellanos, Ana' }).count()).toBe(0);

  // A mark typed, then a tap elsewhere (blur): saved on the server, no Enter needed.
  await mark.click();
  await page.keyboard.type('12.41');
  await heading.click();
  const first = page.locator('[data-testid="phone-result-row"]', { has: mark });
  await first.getByTestId('saved-result').getByText('12.41', { exact: true }).waitFor();
  const saved = await callApi(page, meetsApi.getMeet, { query: { orgId, meetId } });
  const entry = saved.events[0]!.entries.find((e) => e.athlete?.lastName === 'Castellanos');
  expect(entry?.result?.display).toBe('12.41');

  // The secondary fields open with a tap; wind typed there saves on blur too.
  await page.getByRole('button', { name: 'More fields, Castellanos, Ana' }).click();
  const wind = page.getByRole('textbox', { name: 'Wind, Castellanos, Ana' });
  await wind.click();
  await page.keyboard.type('+1.2');
  await heading.click();
  await expect
    .poll(async () => {
      const meet = await callApi(page, meetsApi.getMeet, { query: { orgId, meetId } });
      return meet.events[0]!.entries.find((e) => e.athlete?.lastName === 'Castellanos')?.result?.wind;
    })
    .toBe(1.2);

  // DNF from the picker, saved at once.
  await page.getByRole('button', { name: 'Non-mark, Verhoeven, Ana' }).click();
  await page.getByRole('menuitem', { name: /^DNF/ }).click();
  const second = page.locator('[data-testid="phone-result-row"]', { has: page.getByRole('textbox', { name: 'Mark, Verhoeven, Ana' }) });
  await second.getByTestId('saved-result').getByText('DNF', { exact: true }).waitFor();
});
