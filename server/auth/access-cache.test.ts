import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccessCache } from './access-cache';

interface Row {
  role: string | null;
  version: number;
}

/** A cache over a fake table whose loads are counted; `role: null` rows are refusals (never kept). */
const setup = () => {
  const table = new Map<string, Row>();
  const loads: string[] = [];
  let gate: Promise<void> | null = null;
  const cache = createAccessCache<Row>(
    async (uid, org) => {
      loads.push(`${org} ${uid}`);
      const row = table.get(`${org} ${uid}`) ?? { role: null, version: 0 };
      if (gate) await gate;
      return row;
    },
    (row) => row.role !== null,
  );
  cache.feedResumed();
  return {
    table,
    loads,
    cache,
    hold: () => {
      let open = () => undefined as void;
      gate = new Promise<void>((r) => (open = r));
      return () => {
        gate = null;
        open();
      };
    },
  };
};

describe('access cache', () => {
  afterEach(() => vi.useRealTimers());

  it('answers a repeat from memory, synchronously, and shares one load among concurrent misses', async () => {
    const { table, loads, cache } = setup();
    table.set('t1 u1', { role: 'coach', version: 1 });
    const [a, b] = await Promise.all([cache.get('u1', 't1'), cache.get('u1', 't1')]);
    expect(a).toEqual({ role: 'coach', version: 1 });
    expect(b).toBe(a);
    expect(cache.get('u1', 't1')).toBe(a);
    expect(loads).toEqual(['t1 u1']);
  });

  it('never keeps a refusal: whoever joins is let in on the next call', async () => {
    const { table, loads, cache } = setup();
    expect(await cache.get('u1', 't1')).toEqual({ role: null, version: 0 });
    table.set('t1 u1', { role: 'athlete', version: 0 });
    expect(await cache.get('u1', 't1')).toEqual({ role: 'athlete', version: 0 });
    expect(loads).toHaveLength(2);
  });

  it('a team change (its row or a membership) evicts that team only; a profile change evicts that identity in every team; * evicts all', async () => {
    const { table, loads, cache } = setup();
    for (const key of ['t1 u1', 't1 u2', 't2 u1', 't2 u2']) table.set(key, { role: 'coach', version: 1 });
    const warm = async () => {
      for (const [u, t] of [
        ['u1', 't1'],
        ['u2', 't1'],
        ['u1', 't2'],
        ['u2', 't2'],
      ] as const)
        await cache.get(u, t);
    };
    await warm();
    expect(loads).toHaveLength(4);

    table.set('t1 u1', { role: 'coach', version: 2 });
    cache.changed('o:t1');
    expect(await cache.get('u1', 't1')).toEqual({ role: 'coach', version: 2 });
    await warm();
    expect(loads.slice(4)).toEqual(['t1 u1', 't1 u2']);

    cache.changed('u:u2');
    await warm();
    expect(loads.slice(6)).toEqual(['t1 u2', 't2 u2']);

    // a membership's change names its member (migration 0025): the team goes
    cache.changed('o:t2:member-row-id');
    await warm();
    expect(loads.slice(8)).toEqual(['t2 u1', 't2 u2']);

    cache.changed('*');
    await warm();
    expect(loads.slice(10)).toHaveLength(4);
  });

  it('an answer that raced with an eviction is returned but not kept', async () => {
    const { table, loads, cache, hold } = setup();
    table.set('t1 u1', { role: 'coach', version: 1 });
    const release = hold();
    const slow = cache.get('u1', 't1');
    table.set('t1 u1', { role: 'athlete', version: 2 });
    cache.changed('o:t1');
    release();
    expect(await slow).toEqual({ role: 'coach', version: 1 });
    expect(await cache.get('u1', 't1')).toEqual({ role: 'athlete', version: 2 });
    expect(loads).toHaveLength(2);
  });

  it('clear() (a write answered here) starts again, with in-flight answers not kept', async () => {
    const { table, loads, cache } = setup();
    table.set('t1 u1', { role: 'coach', version: 1 });
    await cache.get('u1', 't1');
    table.set('t1 u1', { role: 'coach', version: 2 });
    cache.clear();
    expect(await cache.get('u1', 't1')).toEqual({ role: 'coach', version: 2 });
    expect(loads).toHaveLength(2);
  });

  it('while the feed is down every call loads; once it is back the cache starts empty', async () => {
    const { table, loads, cache } = setup();
    table.set('t1 u1', { role: 'coach', version: 1 });
    await cache.get('u1', 't1');
    cache.feedLost();
    await cache.get('u1', 't1');
    await cache.get('u1', 't1');
    expect(loads).toHaveLength(3);
    cache.feedResumed();
    await cache.get('u1', 't1');
    await cache.get('u1', 't1');
    expect(loads).toHaveLength(4);
  });

  it('an entry lasts 15 s at most', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { table, loads, cache } = setup();
    table.set('t1 u1', { role: 'coach', version: 1 });
    await cache.get('u1', 't1');
    vi.setSystemTime(Date.now() + 14_000);
    await cache.get('u1', 't1');
    expect(loads).toHaveLength(1);
    vi.setSystemTime(Date.now() + 2_000);
    await cache.get('u1', 't1');
    expect(loads).toHaveLength(2);
  });
});
