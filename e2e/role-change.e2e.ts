import { membersApi } from '@core/api';
import { test, expect } from './support/fixtures';
import { createAccount } from './support/accounts';
import { callApi } from './support/api';
import { signIn } from './support/flows';
import { displayNameOf, newPerson, uniqueTeamName } from './support/identities';
import { INVITE_LINK_PATTERN, chooseRole, openSettings, shownInviteLink, shownRole } from './support/settings';
import { seeText } from './support/ui';

test("the owner makes an invitee a coach; the coach's next page load shows coach rights", async ({ app }) => {
  const owner = await createAccount(app.baseURL, { team: uniqueTeamName() });
  const invitee = await createAccount(app.baseURL, { joinWith: owner.inviteLink!, person: newPerson('athlete') });

  // The invitee is signed in and the invite link is not theirs to see.
  const inviteePage = await app.newPage();
  await inviteePage.goto('/auth');
  await signIn(inviteePage, invitee, { waitFor: '/dashboard' });
  await openSettings(inviteePage, 'Invite');
  expect(await shownInviteLink(inviteePage)).toBeNull();

  // The owner changes the role under Settings › Members.
  const ownerPage = await app.newPage();
  await ownerPage.goto('/auth');
  await signIn(ownerPage, owner, { waitFor: '/dashboard' });
  await openSettings(ownerPage, 'Members');
  expect(await shownRole(ownerPage, invitee.email)).toBe('invitee');
  await chooseRole(ownerPage, displayNameOf(invitee), 'coach');
  await seeText(ownerPage, `${displayNameOf(invitee)} is now a coach.`);
  const member = await callApi(ownerPage, membersApi.getMember, { query: { orgId: owner.organizationId!, memberId: invitee.userId! } });
  expect(member.roleName).toBe('coach');
  await ownerPage.reload();
  expect(await shownRole(ownerPage, invitee.email)).toBe('coach');

  // The coach's next page load shows coach rights: the invite link, and the role on the dashboard.
  await inviteePage.reload();
  expect(await shownInviteLink(inviteePage)).toMatch(INVITE_LINK_PATTERN);
  await inviteePage.goto('/dashboard');
  await expect.poll(() => inviteePage.getByTestId('current-role').textContent()).toBe('Coach');
});
