import { describe, expect, it } from 'vitest';
import { formatSplitMs, readSplitTime, splitOrderError } from './splits';

describe('splits', () => {
  it.each([
    [32_100, '32.1'],
    [65_430, '1:05.43'],
    [65_400, '1:05.4'],
  ])('shows %i ms as %s', (ms, shown) => expect(formatSplitMs('female-800m', ms)).toBe(shown));

  it('reads a split with the engine, refusing a non-mark', () => {
    expect(readSplitTime('female-800m', '1:05.4')).toEqual({ ok: true, ms: 65_400 });
    expect(readSplitTime('female-800m', 'DNF')).toEqual({ ok: false, error: 'Splits are times of a race' });
    expect(readSplitTime('female-800m', '1:60.4')).toMatchObject({ ok: false });
  });

  it('names the first split that does not come after the one before', () => {
    expect(splitOrderError('female-800m', [32_100, 65_400, 98_200], null)).toBeNull();
    expect(splitOrderError('female-800m', [32_100, 65_400, 65_400], null)).toEqual({
      index: 2,
      error: 'Split 3 (1:05.4) must come after split 2 (1:05.4): splits are cumulative times',
    });
  });

  it('lets the last split equal the finish but not pass it', () => {
    const finish = { kind: 'time', ms: 141_450, timing: 'fat' } as const;
    expect(splitOrderError('female-800m', [70_000, 141_450], finish)).toBeNull();
    expect(splitOrderError('female-800m', [70_000, 142_000], finish)).toEqual({
      index: 1,
      error: 'Split 2 (2:22.0) comes after the finish (2:21.45)',
    });
    expect(splitOrderError('female-800m', [70_000, 142_000], { kind: 'non-mark', code: 'DNF' })).toBeNull();
  });
});
