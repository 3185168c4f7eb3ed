import { describe, expect, it } from 'vitest';
import { markSchema } from './schema';
import type { Mark } from './types';

describe('markSchema', () => {
  it.each<Mark>([
    { kind: 'time', ms: 10850, timing: 'fat' },
    { kind: 'time', ms: 10800, timing: 'hand' },
    { kind: 'length', mm: 6450 },
    { kind: 'length', mm: 12966, quarterInches: 2042 },
    { kind: 'non-mark', code: 'DNF' },
  ])('accepts %o', (mark) => {
    const parsed: Mark = markSchema.parse(mark);
    expect(parsed).toEqual(mark);
  });

  it.each([
    { kind: 'time', ms: 10.85, timing: 'fat' },
    { kind: 'time', ms: 0, timing: 'fat' },
    { kind: 'time', ms: 10850, timing: 'laser' },
    { kind: 'length', mm: -5 },
    { kind: 'non-mark', code: 'DNX' },
    { kind: 'speed', value: 3 },
    '10.85',
  ])('refuses %o', (value) => {
    expect(markSchema.safeParse(value).success).toBe(false);
  });
});
