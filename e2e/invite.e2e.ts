import { organizationApi } from '@core/api';
import { test, expect } from './support/fixtures';
import { createAccount } from './support/accounts';
import { callApi } from './support/api';
import { completeProfile, signIn, signUp } from './support/flows';
import { newPerson, uniqueTeamName } from './support/identities';
import { INVITE_LINK_PATTERN, openSettings, shownInviteLink, shownRole } from './support/settings';
import { button, field, seeText, settledPath, waitForPath } from './support/ui';
import { readLatestMail } from './support/mail';

test("a second person opens the owner's invite link, signs up and joins the team as an invitee", async ({ app }) => {
  const owner = await createAccount(app.baseURL, { team: uniqueTeamName() });
  const ownerPage = await app.newPage();
  await ownerPage.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseURL });
  await ownerPage.goto('/auth');
  await signIn(ownerPage, owner, { waitFor: '/dashboard' });

  // The owner finds the link under Settings › Invite and copies it.
  await openSettings(ownerPage, 'Invite');
  const { link } = await callApi(ownerPage, organizationApi.getOrganizationLink, { query: { organizationId: owner.organizationId! } });
  expect(link).toMatch(INVITE_LINK_PATTERN);
  expect(link.startsWith(`${app.baseURL}/redirect/deeplink?`)).toBe(true);
  expect(await shownInviteLink(ownerPage)).toBe(link);
  await button(ownerPage, 'Copy link').click();
  await seeText(ownerPage, 'Copied');
  expect(await ownerPage.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // Someone else, in their own browser, follows it: sign-up, profile, join.
  const athlete = newPerson('athlete');
  const page = await app.newPage();
  await page.goto(link);
  await waitForPath(page, '/auth/sign-up');
  // the sign-up page names the team the link leads to
  await seeText(page, `Create an account to join ${owner.teamName!}.`);
  await signUp(page, athlete);
  await completeProfile(page, athlete);
  await button(page, 'Join team').click();
  await waitForPath(page, '/dashboard');
  expect(await settledPath(page)).toBe('/dashboard');
  await seeText(page, owner.teamName!);
  expect(await page.getByTestId('current-role').textContent()).toBe('Member');

  // Settings › Members says so, and the invite link is not an invitee's to see.
  await openSettings(page, 'Members');
  expect(await shownRole(page, athlete.email)).toBe('member');
  await page.getByRole('tab', { name: 'Invite', exact: true }).click();
  expect(await shownInviteLink(page)).toBeNull();

  // The owner sees the newcomer as an invitee too.
  await ownerPage.reload();
  await ownerPage.getByRole('tab', { name: 'Members', exact: true }).click();
  expect(await shownRole(ownerPage, athlete.email)).toBe('invitee');

  // Invites per person (decision 057): the owner invites a coach by email; the mailed link joins them as a coach.
  const coach = newPerson('coach');
  await field(ownerPage, 'Email').fill(coach.email);
  await ownerPage.getByRole('radio', { name: 'Coach', exact: true }).check();
  await button(ownerPage, 'Send invite').click();
  await expect.poll(() => ownerPage.getByTestId('pending-invite').filter({ hasText: coach.email }).count()).toBe(1);
  const mail = await readLatestMail(app.dataDir, coach.email);
  const coachPage = await app.newPage();
  await coachPage.goto(mail.links[0]!);
  await waitForPath(coachPage, '/auth/sign-up');
  await seeText(coachPage, `Create an account with ${coach.email.toLowerCase()} to join ${owner.teamName!}.`);
  await signUp(coachPage, coach);
  await completeProfile(coachPage, coach);
  await button(coachPage, 'Join team').click();
  await waitForPath(coachPage, '/dashboard');
  expect(await coachPage.getByTestId('current-role').textContent()).toBe('Coach');
});

test('a signed-in user with a team of their own who opens an invite link joins from /onboard/invite', async ({ app }) => {
  const owner = await createAccount(app.baseURL, { team: uniqueTeamName() });
  const other = await createAccount(app.baseURL, { team: uniqueTeamName() });
  const page = await app.newPage();
  await page.goto('/auth');
  await signIn(page, other, { waitFor: '/dashboard' });

  await page.goto(owner.inviteLink!);
  await waitForPath(page, '/onboard/invite');
  await button(page, 'Join team').click();
  await waitForPath(page, '/dashboard');
  await seeText(page, owner.teamName!);
  expect(await page.getByTestId('current-role').textContent()).toBe('Member');
});
