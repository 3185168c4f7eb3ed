import { test, expect, describe } from './support/fixtures';
import { createAccount } from './support/accounts';
import { signIn, signUp } from './support/flows';
import { newPerson, uniqueEmail, uniqueTeamName } from './support/identities';
import { failedStatus } from './support/page-errors';
import { button, currentPath, field, seeText, settledPath } from './support/ui';

describe('sign-in and sign-up refusals', () => {
  test('a wrong password shows "Invalid Credential" and stays on /auth', async ({ app }) => {
    const coach = await createAccount(app.baseURL, { team: uniqueTeamName() });
    const page = await app.newPage();
    await page.goto('/auth');
    await signIn(page, { email: coach.email, password: `${coach.password}-wrong` });
    await seeText(page, 'Invalid Credential');
    expect(await settledPath(page)).toBe('/auth');
  });

  test('an unknown email shows the same "Invalid Credential"', async ({ app }) => {
    const page = await app.newPage();
    await page.goto('/auth');
    await signIn(page, { email: uniqueEmail('nobody'), password: 'Some-long-passphrase-42' });
    await seeText(page, 'Invalid Credential');
    expect(currentPath(page)).toBe('/auth');
  });

  test('signing up with an email already in use shows "Email already in use"', async ({ app }) => {
    app.allowConsole(failedStatus(400, 409, 422));
    const existing = await createAccount(app.baseURL);
    const page = await app.newPage();
    await page.goto('/auth/sign-up');
    await signUp(page, { email: existing.email, password: 'Another-long-passphrase-42' }, { expectOnboard: false });
    await seeText(page, 'Email already in use');
    expect(await settledPath(page)).toBe('/auth/sign-up');
  });

  test('signing up with an invalid email shows "Invalid Email"', async ({ app }) => {
    app.allowConsole(failedStatus(400, 422));
    const page = await app.newPage();
    await page.goto('/auth/sign-up');
    await signUp(page, { email: 'coach-at-example.test', password: 'Another-long-passphrase-42' }, { expectOnboard: false });
    await seeText(page, 'Invalid Email');
    expect(await settledPath(page)).toBe('/auth/sign-up');
  });

  test('a password shorter than 8 characters is refused with a message', async ({ app }) => {
    app.allowConsole(failedStatus(400, 422));
    const me = newPerson();
    const page = await app.newPage();
    await page.goto('/auth/sign-up');
    await signUp(page, { email: me.email, password: 'Ab1-xyz' }, { expectOnboard: false });
    await seeText(page, /at least 8 characters/i);
    expect(await settledPath(page)).toBe('/auth/sign-up');
  });

  test('a common password is refused with a message', async ({ app }) => {
    app.allowConsole(failedStatus(400, 422));
    const me = newPerson();
    const page = await app.newPage();
    await page.goto('/auth/sign-up');
    await signUp(page, { email: me.email, password: 'password123' }, { expectOnboard: false });
    await seeText(page, /common/i);
    expect(await settledPath(page)).toBe('/auth/sign-up');
  });

  test('a refused sign-in leaves the form usable: the right password then signs in', async ({ app }) => {
    const coach = await createAccount(app.baseURL, { team: uniqueTeamName() });
    const page = await app.newPage();
    await page.goto('/auth');
    await signIn(page, { email: coach.email, password: 'Not-the-password-1' });
    await seeText(page, 'Invalid Credential');
    await field(page, 'Password').fill(coach.password);
    await button(page, 'Sign in').click();
    await page.waitForURL((u) => u.pathname.startsWith('/dashboard'));
  });
});
