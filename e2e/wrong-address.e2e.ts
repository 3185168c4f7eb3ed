import { test, expect } from './support/fixtures';
import { signUp } from './support/flows';
import { newPerson } from './support/identities';
import { seeText } from './support/ui';

test('signing up at another address than PUBLIC_URL says which address to open', async ({ app }) => {
  // The server's PUBLIC_URL is http://127.0.0.1:PORT; the same server answers at localhost too.
  const publicUrl = app.baseURL;
  const other = publicUrl.replace('127.0.0.1', 'localhost');
  expect(other).not.toBe(publicUrl);
  app.allowConsole(/status of 403/);
  const page = await app.newPage();
  await page.goto(`${other}/auth/sign-up`);
  await signUp(page, newPerson(), { expectOnboard: false });
  await seeText(page, `Splits is served at ${publicUrl}, but this page was opened at ${other}. Open ${publicUrl} instead.`);
  expect(new URL(page.url()).pathname).toBe('/auth/sign-up');
});
