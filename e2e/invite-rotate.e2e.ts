import { organizationApi } from '@core/api';
import { test, expect } from './support/fixtures';
import { createAccount } from './support/accounts';
import { callApi } from './support/api';
import { signIn } from './support/flows';
import { uniqueTeamName } from './support/identities';
import { INVITE_LINK_PATTERN, openSettings, shownInviteLink } from './support/settings';
import { button, seeText, waitForPath } from './support/ui';

test('the owner rotates the invite link: Cancel keeps it, "Create new link" replaces it and the old link stops working', async ({
  app,
}) => {
  const owner = await createAccount(app.baseURL, { team: uniqueTeamName() });
  const other = await createAccount(app.baseURL, { team: uniqueTeamName() });
  const page = await app.newPage();
  await page.goto('/auth');
  await signIn(page, owner, { waitFor: '/dashboard' });

  await openSettings(page, 'Invite');
  const before = await shownInviteLink(page);
  expect(before).toMatch(INVITE_LINK_PATTERN);

  // the confirmation's code loads on first use; Cancel changes nothing
  await button(page, 'Rotate link').click();
  await seeText(page, 'Rotate the invite link?');
  await button(page, 'Cancel').click();
  await expect.poll(() => page.getByText('Rotate the invite link?').count()).toBe(0);
  expect(await shownInviteLink(page)).toBe(before);

  await button(page, 'Rotate link').click();
  await button(page, 'Create new link').click();
  await seeText(page, 'New invite link created. The old link no longer works.');
  await expect.poll(() => shownInviteLink(page)).not.toBe(before);
  const after = await shownInviteLink(page);
  expect(after).toMatch(INVITE_LINK_PATTERN);
  const { link } = await callApi(page, organizationApi.getOrganizationLink, { query: { organizationId: owner.organizationId! } });
  expect(link).toBe(after);

  // someone holding the old link is told it no longer works
  const visitor = await app.newPage();
  await visitor.goto('/auth');
  await signIn(visitor, other, { waitFor: '/dashboard' });
  await visitor.goto(before!);
  await waitForPath(visitor, '/onboard/invite');
  await seeText(visitor, 'This invite link no longer works');
});
