/**
 * Answers given from the service worker's cache while offline (decision 053), told apart from the
 * network's: the worker marks the copy with when it was saved; the API client reads the mark and the
 * app says "Offline: showing what was saved at HH:MM" (lib/offline-state.ts).
 */
import { SAVED_AT_HEADER } from './cache-names';

/** In the worker: the cached answer, marked with when it was saved (its Date header: when the server sent it). */
export const markSavedCopy = (cached: Response): Response => {
  const headers = new Headers(cached.headers);
  const sent = Date.parse(cached.headers.get('date') ?? '');
  headers.set(SAVED_AT_HEADER, Number.isFinite(sent) ? String(sent) : '');
  return new Response(cached.body, { status: cached.status, statusText: cached.statusText, headers });
};

/** In the app: undefined for the network's answer; for a saved copy, when it was saved (ms), null when unknown. */
export const savedCopyTime = (response: Response): number | null | undefined => {
  const mark = response.headers.get(SAVED_AT_HEADER);
  if (mark === null) return undefined;
  const at = Number(mark);
  return mark !== '' && Number.isFinite(at) ? at : null;
};
