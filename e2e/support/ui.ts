import type { Page } from 'playwright-core';

/** Waits until the page's path (and query, when the pattern has one) matches. */
export const waitForPath = async (page: Page, expected: string | RegExp, timeout = 20_000): Promise<void> => {
  await page.waitForURL(
    (url) => {
      const full = `${url.pathname}${url.search}`;
      return typeof expected === 'string' ? url.pathname === expected || full === expected : expected.test(full);
    },
    { timeout },
  );
};

/** Path plus query of the page right now, e.g. "/auth?referer=%2Fdashboard". */
export const currentPath = (page: Page): string => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** Waits for visible text (exact substring) anywhere on the page. */
export const seeText = async (page: Page, text: string | RegExp, timeout = 20_000): Promise<void> => {
  await page.getByText(text).first().waitFor({ state: 'visible', timeout });
};

export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

export const button = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name, exact: typeof name === 'string' ? true : undefined });

/**
 * Where the app settles: after the network is idle, the path (and query) that stays the same for
 * `quietMs`. For assertions on redirects that might not happen (no long timeout when they do not).
 */
export const settledPath = async (page: Page, quietMs = 400, timeout = 20_000): Promise<string> => {
  const deadline = Date.now() + timeout;
  // the guards fetch (token, user, organization) before they redirect: let the network go quiet first
  await page.waitForLoadState('networkidle', { timeout }).catch(() => undefined);
  let last = currentPath(page);
  let since = Date.now();
  while (Date.now() < deadline) {
    await page.waitForTimeout(100);
    const now = currentPath(page);
    if (now !== last) {
      last = now;
      since = Date.now();
    } else if (Date.now() - since >= quietMs) {
      return now;
    }
  }
  return last;
};

/** How wide the page's content is: more than the viewport means the page scrolls sideways. */
export const scrollWidth = (page: Page): Promise<number> => page.evaluate(() => document.documentElement.scrollWidth);

/** The accessible label of the focused element (grid cells are labelled "Mark, Castellanos, Mira"). */
export const focused = (page: Page): Promise<string | null | undefined> =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label'));

/** The date `days` from today (UTC), as YYYY-MM-DD. */
export const isoDay = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
