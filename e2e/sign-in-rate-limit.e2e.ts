import type { Response } from 'playwright-core';
import { test, expect } from './support/fixtures';
import { createAccount } from './support/accounts';
import { signIn } from './support/flows';
import { uniqueTeamName } from './support/identities';
import { failedStatus } from './support/page-errors';
import { E2E_AUTH_RATE_LIMIT } from './support/rate-limit';
import { button, field, seeText } from './support/ui';

const isSignIn = (r: Response) => new URL(r.url()).pathname === '/api/auth/sign-in/email';

test('repeated failed sign-ins from one address are answered 429 with a message; another address is unaffected', async ({ app }) => {
  app.allowConsole(failedStatus(429));
  const coach = await createAccount(app.baseURL, { team: uniqueTeamName() });
  const page = await app.newPage();
  await page.goto('/auth');
  await field(page, 'Email').fill(coach.email);

  for (let attempt = 1; attempt <= E2E_AUTH_RATE_LIMIT.max; attempt++) {
    await field(page, 'Password').fill(`Wrong-password-${attempt}`);
    const answer = page.waitForResponse(isSignIn);
    await button(page, 'Sign in').click();
    expect((await answer).status(), `attempt ${attempt}`).toBe(401);
    await seeText(page, 'Invalid Credential');
  }

  // One more, even with the right password, is refused for the rest of the window.
  await field(page, 'Password').fill(coach.password);
  const limited = page.waitForResponse(isSignIn);
  await button(page, 'Sign in').click();
  expect((await limited).status()).toBe(429);
  await seeText(page, /too many|try again/i);
  expect(new URL(page.url()).pathname).toBe('/auth');

  // Someone else (another address) still signs in.
  const other = await app.newPage();
  await other.goto('/auth');
  await signIn(other, coach, { waitFor: '/dashboard' });
});
