import { describe, expect, it } from 'vitest';
import { checkMark, compareMarks, formatMark, parseMark, rankMarks } from './index';

describe('points marks (combined events)', () => {
  it('parse whole points, with or without "pts"; refuse anything else', () => {
    expect(parseMark('male-decathlon', '9126')).toEqual({ ok: true, mark: { kind: 'points', points: 9126 } });
    expect(parseMark('decathlon', '7291 pts')).toEqual({ ok: true, mark: { kind: 'points', points: 7291 } });
    expect(parseMark('decathlon', '91.26').ok).toBe(false);
    expect(parseMark('decathlon', 'DNF')).toEqual({ ok: true, mark: { kind: 'non-mark', code: 'DNF' } });
    expect(parseMark('decathlon', 'NH').ok).toBe(false);
  });

  it('rank higher first and show as points', () => {
    const a = { kind: 'points', points: 8000 } as const;
    const b = { kind: 'points', points: 8100 } as const;
    expect(compareMarks('decathlon', b, a)).toBe(-1);
    expect(rankMarks('decathlon', [a, b]).map((r) => r.mark.points)).toEqual([8100, 8000]);
    expect(formatMark('decathlon', b)).toBe('8100 pts');
  });

  it('belong to combined events only', () => {
    expect(checkMark('decathlon', { kind: 'points', points: 9126 })).toBeNull();
    expect(checkMark('100m', { kind: 'points', points: 900 })).toMatch(/not scored in points/);
    expect(checkMark('decathlon', { kind: 'length', mm: 7000 })).toMatch(/scored in points/);
  });
});
