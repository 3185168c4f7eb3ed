import sharp from 'sharp';
import { athletesApi, coursesApi, meetsApi, resultsApi } from '@core/api';
import { test, expect } from './support/fixtures';
import { createAccount } from './support/accounts';
import { apiSignIn, callApi, newApiClient } from './support/api';
import { signIn } from './support/flows';
import { uniqueTeamName } from './support/identities';
import { button, seeText } from './support/ui';

test('a coach adds a course, gives it a map image, and its page shows the records of the meets run on it', async ({ app }) => {
  const owner = await createAccount(app.baseURL, { team: uniqueTeamName() });
  const orgId = owner.organizationId!;
  const page = await app.newPage();
  await page.goto('/auth');
  await signIn(page, owner, { waitFor: /^\/dashboard/ });

  // Create the course through its form; a bad coordinate is explained first.
  await page.goto('/dashboard/courses');
  await seeText(page, 'No courses yet');
  await page.getByRole('link', { name: 'Add course' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard/courses/create');
  await page.getByRole('textbox', { name: 'Course name' }).fill('Hidden Hollow Park');
  await page.getByRole('textbox', { name: 'Location' }).fill('Attleboro, Massachusetts');
  await page.getByRole('textbox', { name: 'Latitude' }).fill('141');
  await button(page, 'Add course').click();
  await seeText(page, 'Latitude is between -90 and 90');
  await page.getByRole('textbox', { name: 'Latitude' }).fill('');
  await page.getByRole('textbox', { name: 'Surface' }).fill('Grass and trail');
  await button(page, 'Add course').click();
  await page.waitForURL((url) => /^\/dashboard\/courses\/[0-9a-f-]{36}$/.test(url.pathname));
  const courseId = new URL(page.url()).pathname.split('/').at(-1)!;
  await page.getByRole('heading', { name: 'Hidden Hollow Park' }).waitFor();
  await seeText(page, 'No time has been run on this course yet.');

  // The map: uploaded through the files feature, shown through the image endpoint.
  await button(page, 'Add a map').click();
  const dialog = page.getByRole('dialog', { name: 'Course map' });
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 40, g: 140, b: 60 } } })
    .png()
    .toBuffer();
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'hollow-map.png', mimeType: 'image/png', buffer: png });
  await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
  const map = page.getByTestId('course-map');
  await expect.poll(() => map.getAttribute('src'), { timeout: 15_000 }).toMatch(/^\/api\/images\/get\?/);
  expect(await map.getAttribute('alt')).toBe('Map of Hidden Hollow Park');
  const rendered = await page.request.get((await map.getAttribute('src'))!);
  expect(rendered.status()).toBe(200);

  // A cross-country meet on the course with two results: the faster is the course record.
  const client = await newApiClient(app.baseURL);
  try {
    expect((await apiSignIn(client, owner.email, owner.password)).ok()).toBe(true);
    const ann = await callApi(client, athletesApi.postAthlete, {
      query: { orgId },
      body: { firstName: 'Ann', lastName: 'Hollis', gender: 'female', grade: 11 },
    });
    const bea = await callApi(client, athletesApi.postAthlete, {
      query: { orgId },
      body: { firstName: 'Bea', lastName: 'Marsh', gender: 'female', grade: 10 },
    });
    const meet = await callApi(client, meetsApi.postMeet, {
      query: { orgId },
      body: { name: 'Hollow Classic', startDate: '2026-09-12', season: 'cross-country', status: 'completed', courseId },
    });
    const event = await callApi(client, meetsApi.postMeetEvent, { query: { orgId, meetId: meet.id }, body: { eventType: 'female-xc-5k' } });
    const entries = await callApi(client, meetsApi.postEntries, {
      query: { orgId, eventId: event.id },
      body: { athleteIds: [ann.id, bea.id] },
    });
    await callApi(client, resultsApi.postResult, {
      query: { orgId, entryId: entries.find((e) => e.athlete?.id === ann.id)!.id },
      body: { expectedVersion: null, mark: '19:42' },
    });
    await callApi(client, resultsApi.postResult, {
      query: { orgId, entryId: entries.find((e) => e.athlete?.id === bea.id)!.id },
      body: { expectedVersion: null, mark: '19:05.3' },
    });
    expect((await callApi(client, coursesApi.getCourses, { query: { orgId } })).items[0]).toMatchObject({
      name: 'Hidden Hollow Park',
      meetCount: 1,
    });
  } finally {
    await client.dispose();
  }
  await page.reload();
  const row = page.locator('[data-testid="course-record-row"][data-event="female-xc-5k"]');
  await row.getByText('Bea Marsh').waitFor();
  // cross-country times keep their tenths (issue 29 item 9)
  expect(await row.innerText()).toMatch(/5K\s+19:05\.3\s+Bea Marsh/);
  await row.getByRole('button', { name: 'Top 2' }).click();
  await seeText(page, '19:42');
  await page.getByRole('table', { name: 'Meets on Hidden Hollow Park' }).getByText('Hollow Classic').waitFor();

  // The course records page lists it too.
  await page.goto('/dashboard/course-records');
  await page.getByRole('region', { name: 'Hidden Hollow Park' }).getByText('Bea Marsh').waitFor();
});
