import type { Page } from 'playwright-core';
import { waitForPath } from './ui';

export const INVITE_LINK_PATTERN = /\/redirect\/deeplink\?orgId=[0-9a-f-]{36}&token=[A-Za-z0-9_-]+/;

/** Opens /dashboard/settings from the navigation, then the named tab ("Members", "Invite", "Account", …). */
export const openSettings = async (page: Page, tab?: string): Promise<void> => {
  if (!new URL(page.url()).pathname.startsWith('/dashboard')) await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Settings', exact: true }).first().click();
  await waitForPath(page, /^\/dashboard\/settings/);
  if (tab) await page.getByRole('tab', { name: tab, exact: true }).click();
};

/**
 * The invite link the Invite tab shows (its read-only "Invite link" field), or null when the tab
 * says the link is not for this role. Waits until one or the other is on screen.
 */
export const shownInviteLink = async (page: Page): Promise<string | null> => {
  // the loaded field only: while the link loads, a greyed-out placeholder with the same label and no value stands in
  const field = page.getByTestId('invite-link');
  const notYours = page.getByText('Ask a coach or an admin of your team for the invite link.');
  await field.or(notYours).first().waitFor();
  if (await notYours.isVisible()) return null;
  return field.inputValue();
};

/** The members table row that holds this email. */
export const memberRow = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email }).first();

/** The role a member row shows (a badge, or the role picker's value for those who may change it). */
export const shownRole = async (page: Page, email: string): Promise<string> => {
  const row = memberRow(page, email);
  await row.waitFor();
  const cell = row.getByRole('cell').nth(1);
  const picker = cell.locator('select, input:not([type="hidden"])');
  if (await picker.count()) return (await picker.first().inputValue()).toLowerCase();
  return ((await cell.textContent()) ?? '').trim().toLowerCase();
};

/** Picks a member's new role in the members table (a native select or a combobox). */
export const chooseRole = async (page: Page, memberDisplayName: string, role: string): Promise<void> => {
  const picker = page.getByLabel(`Role of ${memberDisplayName}`, { exact: true });
  if ((await picker.evaluate((e) => e.tagName)) === 'SELECT') {
    await picker.selectOption(role);
    return;
  }
  await picker.click();
  await page.getByRole('option', { name: role, exact: true }).click();
};
