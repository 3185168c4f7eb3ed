import { describe, expect, it } from 'vitest';
import { settleSessionTrust, whenSessionTrusted } from './session-trust';
import { runGuards } from './run-guards';

const request = (path = '/dashboard') => new Request(`http://app.test${path}`);

describe('session trust per navigation', () => {
  it('keeps the first answer', async () => {
    const r = request();
    settleSessionTrust(r, true);
    settleSessionTrust(r, false);
    await expect(whenSessionTrusted(r)).resolves.toBe(true);
  });

  it('answers a loader that asks before the guards do', async () => {
    const r = request();
    const answer = whenSessionTrusted(r);
    settleSessionTrust(r, false);
    await expect(answer).resolves.toBe(false);
  });

  it('answers no for a navigation given up', async () => {
    const controller = new AbortController();
    const r = new Request('http://app.test/dashboard', { signal: controller.signal });
    const answer = whenSessionTrusted(r);
    controller.abort();
    await expect(answer).resolves.toBe(false);
  });
});

describe('runGuards tells the loaders', () => {
  it('no when it turns the navigation away (nobody signed in on /dashboard)', async () => {
    const r = request('/dashboard');
    const thrown = await runGuards({ pathname: '/dashboard', search: '' }, r).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/auth?referer=%2Fdashboard');
    await expect(whenSessionTrusted(r)).resolves.toBe(false);
  });

  it('yes when it allows the navigation (a public page)', async () => {
    const r = request('/about');
    await expect(runGuards({ pathname: '/about', search: '' }, r)).resolves.toBeNull();
    await expect(whenSessionTrusted(r)).resolves.toBe(true);
  });
});
