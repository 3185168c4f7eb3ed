import { test, expect } from './support/fixtures';
import { createAccount } from './support/accounts';
import { signIn } from './support/flows';
import { strongPassword, uniqueTeamName } from './support/identities';
import { readLatestMail } from './support/mail';
import { button, field, seeText, settledPath, waitForPath } from './support/ui';

test('a coach resets a forgotten password through the mailed link', async ({ app }) => {
  const coach = await createAccount(app.baseURL, { team: uniqueTeamName() });
  const page = await app.newPage();
  const requestedAt = new Date();

  await page.goto('/auth/reset');
  await field(page, 'Email').fill(coach.email);
  await button(page, 'Send reset link').click();
  await seeText(page, 'If an account exists, we sent a link. Check your inbox.');

  const mail = await readLatestMail(app.dataDir, coach.email, { since: requestedAt });
  const link = mail.links.find((l) => l.startsWith(app.baseURL)) ?? mail.links[0];
  expect(link, `a link in "${mail.subject}"`).toBeTruthy();
  expect(mail.text).toContain(link!);

  const newPassword = strongPassword();
  await page.goto(link!);
  await waitForPath(page, /^\/auth\/confirm/);
  await field(page, 'Password').fill(newPassword);
  await field(page, 'Confirm password').fill(newPassword);
  await button(page, 'Set new password').click();
  await waitForPath(page, '/auth?note=reset');
  await seeText(page, 'Your password was changed. Sign in with the new one.');

  // The old password no longer works; the new one does.
  await signIn(page, { email: coach.email, password: coach.password });
  await seeText(page, 'Invalid Credential');
  expect(new URL(page.url()).pathname).toBe('/auth');
  await signIn(page, { email: coach.email, password: newPassword }, { waitFor: '/dashboard' });
  expect(await settledPath(page)).toBe('/dashboard');
});

test('a used reset link cannot be used again', async ({ app }) => {
  const coach = await createAccount(app.baseURL, { team: uniqueTeamName() });
  const page = await app.newPage();
  const requestedAt = new Date();
  await page.goto('/auth/reset');
  await field(page, 'Email').fill(coach.email);
  await button(page, 'Send reset link').click();
  const mail = await readLatestMail(app.dataDir, coach.email, { since: requestedAt });
  const link = mail.links.find((l) => l.startsWith(app.baseURL)) ?? mail.links[0]!;

  const first = strongPassword();
  await page.goto(link);
  await waitForPath(page, /^\/auth\/confirm/);
  await field(page, 'Password').fill(first);
  await field(page, 'Confirm password').fill(first);
  await button(page, 'Set new password').click();
  await waitForPath(page, /^\/auth(\?|$)/);

  app.allowConsole(/status of 400/);
  const second = strongPassword();
  await page.goto(link);
  await waitForPath(page, /^\/auth\/confirm/);
  // The link may be refused at once, or the form refuses the token on submit.
  if (await field(page, 'Password').isEnabled()) {
    await field(page, 'Password').fill(second);
    await field(page, 'Confirm password').fill(second);
    await button(page, 'Set new password').click();
  }
  await seeText(page, 'This reset link is invalid or has expired. Ask for a new one.');

  // The password set with the first use still signs in.
  await signIn(page, { email: coach.email, password: first }, { waitFor: '/dashboard' });
});
