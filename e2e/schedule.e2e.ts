import type { Page } from 'playwright-core';
import { athletesApi, membersApi, scheduleApi } from '@core/api';
import { test, expect } from './support/fixtures';
import { createAccount } from './support/accounts';
import { apiSignIn, callApi, newApiClient } from './support/api';
import { signIn } from './support/flows';
import { newPerson, uniqueTeamName } from './support/identities';
import { button, scrollWidth, seeText } from './support/ui';

const calendar = (page: Page) => page.getByTestId('schedule-calendar');
const practices = (page: Page) => calendar(page).getByText('Sprint practice', { exact: true });

const openSchedule = async (page: Page) => {
  await page.goto('/dashboard/schedule');
  await page.getByRole('heading', { name: 'Schedule', level: 1 }).waitFor();
};

/** The list view of the month, with at least two of the practices in it (next month when today is its last day). */
const listWithTwo = async (page: Page) => {
  await calendar(page).getByText('List', { exact: true }).click();
  await practices(page).first().waitFor();
  if ((await practices(page).count()) < 2) {
    await calendar(page).getByRole('button', { name: /next/i }).click();
    await practices(page).nth(1).waitFor();
  }
};

test('a coach plans a weekly practice, cancels one day, an athlete answers going, the coach takes attendance and copies the feed', async ({
  app,
}) => {
  const owner = await createAccount(app.baseURL, { team: uniqueTeamName() });
  const orgId = owner.organizationId!;
  const coach = await createAccount(app.baseURL, { joinWith: owner.inviteLink!, person: newPerson('coach') });
  const athlete = await createAccount(app.baseURL, { joinWith: owner.inviteLink!, person: newPerson('athlete') });
  const ownerClient = await newApiClient(app.baseURL);
  let athleteId: string;
  try {
    expect((await apiSignIn(ownerClient, owner.email, owner.password)).ok()).toBe(true);
    await callApi(ownerClient, membersApi.patchMemberRole, { query: { orgId, memberId: coach.userId! }, body: { newRoleName: 'coach' } });
    const rostered = await callApi(ownerClient, athletesApi.postAthlete, {
      query: { orgId },
      body: {
        firstName: athlete.firstName,
        lastName: athlete.lastName,
        gender: 'female',
        grade: 11,
        eventGroups: ['sprints'],
        userId: athlete.userId!,
      },
    });
    athleteId = rostered.id;
  } finally {
    await ownerClient.dispose();
  }

  // The coach adds a practice repeating every day of the week, starting today.
  const page = await app.newPage();
  await page.goto('/auth');
  await signIn(page, coach, { waitFor: /^\/dashboard/ });
  await openSchedule(page);
  await button(page, 'New event').click();
  const form = page.getByRole('dialog', { name: 'New team event' });
  await form.getByLabel('Title').fill('Sprint practice');
  await form.getByLabel('Location').fill('Main track');
  await form.getByRole('switch', { name: 'Repeats every week' }).check();
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
    const box = form.getByRole('checkbox', { name: day });
    if (!(await box.isChecked())) await box.check();
  }
  await expect
    .poll(() => form.getByTestId('repeat-summary').textContent())
    .toMatch(/Every Mon, Tue, Wed, Thu, Fri, Sat and Sun, with no end date/);
  await form.getByRole('button', { name: 'Add to schedule' }).click();
  await form.waitFor({ state: 'hidden' });
  await seeText(page, 'Sprint practice added to the schedule');

  // Month, week and list views all show it.
  await practices(page).first().waitFor();
  await calendar(page).getByText('Week', { exact: true }).click();
  await practices(page).first().waitFor();
  await listWithTwo(page);

  // Cancel the second day only: it stays, marked cancelled.
  await practices(page).nth(1).click();
  let drawer = page.getByRole('dialog').filter({ hasText: 'Are you going?' });
  // the occurrence's answers and attendance have loaded: the drawer's buttons no longer move under the pointer
  await drawer.getByText('Attendance', { exact: true }).waitFor();
  await drawer.getByRole('button', { name: 'Cancel or delete' }).click();
  const remove = page.getByRole('dialog', { name: /Cancel or delete Sprint practice/ });
  await remove.getByRole('button', { name: 'Cancel this one' }).click();
  await seeText(page, 'Sprint practice is cancelled');
  await calendar(page).getByText('Cancelled: Sprint practice', { exact: true }).first().waitFor();

  // The athlete sees the practice and answers going for the first day.
  const athletePage = await app.newPage();
  await athletePage.goto('/auth');
  await signIn(athletePage, athlete, { waitFor: /^\/dashboard/ });
  await openSchedule(athletePage);
  await listWithTwo(athletePage);
  await practices(athletePage).first().click();
  const athleteDrawer = athletePage.getByRole('dialog').filter({ hasText: 'Are you going?' });
  await athleteDrawer.getByRole('button', { name: 'Going', exact: true }).click();
  await expect.poll(() => athleteDrawer.getByTestId('answer-counts').textContent()).toBe('1 going · 0 maybe · 0 not going');
  await expect.poll(() => athleteDrawer.getByRole('button', { name: 'Going', exact: true }).getAttribute('aria-pressed')).toBe('true');

  // The coach opens the first day: the athlete's answer, then marks them present.
  await page.reload();
  await page.getByRole('heading', { name: 'Schedule', level: 1 }).waitFor();
  await listWithTwo(page);
  await practices(page).first().click();
  drawer = page.getByRole('dialog').filter({ hasText: 'Are you going?' });
  await drawer.getByRole('heading', { name: 'Attendance' }).waitFor();
  const row = drawer.getByTestId('attendance-row').filter({ hasText: athlete.lastName });
  await row.getByText('Going').waitFor();
  await row.getByText('Present', { exact: true }).click();
  await expect.poll(() => drawer.getByText('1 of 1 marked').count()).toBe(1);
  await page.keyboard.press('Escape');

  // The athlete's page shows the attendance to the coach.
  await page.goto(`/dashboard/athletes/${athleteId}`);
  const attendance = page.getByRole('region', { name: 'Attendance' });
  await attendance.getByText('Present: 1').waitFor();

  // The coach's private feed: subscribe button and an address that serves the calendar.
  await openSchedule(page);
  await button(page, 'Subscribe').click();
  const feed = page.getByRole('dialog', { name: 'Add the schedule to your calendar' });
  const address = await feed.getByLabel('Feed address').inputValue();
  expect(address).toMatch(/\/api\/schedule\/ics\/[A-Za-z0-9_-]+\.ics$/);
  expect(await feed.getByRole('link', { name: 'Subscribe on this device' }).getAttribute('href')).toMatch(/^webcal:/);
  // a browser asks before a page writes to the clipboard; headless, nobody answers, so it is refused
  // and the page says how to copy by hand; then allowed, as a person would
  await feed.getByRole('button', { name: 'Copy address' }).click();
  await expect
    .poll(() => feed.getByRole('alert').textContent())
    .toBe('The browser did not let the page copy: select the feed address above and copy it yourself.');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseURL });
  await feed.getByRole('button', { name: 'Copy address' }).click();
  await expect.poll(() => feed.getByRole('alert').count()).toBe(0);
  await feed.getByRole('button', { name: 'Copied' }).waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  const ics = await (await fetch(address.replace(/^https?:\/\/[^/]+/, app.baseURL))).text();
  expect(ics).toContain('SUMMARY:Sprint practice');
  expect(ics).toContain('RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA,SU');
  expect(ics).toMatch(/EXDATE;TZID=America\/New_York:\d{8}T153000/);
});

test('on a phone the schedule opens as a list, fits the screen, and an answer is one tap', async ({ app }) => {
  const owner = await createAccount(app.baseURL, { team: uniqueTeamName() });
  const orgId = owner.organizationId!;
  const athlete = await createAccount(app.baseURL, { joinWith: owner.inviteLink!, person: newPerson('athlete') });
  const ownerClient = await newApiClient(app.baseURL);
  try {
    expect((await apiSignIn(ownerClient, owner.email, owner.password)).ok()).toBe(true);
    const today = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/New_York',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date());
    await callApi(ownerClient, scheduleApi.postScheduleEvent, {
      query: { orgId },
      body: { kind: 'meeting', title: 'Team meeting', start: `${today}T23:00`, end: `${today}T23:45`, location: 'Room 12' },
    });
  } finally {
    await ownerClient.dispose();
  }
  const page = await app.newPage({ viewport: { width: 360, height: 740 } });
  await page.goto('/auth');
  await signIn(page, athlete, { waitFor: /^\/dashboard/ });
  await openSchedule(page);
  await calendar(page).getByText('Team meeting', { exact: true }).waitFor();
  // the list view: a time range beside the title (the month grid shows only a start)
  await calendar(page)
    .getByText(/\d:\d{2}\s*–\s*\d{1,2}:\d{2}/)
    .first()
    .waitFor();
  await calendar(page).getByText('Team meeting', { exact: true }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: 'Are you going?' });
  await drawer.getByText('Room 12').waitFor();
  await drawer.getByRole('button', { name: 'Maybe', exact: true }).click();
  await expect.poll(() => drawer.getByTestId('answer-counts').textContent()).toBe('0 going · 1 maybe · 0 not going');
  await page.keyboard.press('Escape');
  expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
});
