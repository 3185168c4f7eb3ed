import { describe, expect, it } from 'vitest';
import type { Entry } from '@core/api/meets';
import type { Mark } from '@core/marks';
import { bySeed } from './seed-order';

const entry = (lastName: string, mark: Mark | null): Entry =>
  ({
    id: lastName,
    athlete: { id: lastName, firstName: 'A', lastName, gender: 'female', grade: 10 },
    relayName: null,
    seed: mark && mark.kind !== 'non-mark' ? { mark, display: '', source: 'season-best' } : null,
  }) as Entry;

describe('bySeed', () => {
  it('puts the best time first, hand times by the team setting (+0.24 s up to 200 m when converted), no seed last, then names', () => {
    const hand = entry('Hand', { kind: 'time', ms: 12_400, timing: 'hand' });
    const fat = entry('Fat', { kind: 'time', ms: 12_500, timing: 'fat' });
    const none = entry('Aaa', null);
    const tie = entry('Bee', { kind: 'time', ms: 12_500, timing: 'fat' });
    // converted, the hand 12.4 counts as 12.64: slower than 12.50
    const handToFat = 240;
    const converted = 12_400 + handToFat < 12_500 ? ['Hand', 'Bee', 'Fat', 'Aaa'] : ['Bee', 'Fat', 'Hand', 'Aaa'];
    expect([none, hand, fat, tie].sort(bySeed('female-100m', { handTimeConversion: true })).map((e) => e.id)).toEqual(converted);
    expect([none, fat, tie, hand].sort(bySeed('female-100m', { handTimeConversion: false })).map((e) => e.id)).toEqual([
      'Hand',
      'Bee',
      'Fat',
      'Aaa',
    ]);
  });

  it('puts the longest mark first in a field event', () => {
    const short = entry('Short', { kind: 'length', mm: 5_100 });
    const long = entry('Long', { kind: 'length', mm: 5_420 });
    expect([short, entry('None', null), long].sort(bySeed('female-long-jump', {})).map((e) => e.id)).toEqual(['Long', 'Short', 'None']);
  });
});
