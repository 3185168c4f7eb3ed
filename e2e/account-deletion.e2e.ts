import { test, expect } from './support/fixtures';
import { createAccount } from './support/accounts';
import { signIn } from './support/flows';
import { newPerson, uniqueTeamName } from './support/identities';
import { failedStatus } from './support/page-errors';
import { openSettings } from './support/settings';
import { button, seeText, settledPath, waitForPath } from './support/ui';

test('a member deletes the account with a typed confirmation, lands on /auth and cannot sign in again', async ({ app }) => {
  const owner = await createAccount(app.baseURL, { team: uniqueTeamName() });
  const member = await createAccount(app.baseURL, { joinWith: owner.inviteLink!, person: newPerson('athlete') });
  const page = await app.newPage();
  await page.goto('/auth');
  await signIn(page, member, { waitFor: '/dashboard' });

  await openSettings(page, 'Account');
  await button(page, 'Delete account').click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.waitFor();
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  // Nothing happens until the confirmation word and the password are typed.
  expect(await confirm.isDisabled()).toBe(true);
  await dialog.getByLabel('Type DELETE to confirm').fill('delete');
  await dialog.getByLabel('Your password').fill(member.password);
  expect(await confirm.isDisabled(), 'the word must match exactly').toBe(true);
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await confirm.click();

  await waitForPath(page, '/auth?note=deleted');
  await seeText(page, 'Your account was deleted.');
  // The state is cleared: the dashboard asks for a sign-in again.
  await page.goto('/dashboard');
  await waitForPath(page, '/auth?referer=%2Fdashboard');

  await signIn(page, member);
  await seeText(page, 'Invalid Credential');
  expect(await settledPath(page)).toMatch(/^\/auth/);
});

test('the owner of a team with other members is told to transfer ownership first', async ({ app }) => {
  app.allowConsole(failedStatus(409));
  const owner = await createAccount(app.baseURL, { team: uniqueTeamName() });
  await createAccount(app.baseURL, { joinWith: owner.inviteLink!, person: newPerson('athlete') });
  const page = await app.newPage();
  await page.goto('/auth');
  await signIn(page, owner, { waitFor: '/dashboard' });

  await openSettings(page, 'Account');
  await button(page, 'Delete account').click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await dialog.getByLabel('Your password').fill(owner.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await seeText(page, 'Transfer ownership before deleting your account');
  expect(new URL(page.url()).pathname).toBe('/dashboard/settings');

  // Still there: a fresh browser signs in.
  const again = await app.newPage();
  await again.goto('/auth');
  await signIn(again, owner, { waitFor: '/dashboard' });
});
