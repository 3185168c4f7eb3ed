import { membersApi, userApi } from '@core/api';
import { test, expect } from './support/fixtures';
import { createAccount } from './support/accounts';
import { callApi } from './support/api';
import { completeProfile, PERSON_KIND_LABELS, signIn, signUp } from './support/flows';
import { displayNameOf, newPerson, uniqueTeamName } from './support/identities';
import { readLatestMail } from './support/mail';
import { openSettings } from './support/settings';
import { button, seeText, waitForPath } from './support/ui';

test('an owner turns approval on; a parent joins by the link, waits, is accepted from the dashboard notice and lands in the team', async ({
  app,
}) => {
  const owner = await createAccount(app.baseURL, { team: uniqueTeamName() });
  const team = owner.teamName!;
  const ownerPage = await app.newPage();
  await ownerPage.goto('/auth');
  await signIn(ownerPage, owner, { waitFor: '/dashboard' });

  // Settings › Invite: new members wait for approval.
  await openSettings(ownerPage, 'Invite');
  const approval = ownerPage.getByRole('switch', { name: 'Approve new members before they join' });
  expect(await approval.isChecked()).toBe(false);
  // the switch follows the saved setting (it turns once the server has it)
  await approval.click();
  await seeText(ownerPage, 'New members now wait for an owner or admin to accept them.');
  expect(await approval.isChecked()).toBe(true);

  // A parent follows the link: the sign-up page names the team.
  const parent = newPerson('parent');
  const page = await app.newPage();
  await page.goto(owner.inviteLink!);
  await waitForPath(page, '/auth/sign-up');
  await seeText(page, `Create an account to join ${team}.`);
  await signUp(page, parent);

  // The profile step asks who they are; only an athlete is asked for grade and events.
  await page.getByRole('radio', { name: PERSON_KIND_LABELS.athlete, exact: true }).check();
  const grade = page.getByRole('combobox', { name: 'Grade level' });
  await grade.waitFor();
  await page.getByRole('radio', { name: PERSON_KIND_LABELS.parent, exact: true }).check();
  await grade.waitFor({ state: 'detached' });
  for (const name of ['Events', 'Event groups', 'Birthdate', 'Gender']) expect(await page.getByLabel(name).count(), name).toBe(0);
  await completeProfile(page, parent, 'parent');

  // The team step is about joining, not setting up a team.
  await waitForPath(page, '/onboard/org');
  expect(await page.getByTestId('onboard-org-title').textContent()).toBe('Join your team');
  expect(await page.getByText('Set up your team').count()).toBe(0);
  await seeText(page, `Join ${team}`);
  await button(page, 'Join team').click();

  // They wait, and see nothing of the team.
  await seeText(page, `Waiting for ${team} to accept you`);
  await seeText(page, "you cannot see the team's roster, results or messages");
  expect(await page.getByTestId('current-role').count()).toBe(0);

  // The owner is told: by mail, and on the dashboard home.
  const mail = await readLatestMail(app.dataDir, owner.email);
  expect(mail.subject).toBe(`${team}: ${parent.firstName} ${parent.lastName} asks to join`);
  await ownerPage.goto('/dashboard');
  const notices = ownerPage.getByTestId('team-notices');
  await notices.waitFor();
  expect(await notices.textContent()).toContain(`${displayNameOf(parent)} asks to join`);
  await notices.getByRole('link', { name: 'Review' }).click();
  await waitForPath(ownerPage, '/dashboard/settings');
  const request = ownerPage.getByTestId('join-request-row').filter({ hasText: parent.email });
  await request.waitFor();
  await request.getByRole('button', { name: `Accept ${displayNameOf(parent)}` }).click();
  await seeText(ownerPage, `${displayNameOf(parent)} joined the team.`);

  // The parent's waiting screen notices by itself and opens the team.
  await waitForPath(page, '/dashboard', 30_000);
  await seeText(page, team);
  expect(await page.getByTestId('current-role').textContent()).toBe('Member');

  // Their profile holds their name only: no grade, events, birthdate.
  const orgId = owner.organizationId!;
  const members = await callApi(ownerPage, membersApi.getMembers, { query: { orgId } });
  const joined = members.find((m) => m.email === parent.email)!;
  expect(joined.roleName).toBe('invitee');
  const profile = await callApi(ownerPage, userApi.getUser, { query: { userId: joined.userId, organizationId: orgId } });
  expect(profile).toMatchObject({
    firstName: parent.firstName,
    gradeLevel: null,
    sportEvents: [],
    categories: [],
    birthdate: null,
    gender: null,
  });

  // The notice stays on the owner's home, answered.
  await ownerPage.goto('/dashboard');
  await ownerPage.getByTestId('team-notices').waitFor();
  await seeText(ownerPage, `${displayNameOf(parent)} asked to join (answered)`);
});
