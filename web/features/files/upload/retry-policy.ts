import { STORAGE } from '@core/constants';

/**
 * Delays between attempts after a failure: quick at first, then every 30 s, adding up to just
 * over the seed's 10-minute upload retry limit (the limit itself is enforced by elapsed time).
 */
export const uploadRetryDelays = (limitMs: number = STORAGE.maxUploadRetryMs): number[] => {
  const delays = [0, 1_000, 3_000, 5_000, 10_000, 20_000];
  let total = delays.reduce((a, b) => a + b, 0);
  while (total < limitMs) {
    delays.push(30_000);
    total += 30_000;
  }
  return delays;
};

/** Answers the server meant (4xx) are not retried, except conflict, locked and too many requests. */
export const isRetryableStatus = (status: number): boolean =>
  status === 0 || status >= 500 || status === 408 || status === 409 || status === 423 || status === 429;

/**
 * Tracks one streak of failures: retry while the failure is retryable and the streak is younger
 * than the limit; any progress ends the streak.
 */
export const createRetryClock = (limitMs: number, now: () => number = Date.now) => {
  let streakStart: number | null = null;
  return {
    progressed: () => {
      streakStart = null;
    },
    /** whether to try again after a failure with this HTTP status (0: no answer) */
    shouldRetry: (status: number): boolean => {
      if (!isRetryableStatus(status)) return false;
      streakStart ??= now();
      return now() - streakStart < limitMs;
    },
    /** true once the last streak ran out of time */
    exhausted: (): boolean => streakStart !== null && now() - streakStart >= limitMs,
  };
};
