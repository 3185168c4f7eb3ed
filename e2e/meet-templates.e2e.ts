import { athletesApi, meetsApi, resultsApi } from '@core/api';
import { test, expect } from './support/fixtures';
import { createAccount } from './support/accounts';
import { apiSignIn, callApi, newApiClient } from './support/api';
import { signIn } from './support/flows';
import { uniqueTeamName } from './support/identities';
import { button, field, scrollWidth, seeText, waitForPath } from './support/ui';

const PHONE = { width: 390, height: 844 };

test("a coach saves a meet as a template and creates the next meet from it; an entry's seed is the season best until another is typed, and the typed one stays", async ({
  app,
}) => {
  const owner = await createAccount(app.baseURL, { team: uniqueTeamName() });
  const orgId = owner.organizationId!;
  const client = await newApiClient(app.baseURL);
  let meetId: string;
  try {
    expect((await apiSignIn(client, owner.email, owner.password)).ok()).toBe(true);
    const ana = await callApi(client, athletesApi.postAthlete, {
      query: { orgId },
      body: { firstName: 'Ana', lastName: 'Reyes', gender: 'female', grade: 11 },
    });
    // her season best before the dual: 12.54 at the opener two weeks earlier
    const opener = await callApi(client, meetsApi.postMeet, {
      query: { orgId },
      body: { name: 'Spring Opener', startDate: '2026-03-28', season: 'outdoor', status: 'scheduled' },
    });
    const openerHundred = await callApi(client, meetsApi.postMeetEvent, {
      query: { orgId, meetId: opener.id },
      body: { eventType: 'female-100m' },
    });
    const [run] = await callApi(client, meetsApi.postEntries, {
      query: { orgId, eventId: openerHundred.id },
      body: { athleteIds: [ana.id] },
    });
    await callApi(client, resultsApi.postResult, {
      query: { orgId, entryId: run!.id },
      body: { expectedVersion: null, mark: '12.54', wind: '+0.8' },
    });

    const dual = await callApi(client, meetsApi.postMeet, {
      query: { orgId },
      body: { name: 'Harbor Dual', startDate: '2026-04-11', season: 'outdoor', status: 'scheduled' },
    });
    meetId = dual.id;
    const { added } = await callApi(client, meetsApi.postMeetEvents, {
      query: { orgId, meetId },
      body: { events: [{ eventType: 'female-100m' }, { eventType: 'male-shot-put' }, { eventType: 'female-long-jump' }] },
    });
    await callApi(client, meetsApi.postEntries, { query: { orgId, eventId: added[0]!.id }, body: { athleteIds: [ana.id] } });
  } finally {
    await client.dispose();
  }

  const page = await app.newPage();
  await page.goto('/auth');
  await signIn(page, owner, { waitFor: /^\/dashboard/ });
  await page.goto(`/dashboard/meets/${meetId}`);
  await page.getByRole('heading', { name: 'Harbor Dual' }).waitFor();

  // The meet saved as a template, under a name of the coach's choosing.
  await button(page, 'Save as template').click();
  const save = page.getByRole('dialog', { name: 'Save as a template' });
  await save.getByRole('textbox', { name: /Template name/ }).fill('Dual meet');
  await save.getByRole('button', { name: 'Save template' }).click();
  await save.waitFor({ state: 'hidden' });

  // A new meet from it: the create page offers the template, and the meet comes with its events.
  await page.goto('/dashboard/meets/create');
  await field(page, 'Meet name').fill('Bayside Dual');
  await page.getByRole('combobox', { name: 'Season' }).click();
  await page.getByRole('option', { name: 'Outdoor', exact: true }).click();
  const firstDay = field(page, 'First day');
  await firstDay.fill('May 2, 2026');
  await firstDay.press('Escape');
  await page.getByRole('combobox', { name: 'Start from a template' }).click();
  await page.getByRole('option', { name: /^Dual meet \(3 events\)/ }).click();
  await button(page, 'Create meet').click();
  await waitForPath(page, /^\/dashboard\/meets\/[0-9a-f-]{36}/);
  await page.getByRole('heading', { name: 'Bayside Dual' }).waitFor();
  await page.getByRole('heading', { name: 'Girls 100m' }).waitFor();
  const newId = new URL(page.url()).pathname.split('/').pop()!;
  const made = await callApi(page, meetsApi.getMeet, { query: { orgId, meetId: newId } });
  expect(made.events.map((e) => e.eventType)).toEqual(['female-100m', 'male-shot-put', 'female-long-jump']);
  expect(made.events.every((e) => e.entries.length === 0)).toBe(true);

  // The same template from the meet's "Add many events": its events are already on this meet, and it says so.
  await button(page, 'Add many events').click();
  const addMany = page.getByRole('dialog', { name: 'Add many events' });
  await addMany.getByRole('tab', { name: 'From a template' }).click();
  await addMany.getByRole('combobox', { name: 'Template' }).click();
  await page.getByRole('option', { name: /^Dual meet \(3 events/ }).click();
  await addMany.getByRole('button', { name: "Add the template's events" }).click();
  await seeText(page, 'Every event of that template is already on this meet');
  await addMany.waitFor({ state: 'hidden' });

  // Templates are renamed and deleted from the create page.
  await page.goto('/dashboard/meets/create');
  await button(page, 'Manage templates').click();
  const manage = page.getByRole('dialog', { name: 'Meet templates' });
  await manage.getByRole('button', { name: 'Rename Dual meet' }).click();
  await manage.getByRole('textbox', { name: 'New name for Dual meet' }).fill('League dual');
  await manage.getByRole('button', { name: 'Save' }).click();
  await manage.getByText('League dual', { exact: true }).waitFor();
  await manage.getByText('3 events', { exact: true }).waitFor();
  await manage.getByRole('button', { name: 'Delete League dual' }).click();
  await page
    .getByRole('dialog', { name: /Delete the template "League dual"/ })
    .getByRole('button', { name: 'Delete template' })
    .click();
  await manage.getByText(/No templates yet/).waitFor();
  await page.keyboard.press('Escape');

  // Back on the dual: Ana's seed is her season best going into it, marked SB; a typed seed is kept.
  await page.goto(`/dashboard/meets/${meetId}`);
  await page.getByRole('heading', { name: 'Girls 100m' }).waitFor();
  await button(page, 'Entries').click();
  const entries = page.getByRole('dialog', { name: /Entries: Girls 100m/ });
  const seed = entries.getByRole('textbox', { name: 'Seed of Reyes, Ana' });
  await expect.poll(() => seed.inputValue()).toBe('12.54');
  await entries.getByTestId('seed-season-best').waitFor();
  // a mark the engine refuses is explained, not saved
  await seed.fill('fast');
  await seed.press('Enter');
  await expect.poll(() => seed.getAttribute('aria-invalid')).toBe('true');
  // one that reads but is almost surely a typo (faster than the world record) waits for a second Enter
  await seed.fill('9.1');
  await seed.press('Enter');
  await entries.getByText(/Press Enter again to keep it/).waitFor();
  await seed.fill('12.30');
  await seed.press('Tab');
  await expect
    .poll(async () => (await callApi(page, meetsApi.getMeet, { query: { orgId, meetId } })).events[0]!.entries[0]!.seed)
    .toMatchObject({ display: '12.30', source: 'entered' });
  await page.reload();
  await page.getByRole('heading', { name: 'Girls 100m' }).waitFor();
  await button(page, 'Entries').click();
  await expect.poll(() => page.getByRole('textbox', { name: 'Seed of Reyes, Ana' }).inputValue()).toBe('12.30');
  await page.getByRole('button', { name: 'Clear the seed of Reyes, Ana' }).waitFor();

  // On a 390 px phone the entries screen fits: the seed and the remove button stay on screen.
  const phone = await app.newPage({ viewport: PHONE });
  await phone.goto('/auth');
  await signIn(phone, owner, { waitFor: /^\/dashboard/ });
  await phone.goto(`/dashboard/meets/${meetId}`);
  await phone.getByRole('heading', { name: 'Girls 100m' }).waitFor();
  await button(phone, 'Entries').click();
  const onPhone = phone.getByRole('dialog', { name: /Entries: Girls 100m/ });
  for (const control of [
    onPhone.getByRole('textbox', { name: 'Seed of Reyes, Ana' }),
    onPhone.getByRole('button', { name: /^Remove Reyes, Ana/ }),
    onPhone.getByRole('button', { name: /^Enter/ }),
  ]) {
    const box = (await control.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }
  expect(await scrollWidth(phone)).toBeLessThanOrEqual(PHONE.width);
});
