import { describe, expect, it } from 'vitest';
import { STORAGE } from '@core/constants';
import { createRetryClock, isRetryableStatus, uploadRetryDelays } from './retry-policy';

describe('upload retries', () => {
  it('spreads delays over at least the 10-minute upload retry limit', () => {
    const delays = uploadRetryDelays();
    expect(delays[0]).toBe(0);
    expect(delays.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(STORAGE.maxUploadRetryMs);
    expect(Math.max(...delays)).toBeLessThanOrEqual(30_000);
  });

  it('retries dropped connections and server errors, never refusals', () => {
    for (const status of [0, 500, 502, 503, 408, 409, 423, 429]) expect(isRetryableStatus(status), String(status)).toBe(true);
    for (const status of [400, 401, 403, 404, 413, 415]) expect(isRetryableStatus(status), String(status)).toBe(false);
  });

  it('stops retrying once a streak of failures outlasts the limit; progress starts a new streak', () => {
    let now = 0;
    const clock = createRetryClock(STORAGE.maxUploadRetryMs, () => now);
    expect(clock.shouldRetry(0)).toBe(true);
    now = 9 * 60_000;
    expect(clock.shouldRetry(503)).toBe(true);
    now = 10 * 60_000;
    expect(clock.shouldRetry(0)).toBe(false);
    expect(clock.exhausted()).toBe(true);
    clock.progressed();
    expect(clock.shouldRetry(0)).toBe(true);
    expect(clock.exhausted()).toBe(false);
    expect(clock.shouldRetry(403)).toBe(false);
  });
});
