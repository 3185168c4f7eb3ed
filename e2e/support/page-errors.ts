import type { Page } from 'playwright-core';

/** Console messages a test may expect: the browser logs every failed request as a console error. */
export const failedStatus = (...statuses: number[]): RegExp =>
  new RegExp(`Failed to load resource: the server responded with a status of (${statuses.join('|')})\\b`);

/**
 * Collects what must not happen on a page: console errors (except allowed ones), uncaught page
 * errors, and any dialog (the app never uses alert/confirm; a dialog means injected script ran).
 */
export const watchPage = (page: Page, allowed: RegExp[], sink: string[]): void => {
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const text = msg.text();
    if (allowed.some((re) => re.test(text))) return;
    const where = msg.location().url ? ` (${msg.location().url})` : '';
    sink.push(`console error on ${page.url()}: ${text}${where}`);
  });
  page.on('pageerror', (error) => {
    sink.push(`page error on ${page.url()}: ${error.message}`);
  });
  page.on('dialog', (dialog) => {
    sink.push(`unexpected ${dialog.type()} dialog on ${page.url()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
};
