import { describe, expect, it } from 'vitest';
import * as marks from './index';

describe('public API (index.ts)', () => {
  it('runs a results-entry round: parse, rank, format, flag', () => {
    const typed = ['10.85', '10.8', 'dnf', '10,85', '11.02'];
    const parsed = typed.map((t) => marks.parseMark('male-100m', t));
    const ok = parsed.map((r) => (r.ok ? r.mark : null)).filter((m): m is marks.Mark => m !== null);
    expect(ok).toHaveLength(5);
    const ranked = marks.rankMarks('100m', ok);
    expect(ranked.map((r) => [typed[r.index], r.place, marks.formatComparableMark('100m', r.mark)])).toEqual([
      ['10.85', 1, '10.85'],
      ['10,85', 1, '10.85'],
      ['11.02', 3, '11.02'],
      ['10.8', 4, '11.04c'],
      ['dnf', null, 'DNF'],
    ]);
    expect(marks.isWindAided('100m', 2.0)).toBe(false);
    expect(marks.isIndoorEvent('indoor-60m')).toBe(true);
  });
});
