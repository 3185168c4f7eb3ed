/**
 * The bytes of renditions asked for recently, in memory, keyed by the request (source URL, snapped
 * width, quality and format): a cache hit is then answered like a static file, without a query,
 * a stat or a file read (decision 032). Each entry is trusted for `recheckMs` after its source was
 * last found (a deleted public file stops being served within that time, in every process); then
 * the request takes the full path again (the source looked up, the disk cache read) and refreshes
 * it. Least recently used entries go first past `maxBytes`.
 */
interface HotImage<T> {
  /** what the full path answered (headers, size) */
  meta: T;
  body: Buffer;
  /** Date.now() until which the source counts as still there */
  until: number;
}

export const createHotImages = <T>(maxBytes: number, recheckMs: number) => {
  const entries = new Map<string, HotImage<T>>();
  let bytes = 0;
  const maxEntryBytes = Math.floor(maxBytes / 16);

  const get = (key: string, now: number): HotImage<T> | undefined => {
    const hit = entries.get(key);
    if (!hit || hit.until <= now) return undefined;
    entries.delete(key);
    entries.set(key, hit);
    return hit;
  };

  const set = (key: string, meta: T, body: Buffer, now: number): void => {
    if (body.length > maxEntryBytes) return;
    const old = entries.get(key);
    if (old) {
      bytes -= old.body.length;
      entries.delete(key);
    }
    entries.set(key, { meta, body, until: now + recheckMs });
    bytes += body.length;
    for (const [k, v] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(k);
      bytes -= v.body.length;
    }
  };

  return { get, set, maxEntryBytes };
};
