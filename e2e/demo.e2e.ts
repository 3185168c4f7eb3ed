import { test } from './support/fixtures';
import { signIn } from './support/flows';
import { seeText } from './support/ui';

test('the seeded demo owner signs in and sees the demo team', async ({ app }) => {
  const page = await app.newPage();
  await page.goto('/auth');
  await signIn(page, { email: 'owner@splits.demo', password: 'splits-demo-2026' }, { waitFor: /^\/dashboard/ });
  await seeText(page, 'Riverside Track & Field');
});
