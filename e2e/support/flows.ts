import type { Page } from 'playwright-core';
import { button, field, waitForPath } from './ui';

export interface Credentials {
  email: string;
  password: string;
}

/** Sign-up through the UI (/auth/sign-up); the app then goes to /onboard (seed, section 4). */
export const signUp = async (page: Page, { email, password }: Credentials, { expectOnboard = true } = {}): Promise<void> => {
  if (!new URL(page.url()).pathname.startsWith('/auth/sign-up')) await page.goto('/auth/sign-up');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await field(page, 'Confirm password').fill(password);
  await button(page, 'Create account').click();
  if (expectOnboard) await waitForPath(page, '/onboard');
};

/** Who fills in the profile step: "I am an athlete / a parent or guardian / a coach or volunteer". */
export const PERSON_KIND_LABELS = { athlete: 'an athlete', parent: 'a parent or guardian', staff: 'a coach or volunteer' } as const;

/** The profile step of onboarding (/onboard); the next step is /onboard/org (or the invite step). */
export const completeProfile = async (
  page: Page,
  { firstName, lastName }: { firstName: string; lastName: string },
  kind: keyof typeof PERSON_KIND_LABELS = 'staff',
): Promise<void> => {
  await waitForPath(page, '/onboard');
  await page.getByRole('radio', { name: PERSON_KIND_LABELS[kind], exact: true }).check();
  await field(page, 'First name').fill(firstName);
  await field(page, 'Last name').fill(lastName);
  await button(page, 'Continue').click();
  await waitForPath(page, /^\/onboard\/(org|invite)/);
};

/** The organization step (/onboard/org): create a team, land on the dashboard. */
export const createTeam = async (page: Page, name: string): Promise<void> => {
  await waitForPath(page, '/onboard/org');
  await field(page, 'Team name').fill(name);
  await button(page, 'Create team').click();
  await waitForPath(page, /^\/dashboard/);
};

/** Sign-in through the UI at /auth (keeps a referer query when the page already has one). */
export const signIn = async (
  page: Page,
  { email, password }: Credentials,
  { waitFor }: { waitFor?: string | RegExp } = {},
): Promise<void> => {
  if (new URL(page.url()).pathname !== '/auth') await page.goto('/auth');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await button(page, 'Sign in').click();
  if (waitFor !== undefined) await waitForPath(page, waitFor);
};

/** Opens the user menu in the dashboard header (the button that shows the display name). */
export const openUserMenu = async (page: Page, displayName: string): Promise<void> => {
  await page.getByRole('button', { name: displayName }).first().click();
};

export const signOut = async (page: Page, displayName: string): Promise<void> => {
  await openUserMenu(page, displayName);
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await waitForPath(page, '/auth');
};
