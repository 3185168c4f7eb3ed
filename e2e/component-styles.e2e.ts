import { expect, test } from './support/fixtures';
import { signIn } from './support/flows';
import { waitForPath } from './support/ui';

// Mantine's stylesheet is cut to the components the app uses (web/build/mantine-css.ts): a page reached from the
// dashboard still draws its components with their styles.
test("a page reached from the dashboard draws its components with Mantine's styles (the roster's table)", async ({ app }) => {
  const page = await app.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/auth');
  await signIn(page, { email: 'coach@splits.demo', password: 'splits-demo-2026' }, { waitFor: /^\/dashboard/ });

  // the base stylesheet is there: Mantine's variables and the body's font
  const base = await page.evaluate(() => ({
    primary: getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-blue-6').trim(),
    boxSizing: getComputedStyle(document.body).boxSizing,
  }));
  expect(base.primary).not.toBe('');
  expect(base.boxSizing).toBe('border-box');

  await page.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Athletes', exact: true }).click();
  await waitForPath(page, /^\/dashboard\/athletes/);
  const table = page.locator('table').first();
  await expect.poll(() => table.count()).toBe(1);
  const style = await table.evaluate((el) => {
    const s = getComputedStyle(el);
    return { collapse: s.borderCollapse, width: el.getBoundingClientRect().width, parent: el.parentElement?.getBoundingClientRect().width };
  });
  // Table.css: border-collapse collapse, width 100% (a browser's own table is separate and only as wide as its cells)
  expect(style.collapse).toBe('collapse');
  expect(style.width).toBeCloseTo(style.parent ?? 0, 0);
});

// Mantine's provider writes the theme's variables for the selected team's colour (web/app/providers.tsx).
test("the team's primary colour colours the app, and a new colour applies at once", async ({ app }) => {
  const page = await app.newPage();
  await page.goto('/auth');
  await signIn(page, { email: 'owner@splits.demo', password: 'splits-demo-2026' }, { waitFor: /^\/dashboard/ });
  // custom properties compute with their var() references replaced: the primary ones equal the colour's own
  const theme = (color: string) =>
    page.evaluate((c) => {
      const root = getComputedStyle(document.documentElement);
      const value = (name: string) => root.getPropertyValue(name).trim();
      return {
        filled: value('--mantine-primary-color-filled') === value(`--mantine-color-${c}-filled`),
        anchor: value('--mantine-color-anchor') === value(`--mantine-color-${c}-text`),
      };
    }, color);
  // the demo team is blue
  await expect.poll(() => theme('blue')).toEqual({ filled: true, anchor: true });

  await page.goto('/dashboard/settings?tab=organization');
  await page.getByLabel('Primary colour', { exact: true }).first().click();
  await page.getByRole('option', { name: 'Black', exact: true }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).first().click();
  await expect.poll(() => theme('black')).toEqual({ filled: true, anchor: true });
  expect(await theme('blue')).toMatchObject({ filled: false, anchor: false });

  // pages outside the dashboard's frame keep the team's colour (black, the default), opened afresh too: the
  // account page and a page that does not exist (their buttons were reported blue in a black team)
  const buttonIsPrimary = (name: string) =>
    page.getByRole('link', { name, exact: true }).evaluate((el) => {
      const root = getComputedStyle(document.documentElement);
      const probe = document.createElement('div');
      probe.style.backgroundColor = root.getPropertyValue('--mantine-primary-color-filled');
      document.body.append(probe);
      const primary = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return getComputedStyle(el).backgroundColor === primary;
    });
  for (const [path, button] of [
    ['/account', 'Dashboard'],
    ['/nowhere-at-all', 'Back to Dashboard'],
    ['/dashboard/nowhere-at-all', 'Back to Dashboard'],
  ] as const) {
    await page.goto(path);
    await expect.poll(() => theme('black'), { message: path }).toEqual({ filled: true, anchor: true });
    expect(await buttonIsPrimary(button), path).toBe(true);
  }
});

// index.html lays out the app's font while the scripts load (the first text's font matching is then
// done before the first page's paint): the warm-up is neither seen nor read.
test('the font warm-up is laid out in the body font, unseen and hidden from assistive technology', async ({ app }) => {
  const page = await app.newPage();
  await page.goto('/');
  const warmup = page.locator('.font-warmup');
  expect(await warmup.getAttribute('aria-hidden')).toBe('true');
  const box = await warmup.evaluate((el) => {
    const s = getComputedStyle(el);
    const rect = el.getBoundingClientRect();
    return {
      width: rect.width,
      height: rect.height,
      position: s.position,
      sameFont: s.fontFamily === getComputedStyle(document.body).fontFamily,
      bold: getComputedStyle(el.querySelector('b') as Element).fontWeight,
    };
  });
  expect(box).toEqual({ width: 1, height: 1, position: 'absolute', sameFont: true, bold: '700' });
  // laid out (display: none would not match the font): Playwright counts a non-empty box as visible, clipped or not
  expect(await warmup.isVisible()).toBe(true);
});
