import { athletesApi, familyApi, scheduleApi } from '@core/api';
import { addDays } from '@core/schedule/zoned-time';
import { test, expect } from './support/fixtures';
import { createAccount } from './support/accounts';
import { apiSignIn, callApi, newApiClient } from './support/api';
import { signIn } from './support/flows';
import { newPerson, uniqueTeamName } from './support/identities';

/** Tomorrow in the team's zone (the default, America/New_York): inside the family card's four weeks. */
const tomorrow = () => addDays(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date()), 1);

test("a parent linked to one athlete sees that athlete's schedule only, and answers going for them", async ({ app }) => {
  const owner = await createAccount(app.baseURL, { team: uniqueTeamName() });
  const orgId = owner.organizationId!;
  const parent = await createAccount(app.baseURL, { joinWith: owner.inviteLink!, person: newPerson('parent') });
  const day = tomorrow();
  const coach = await newApiClient(app.baseURL);
  let jumpsId: string;
  try {
    expect((await apiSignIn(coach, owner.email, owner.password)).ok()).toBe(true);
    const athlete = (firstName: string, eventGroups: ('jumps' | 'throws')[]) =>
      callApi(coach, athletesApi.postAthlete, { query: { orgId }, body: { firstName, lastName: 'Lee', gender: 'female', eventGroups } });
    const practice = (title: string, audience: ('jumps' | 'throws')[]) =>
      callApi(coach, scheduleApi.postScheduleEvent, {
        query: { orgId },
        body: { kind: 'practice', title, start: `${day}T15:30`, end: `${day}T17:00`, audience },
      });
    const [kim, , jumps] = await Promise.all([
      athlete('Kim', ['jumps']),
      athlete('Sol', ['throws']),
      practice('Jumps practice', ['jumps']),
      practice('Throws practice', ['throws']),
    ]);
    const kimId = kim.id;
    jumpsId = jumps.id;
    // the coach links the parent to Kim from Kim's page (here through the same call)
    await callApi(coach, familyApi.postAthleteFamilyLink, { query: { orgId, athleteId: kimId }, body: { userId: parent.userId! } });
  } catch (error) {
    await coach.dispose();
    throw error;
  }

  const page = await app.newPage();
  await page.goto('/auth');
  await signIn(page, parent, { waitFor: '/dashboard' });
  await page.getByTestId('current-role').waitFor();
  expect(await page.getByTestId('current-role').textContent()).toBe('Parent');
  const card = page.getByRole('region', { name: 'My athletes' });
  const kim = card.getByRole('region', { name: 'Kim Lee' });
  await kim.getByText('Jumps practice').waitFor();
  // Kim's practice only: not the throwers', nor any other athlete of the team
  expect(await card.getByText('Throws practice').count()).toBe(0);
  expect(await card.getByRole('region', { name: 'Sol Lee' }).count()).toBe(0);

  const answers = kim.getByRole('group', { name: 'Is Kim going to Jumps practice?' });
  await answers.getByRole('button', { name: 'Going', exact: true }).click();
  await expect.poll(() => answers.getByRole('button', { name: 'Going', exact: true }).getAttribute('aria-pressed')).toBe('true');

  // the coach's attendance sheet has Kim going
  try {
    const detail = await callApi(coach, scheduleApi.getOccurrence, {
      query: { orgId, eventId: jumpsId, occurrence: `${day}T15:30` },
    });
    expect(detail.attendance!.map((r) => [r.firstName, r.answer])).toEqual([['Kim', 'going']]);
  } finally {
    await coach.dispose();
  }
});
