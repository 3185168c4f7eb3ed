/**
 * The server's one in-memory cache: lru-cache under a small wrapper, so every cache (answers,
 * access rows, live sessions, verified tokens, calendar feeds, hot images) bounds and evicts the
 * same way: least recently used first past `maxEntries` or `maxBytes`, and an entry past its time
 * to live is never answered. Time is read from `Date.now()` on every check (no timer, no rounding),
 * so an entry's life is exactly its `ttlMs` and tests that move the clock move it.
 */
import { LRUCache } from 'lru-cache';

export interface MemoryCacheOptions<V> {
  /** the most entries kept */
  maxEntries?: number;
  /** the most bytes kept, each entry counted by `bytesOf` */
  maxBytes?: number;
  bytesOf?: (value: V) => number;
  /** a larger entry is not kept at all (so one never crowds out the rest); default `maxBytes` */
  maxEntryBytes?: number;
  /** how long an entry is answered (ms); `set` may give one its own */
  ttlMs?: number;
}

export interface MemoryCache<V> {
  get(key: string): V | undefined;
  /** keeps `value` (for `ttlMs`, when given, instead of the cache's time to live) */
  set(key: string, value: V, ttlMs?: number): void;
  delete(key: string): void;
  /** drops every entry whose key or value `matches` */
  deleteWhere(matches: (value: V, key: string) => boolean): void;
  clear(): void;
  readonly size: number;
}

const clock = { now: () => Date.now() };

export const createMemoryCache = <V extends NonNullable<unknown>>(options: MemoryCacheOptions<V>): MemoryCache<V> => {
  const { maxEntries, maxBytes, bytesOf, maxEntryBytes, ttlMs } = options;
  if (!maxEntries && !maxBytes) throw new Error('A memory cache needs maxEntries or maxBytes');
  const whole = (n: number) => Math.max(1, Math.floor(n));
  const settings: LRUCache.OptionsBase<string, V, unknown> = { ttlResolution: 0, perf: clock };
  if (maxEntries) settings.max = whole(maxEntries);
  if (maxBytes) {
    settings.maxSize = whole(maxBytes);
    settings.maxEntrySize = whole(maxEntryBytes ?? maxBytes);
    settings.sizeCalculation = (v) => Math.max(1, Math.ceil(bytesOf?.(v) ?? 1));
  }
  if (ttlMs) settings.ttl = whole(ttlMs);
  // bounded by max or maxSize (checked above), which is what lru-cache's option types ask
  const lru = new LRUCache<string, V>(settings as LRUCache.Options<string, V, unknown>);
  return {
    get: (key) => lru.get(key),
    set: (key, value, ttl) => {
      if (ttl === undefined) lru.set(key, value);
      else if (ttl >= 1) lru.set(key, value, { ttl: Math.floor(ttl) });
      else lru.delete(key); // already past its time
    },
    delete: (key) => {
      lru.delete(key);
    },
    deleteWhere: (matches) => {
      const gone: string[] = [];
      for (const [key, value] of lru.entries()) if (matches(value, key)) gone.push(key);
      for (const key of gone) lru.delete(key);
    },
    clear: () => lru.clear(),
    get size() {
      return lru.size;
    },
  };
};
