import { athletesApi, meetsApi, publicPagesApi } from '@core/api';
import { test, expect } from './support/fixtures';
import { createAccount } from './support/accounts';
import { apiSignIn, callApi, newApiClient } from './support/api';
import { signIn } from './support/flows';
import { uniqueTeamName } from './support/identities';

test('a public meet page, opened without signing in, shows a result while the coach types it', async ({ app }) => {
  const owner = await createAccount(app.baseURL, { team: uniqueTeamName() });
  const orgId = owner.organizationId!;
  const slug = `live-${Date.now().toString(36)}`;
  const client = await newApiClient(app.baseURL);
  let meetId: string;
  try {
    expect((await apiSignIn(client, owner.email, owner.password)).ok()).toBe(true);
    const athlete = await callApi(client, athletesApi.postAthlete, {
      query: { orgId },
      body: { firstName: 'Noor', lastName: 'Haddad', gender: 'female', grade: 11 },
    });
    const meet = await callApi(client, meetsApi.postMeet, {
      query: { orgId },
      body: { name: 'Harbor Twilight', startDate: '2026-05-02', season: 'outdoor', status: 'scheduled' },
    });
    meetId = meet.id;
    const event = await callApi(client, meetsApi.postMeetEvent, { query: { orgId, meetId }, body: { eventType: 'female-100m' } });
    await callApi(client, meetsApi.postEntries, { query: { orgId, eventId: event.id }, body: { athleteIds: [athlete.id] } });
    await callApi(client, publicPagesApi.patchPublicPageSettings, { query: { orgId }, body: { enabled: true, slug } });
  } finally {
    await client.dispose();
  }

  // the public on a phone, signed out, and the coach signing in meanwhile
  const [fan, coach] = await Promise.all([app.newPage({ viewport: { width: 390, height: 800 } }), app.newPage()]);
  const openPublic = async () => {
    await fan.goto(`/t/${slug}/meets/${meetId}`);
    await fan.getByRole('heading', { name: 'Harbor Twilight' }).waitFor();
  };
  const openGrid = async () => {
    await coach.goto('/auth');
    await signIn(coach, owner, { waitFor: /^\/dashboard/ });
    await coach.goto(`/dashboard/meets/${meetId}`);
  };
  await Promise.all([openPublic(), openGrid()]);
  const row = fan.locator('#live tr', { hasText: 'Noor H.' });
  await row.waitFor();
  expect(await row.innerText()).not.toContain('12.61');
  expect(await fan.locator('body').innerText()).not.toContain('Haddad');

  // the coach types the mark on the results grid
  const mark = coach.getByRole('textbox', { name: 'Mark, Haddad, Noor' });
  await mark.click();
  await coach.keyboard.type('12.61');
  await coach.keyboard.press('Tab');
  await coach.keyboard.type('+1.4');
  await coach.keyboard.press('Tab');
  await coach.keyboard.type('1');
  await coach.keyboard.press('Enter');

  // the public page shows it without a reload: mark, wind, place
  await fan.locator('#live tr', { hasText: '12.61' }).waitFor({ timeout: 10_000 });
  const text = await fan.locator('#live tr', { hasText: 'Noor H.' }).innerText();
  expect(text).toContain('+1.4');
  expect(text).toMatch(/^\s*1\b/);
  expect(await fan.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
});
