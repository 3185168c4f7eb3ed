import { RELOAD_GUARD_TTL_MS } from '@core/constants';

const KEY = 'splits.reload-guard';

/** Pure: reload again only when no reload happened within the guard's time-to-live. */
export const shouldReload = (lastReloadAt: number | null, now: number, ttlMs = RELOAD_GUARD_TTL_MS): boolean =>
  lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt > ttlMs || now < lastReloadAt;

const readLastReload = (): number | null => {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    return raw === null ? null : Number(raw);
  } catch {
    return null;
  }
};

/**
 * Called when a lazy route chunk fails to load (typically: a new deploy removed the old files).
 * Reloads the page once, remembering the time in sessionStorage; within 10 s it gives up and lets
 * the error reach the error page instead of reloading in a loop. Answers whether it reloads.
 */
export const reloadOnceForChunkError = (now = Date.now()): boolean => {
  if (!shouldReload(readLastReload(), now)) return false;
  try {
    window.sessionStorage.setItem(KEY, String(now));
  } catch {
    return false; // cannot remember the reload: do not risk a loop
  }
  window.location.reload();
  return true;
};

/** Wraps a dynamic import: on failure, reload once (the promise then never settles) or rethrow. */
export const importWithReload = async <T>(load: () => Promise<T>): Promise<T> => {
  try {
    return await load();
  } catch (error) {
    if (reloadOnceForChunkError()) return new Promise<T>(() => undefined);
    throw error;
  }
};
