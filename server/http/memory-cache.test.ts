import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryCache } from './memory-cache';

describe('memory cache (lru-cache under the wrapper)', () => {
  afterEach(() => vi.useRealTimers());

  it('drops the least recently used entry past maxEntries', () => {
    const cache = createMemoryCache<string>({ maxEntries: 2 });
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')).toBe('A'); // now the newest
    cache.set('c', 'C');
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c'), cache.size]).toEqual(['A', 'C', 2]);
  });

  it('keeps within a byte budget and never keeps an entry over maxEntryBytes', () => {
    const cache = createMemoryCache<Buffer>({ maxBytes: 100, maxEntryBytes: 40, bytesOf: (b) => b.length });
    cache.set('a', Buffer.alloc(40));
    cache.set('b', Buffer.alloc(40));
    cache.set('big', Buffer.alloc(41));
    expect(cache.get('big')).toBeUndefined();
    cache.get('a');
    cache.set('c', Buffer.alloc(30)); // 110 bytes: b, the least recently used, goes
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.length).toBe(40);
    expect(cache.get('c')?.length).toBe(30);
  });

  it('answers an entry for its time to live exactly, read from Date.now (its own when set gives one)', () => {
    vi.useFakeTimers({ now: new Date('2026-05-01T10:00:00Z') });
    const cache = createMemoryCache<string>({ maxEntries: 10, ttlMs: 15_000 });
    cache.set('a', 'A');
    cache.set('short', 'S', 1_000);
    cache.set('gone', 'G', 0);
    expect(cache.get('gone')).toBeUndefined();
    vi.advanceTimersByTime(1_001);
    expect(cache.get('short')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    vi.advanceTimersByTime(14_000);
    expect(cache.get('a')).toBeUndefined();
  });

  it('deletes the entries a test picks, and clears', () => {
    const cache = createMemoryCache<{ team: string }>({ maxEntries: 10 });
    cache.set('t1 u1', { team: 't1' });
    cache.set('t1 u2', { team: 't1' });
    cache.set('t2 u1', { team: 't2' });
    cache.deleteWhere((v) => v.team === 't1');
    expect([cache.get('t1 u1'), cache.get('t1 u2'), cache.get('t2 u1')]).toEqual([undefined, undefined, { team: 't2' }]);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
