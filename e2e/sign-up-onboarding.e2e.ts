import { test, expect } from './support/fixtures';
import { completeProfile, createTeam, signUp } from './support/flows';
import { displayNameOf, newPerson, uniqueTeamName } from './support/identities';
import { currentPath, seeText, waitForPath } from './support/ui';

test('a new coach signs up, completes the profile, creates a team and lands on the dashboard', async ({ app }) => {
  const page = await app.newPage();
  const me = newPerson();
  const team = uniqueTeamName();

  await page.goto('/auth/sign-up');
  await signUp(page, me);
  expect(currentPath(page)).toBe('/onboard');

  await completeProfile(page, me);
  expect(currentPath(page)).toBe('/onboard/org');

  await createTeam(page, team);
  await waitForPath(page, '/dashboard');

  // The user menu shows the display name: first name, last initial, full stop.
  const menu = page.getByTestId('user-menu');
  await menu.waitFor();
  expect(await menu.textContent()).toContain(displayNameOf(me));
  expect(await menu.getAttribute('aria-label')).toBe(`Account menu for ${displayNameOf(me)}`);
  await seeText(page, team);
  expect(await page.getByTestId('current-role').textContent()).toBe('Owner');

  // The session, the selected team and the profile survive a reload.
  await page.reload();
  await waitForPath(page, '/dashboard');
  expect(await page.getByTestId('user-menu').textContent()).toContain(displayNameOf(me));
  await seeText(page, team);

  // The menu opens on the full name and email.
  await menu.click();
  await seeText(page, `${me.firstName} ${me.lastName}`);
  await seeText(page, me.email);
});
