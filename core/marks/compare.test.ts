import { describe, expect, it } from 'vitest';
import { bestMark, compareMarks, isBetterMark, rankMarks } from './compare';
import { parseMark } from './mark';
import type { Mark, MarkOptions } from './types';

const hand = (ms: number): Mark => ({ kind: 'time', ms, timing: 'hand' });
const fat = (ms: number): Mark => ({ kind: 'time', ms, timing: 'fat' });
const len = (mm: number): Mark => ({ kind: 'length', mm });
const nm = (code: 'DNF' | 'DNS' | 'DQ' | 'NH' | 'FOUL'): Mark => ({ kind: 'non-mark', code });
const parsed = (event: string, input: string): Mark => {
  const r = parseMark(event, input);
  if (!r.ok) throw new Error(r.error);
  return r.mark;
};

describe('compareMarks', () => {
  it.each([
    ['400m', parsed('400m', '59.99'), parsed('400m', '1:00.00'), {}, -1],
    ['400m', parsed('400m', '1:00.00'), parsed('400m', '59.99'), {}, 1],
    ['400m', parsed('400m', '60.00'), parsed('400m', '1:00.00'), {}, 0],
    ['100m', fat(10850), fat(10860), {}, -1],
    ['100m', fat(10850), fat(10850), {}, 0],
    // hand 10.8 counts as 11.04 against FAT
    ['100m', fat(10850), hand(10800), {}, -1],
    ['100m', fat(10850), hand(10800), { handTimeConversion: true }, -1],
    ['100m', fat(10850), hand(10800), { handTimeConversion: false }, 1],
    // hand 10.6 counts as 10.84: it beats FAT 10.85, ties FAT 10.84
    ['100m', hand(10600), fat(10850), {}, -1],
    ['100m', hand(10600), fat(10840), {}, 0],
    ['100m', hand(10600), fat(10840), { handTimeConversion: false }, -1],
    // two hand times compare as they are
    ['100m', hand(10600), hand(10700), {}, -1],
    // 400m: +0.14
    ['400m', hand(48200), fat(48340), {}, 0],
    ['400m', hand(48200), fat(48330), {}, 1],
    // no conversion above 400 m
    ['800m', hand(118200), fat(118230), {}, -1],
    // lengths: higher is better
    ['long-jump', len(6500), len(6450), {}, -1],
    ['long-jump', len(6450), len(6500), {}, 1],
    ['high-jump', len(1780), parsed('high-jump', '5-10'), {}, -1],
    ['shot-put', parsed('shot-put', '42-06.50'), len(12966), {}, 0],
    // non-marks are worse than any mark and tie with each other
    ['100m', fat(10850), nm('DNF'), {}, -1],
    ['100m', nm('DNF'), fat(99000), {}, 1],
    ['100m', nm('DNF'), nm('DNS'), {}, 0],
    ['long-jump', nm('FOUL'), len(100), {}, 1],
  ] as const)('%s %o vs %o %o -> %i', (event, a, b, options, expected) => {
    expect(compareMarks(event, a, b, options as MarkOptions)).toBe(expected);
  });

  it('throws for a mark of the wrong kind', () => {
    expect(() => compareMarks('long-jump', fat(10850), len(6450))).toThrow(TypeError);
    expect(() => compareMarks('100m', len(6450), fat(10850))).toThrow(TypeError);
    expect(() => compareMarks('nope', fat(1), fat(2))).toThrow('Unknown event');
  });

  it('isBetterMark is strict', () => {
    expect(isBetterMark('100m', fat(10840), fat(10850))).toBe(true);
    expect(isBetterMark('100m', fat(10850), fat(10850))).toBe(false);
    expect(isBetterMark('long-jump', len(6460), len(6450))).toBe(true);
  });
});

describe('bestMark', () => {
  it('finds the best mark, the first of ties, and skips non-marks', () => {
    const a = fat(10900);
    const b = fat(10850);
    const c = fat(10850);
    expect(bestMark('100m', [a, nm('DNF'), b, c])).toBe(b);
    expect(bestMark('100m', [nm('DNF'), nm('DQ')])).toBeUndefined();
    expect(bestMark('100m', [])).toBeUndefined();
    expect(bestMark('100m', [fat(10850), hand(10700)])).toEqual(fat(10850));
    expect(bestMark('100m', [fat(10850), hand(10700)], { handTimeConversion: false })).toEqual(hand(10700));
    expect(bestMark('long-jump', [len(6000), len(6450), len(6100)])).toEqual(len(6450));
  });
});

describe('rankMarks', () => {
  const places = (event: string, marks: Mark[], options: MarkOptions = {}) =>
    rankMarks(event, marks, options).map((r) => [r.index, r.place]);

  it('ranks times lower-first with ties sharing a place (1, 2, 2, 4) and DNF unplaced last', () => {
    expect(places('100m', [fat(10850), fat(10900), fat(10850), nm('DNF'), fat(10700)])).toEqual([
      [4, 1],
      [0, 2],
      [2, 2],
      [1, 4],
      [3, null],
    ]);
  });

  it('ranks lengths higher-first', () => {
    expect(places('long-jump', [len(6000), len(6100), len(6100), len(5900), nm('FOUL')])).toEqual([
      [1, 1],
      [2, 1],
      [0, 3],
      [3, 4],
      [4, null],
    ]);
  });

  it('keeps non-marks in input order', () => {
    expect(places('100m', [nm('DNS'), fat(11000), nm('DQ'), nm('DNF')])).toEqual([
      [1, 1],
      [0, null],
      [2, null],
      [3, null],
    ]);
    expect(places('100m', [nm('DNS'), nm('DQ')])).toEqual([
      [0, null],
      [1, null],
    ]);
  });

  it('applies hand-time conversion when on, not when off', () => {
    expect(places('100m', [hand(10700), fat(10900)])).toEqual([
      [1, 1],
      [0, 2],
    ]);
    expect(places('100m', [hand(10700), fat(10900)], { handTimeConversion: false })).toEqual([
      [0, 1],
      [1, 2],
    ]);
    expect(places('100m', [hand(10600), fat(10840)])).toEqual([
      [0, 1],
      [1, 1],
    ]);
  });

  it('ranks 59.99 ahead of 1:00.00 and an empty list to nothing', () => {
    expect(places('400m', [parsed('400m', '1:00.00'), parsed('400m', '59.99')])).toEqual([
      [1, 1],
      [0, 2],
    ]);
    expect(rankMarks('100m', [])).toEqual([]);
  });

  it('returns the marks themselves', () => {
    const m = fat(10850);
    expect(rankMarks('100m', [m])[0]?.mark).toBe(m);
  });
});
