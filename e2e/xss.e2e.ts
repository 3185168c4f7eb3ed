import { test, expect } from './support/fixtures';
import { completeProfile, createTeam, signUp } from './support/flows';
import { newPerson } from './support/identities';
import { seeText } from './support/ui';

const PAYLOAD = '<img src=x onerror=alert(1)><script>alert(1)</script>';

test('markup typed as a first name and a team name is shown as text and never runs', async ({ app }) => {
  const page = await app.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (d) => dialogs.push(d.message()));
  const me = { ...newPerson(), firstName: PAYLOAD };

  await page.goto('/auth/sign-up');
  await signUp(page, me);
  await completeProfile(page, me);
  await createTeam(page, PAYLOAD);

  // The team name appears literally; the display name too ("<img …</script> L.").
  await seeText(page, PAYLOAD);
  await page.reload();
  await seeText(page, PAYLOAD);
  await page.goto('/dashboard/settings');
  await seeText(page, PAYLOAD);
  await page.waitForTimeout(300);

  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => document.querySelectorAll('img[src="x"]').length)).toBe(0);
  expect(await page.evaluate(() => [...document.scripts].some((s) => s.textContent?.includes('alert(1)')))).toBe(false);
});
