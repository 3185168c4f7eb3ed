import type { Page, WebSocket } from 'playwright-core';
import { membersApi } from '@core/api';
import { test, expect } from './support/fixtures';
import { createAccount, type Account } from './support/accounts';
import { apiSignIn, callApi, newApiClient } from './support/api';
import { signIn, signOut } from './support/flows';
import { displayNameOf, uniqueTeamName } from './support/identities';
import { scrollWidth, seeText, waitForPath } from './support/ui';

const PAYLOAD = '<img src=x onerror=alert(1)><script>alert(1)</script>';
const PHONE = { width: 360, height: 740 };
// a tiny valid PNG (1×1)
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A team with an owner, a coach and two invitees (an athlete and a parent), set up through the API. */
const team = async (baseURL: string) => {
  const owner = await createAccount(baseURL, { team: uniqueTeamName() });
  const coach = await createAccount(baseURL, { joinWith: owner.inviteLink });
  const athlete = await createAccount(baseURL, { joinWith: owner.inviteLink });
  const parent = await createAccount(baseURL, { joinWith: owner.inviteLink });
  const client = await newApiClient(baseURL);
  try {
    expect((await apiSignIn(client, owner.email, owner.password)).ok()).toBe(true);
    await callApi(client, membersApi.patchMemberRole, {
      query: { orgId: owner.organizationId!, memberId: coach.userId! },
      body: { newRoleName: 'coach' },
    });
  } finally {
    await client.dispose();
  }
  return { owner, coach, athlete, parent };
};

const openAs = async (
  app: { newPage: (o?: { viewport?: { width: number; height: number } }) => Promise<Page> },
  who: Account,
  path: string,
  viewport?: { width: number; height: number },
) => {
  const page = await app.newPage(viewport ? { viewport } : undefined);
  await page.goto('/auth');
  await signIn(page, who, { waitFor: '/dashboard' });
  if (path !== '/dashboard') {
    await page.goto(path);
    await waitForPath(page, path.split('?')[0]!);
  }
  return page;
};

const live = (page: Page) =>
  expect.poll(() => page.getByTestId('live-status').getAttribute('data-status'), { timeout: 20_000 }).toBe('live');
const navBadge = (page: Page) => page.getByTestId('messaging-unread-badge');

test("a coach posts an announcement; the athlete's open page shows it live, with the unread badge, as text", async ({ app }) => {
  const { coach, athlete } = await team(app.baseURL);
  const dialogs: string[] = [];

  // The athlete sits on the messaging page of another channel-less moment: the home page, then messaging.
  const athletePage = await openAs(app, athlete, '/dashboard');
  athletePage.on('dialog', (d) => dialogs.push(d.message()));
  await athletePage.getByRole('region', { name: 'Unread messages' }).getByText('You are all caught up.').waitFor();

  const coachPage = await openAs(app, coach, '/dashboard/messaging');
  await live(coachPage);
  await coachPage.getByTestId('channel-title').getByText('Announcements').waitFor();
  const composer = coachPage.getByLabel('Message Announcements', { exact: true });
  await composer.fill('Bus leaves at 7:00. Heat sheets: https://example.org/heats');
  await composer.press('Enter');
  await coachPage.getByTestId('message').filter({ hasText: 'Bus leaves at 7:00' }).waitFor();

  // Without a reload: the navigation badge and the home card show it.
  await expect.poll(async () => (await navBadge(athletePage).textContent()) ?? '', { timeout: 20_000 }).toBe('1');
  await athletePage
    .getByTestId('home-unread-list')
    .getByText(/Bus leaves at 7:00/)
    .waitFor();

  // Opening messaging shows it, with the link clickable, and reading it clears the badge.
  await athletePage
    .getByRole('link', { name: /Messaging/ })
    .first()
    .click();
  await waitForPath(athletePage, '/dashboard/messaging');
  await live(athletePage);
  const message = athletePage.getByTestId('message').filter({ hasText: 'Bus leaves at 7:00' });
  await message.waitFor();
  expect(await message.getByRole('link', { name: 'https://example.org/heats' }).getAttribute('href')).toBe('https://example.org/heats');
  await expect.poll(() => navBadge(athletePage).count(), { timeout: 20_000 }).toBe(0);
  // the athlete reads announcements but does not post them
  await seeText(athletePage, 'Only owners, admins and coaches post announcements.');

  // A markup payload arrives live and shows as text; nothing runs.
  await composer.fill(PAYLOAD);
  await composer.press('Enter');
  await athletePage.getByTestId('message-text').filter({ hasText: PAYLOAD }).waitFor({ timeout: 20_000 });
  await athletePage.waitForTimeout(300);
  expect(dialogs).toEqual([]);
  expect(await athletePage.evaluate(() => document.querySelectorAll('img[src="x"]').length)).toBe(0);
  expect(await athletePage.evaluate(() => [...document.scripts].some((s) => s.textContent?.includes('alert(1)')))).toBe(false);

  // History survives a reload.
  await athletePage.reload();
  await athletePage.getByTestId('message-text').filter({ hasText: PAYLOAD }).waitFor();
  await athletePage.getByTestId('message').filter({ hasText: 'Bus leaves at 7:00' }).waitFor();

  // Signing out closes the messaging socket: nothing stays connected for a signed-out browser.
  const sockets: WebSocket[] = [];
  athletePage.on('websocket', (ws) => sockets.push(ws));
  await athletePage.reload();
  await live(athletePage);
  expect(sockets.length).toBeGreaterThan(0);
  await signOut(athletePage, displayNameOf(athlete));
  await expect.poll(() => sockets.every((ws) => ws.isClosed()), { timeout: 10_000 }).toBe(true);
});

test('an athlete sends a parent a direct message with a photo, on a phone; the parent gets it live', async ({ app }) => {
  const { athlete, parent } = await team(app.baseURL);
  const parentPage = await openAs(app, parent, '/dashboard/messaging', PHONE);
  await live(parentPage);

  const page = await openAs(app, athlete, '/dashboard/messaging', PHONE);
  await live(page);
  await page.getByRole('button', { name: 'New message' }).click();
  const dialog = page.getByRole('dialog', { name: 'New direct message' });
  await dialog.getByLabel('To').click();
  await page.getByRole('option', { name: new RegExp(`${parent.firstName} ${parent.lastName}`) }).click();
  await dialog.getByRole('button', { name: 'Open conversation' }).click();
  await page.getByTestId('channel-title').getByText(`${parent.firstName} ${parent.lastName}`).waitFor();

  await page.getByRole('button', { name: 'Attach a photo or file' }).click();
  await page
    .getByTestId('conversation')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'finish.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Remove finish.png' }).waitFor({ timeout: 20_000 });
  const composer = page.getByLabel(`Message ${parent.firstName} ${parent.lastName}`, { exact: true });
  await composer.fill('Photo from the finish');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.getByTestId('message').filter({ hasText: 'Photo from the finish' }).getByTestId('message-image').waitFor({ timeout: 20_000 });

  // The parent, on the channel list, sees the conversation come in with its unread count, then opens it.
  const item = parentPage.getByTestId('channel-item').filter({ hasText: `${athlete.firstName} ${athlete.lastName}` });
  await item.getByTestId('channel-unread').waitFor({ timeout: 20_000 });
  await item.click();
  const received = parentPage.getByTestId('message').filter({ hasText: 'Photo from the finish' });
  await received.getByTestId('message-image').waitFor({ timeout: 20_000 });
  expect(await scrollWidth(parentPage)).toBeLessThanOrEqual(PHONE.width);

  // The athlete edits, then deletes, their message; the parent sees both live.
  const mine = page.getByTestId('message').filter({ hasText: 'Photo from the finish' });
  await mine.getByRole('button', { name: /Actions for the message/ }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await mine.getByLabel('Edit message').fill('Photo from the finish line');
  await mine.getByRole('button', { name: 'Save' }).click();
  await parentPage
    .getByTestId('message')
    .filter({ hasText: 'Photo from the finish line' })
    .getByText('(edited)')
    .waitFor({ timeout: 20_000 });
  const edited = page.getByTestId('message').filter({ hasText: 'Photo from the finish line' });
  await edited.getByRole('button', { name: /Actions for the message/ }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await edited.getByRole('button', { name: 'Delete', exact: true }).click();
  await parentPage.getByText('Message deleted').waitFor({ timeout: 20_000 });
});
