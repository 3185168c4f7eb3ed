/**
 * The bytes of renditions asked for recently, in memory, keyed by the request (source URL, snapped
 * width, quality and format): a cache hit is then answered like a static file, without a query,
 * a stat or a file read (decision 032). Each entry is trusted for `recheckMs` after its source was
 * last found (a deleted public file stops being served within that time, in every process); then
 * the request takes the full path again (the source looked up, the disk cache read) and refreshes
 * it. Least recently used entries go first past `maxBytes`.
 */
import { createMemoryCache } from '../http/memory-cache';

interface HotImage<T> {
  /** what the full path answered (headers, size) */
  meta: T;
  body: Buffer;
}

export const createHotImages = <T>(maxBytes: number, recheckMs: number) => {
  const maxEntryBytes = Math.floor(maxBytes / 16);
  const entries = createMemoryCache<HotImage<T>>({ maxBytes, maxEntryBytes, bytesOf: (e) => e.body.length, ttlMs: recheckMs });
  return {
    get: (key: string): HotImage<T> | undefined => entries.get(key),
    set: (key: string, meta: T, body: Buffer): void => entries.set(key, { meta, body }),
    maxEntryBytes,
  };
};
