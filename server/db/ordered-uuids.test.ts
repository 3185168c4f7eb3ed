import { describe, expect, it } from 'vitest';
import { orderedUuids } from './ordered-uuids';

describe('orderedUuids', () => {
  it('gives version 7 UUIDs in ascending order, distinct, with the time first', () => {
    const now = Date.UTC(2026, 10, 24, 12, 0, 0, 123);
    const ids = orderedUuids(5_000, now);
    expect(ids).toHaveLength(5_000);
    expect(new Set(ids).size).toBe(5_000);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect([...ids].sort()).toEqual(ids);
    expect(Number.parseInt(ids[0]!.replace(/-/g, '').slice(0, 12), 16)).toBe(now);
  });

  it('a later batch sorts after an earlier one; two batches of one millisecond differ', () => {
    const [a] = orderedUuids(1, 1_000);
    const [b] = orderedUuids(1, 1_001);
    expect(a! < b!).toBe(true);
    const first = orderedUuids(1_000, 5_000);
    const second = new Set(orderedUuids(1_000, 5_000));
    expect(first.some((id) => second.has(id))).toBe(false);
    expect(orderedUuids(0)).toEqual([]);
  });
});
