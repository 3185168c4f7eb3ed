import { describe, expect, it } from 'vitest';
import { comparableMark, handToFatOffset, mmToQuarterInches, quarterInchesToMm, toFeetInches } from './conversion';
import type { TimeMark } from './types';

const hand = (ms: number): TimeMark => ({ kind: 'time', ms, timing: 'hand' });
const fat = (ms: number): TimeMark => ({ kind: 'time', ms, timing: 'fat' });

describe('hand-to-FAT offset by race distance', () => {
  it.each([
    ['100m', 240],
    ['200m', 240],
    ['indoor-55m', 240],
    ['indoor-60m', 240],
    ['indoor-55m-hurdles', 240],
    ['indoor-60m-hurdles', 240],
    ['100m-hurdles', 240],
    ['110m-hurdles', 240],
    ['male-110m-hurdles', 240],
    ['300m-hurdles', 140],
    ['400m', 140],
    ['4x100m-relay', 140],
    ['800m', 0],
    ['4x200m-relay', 0],
    ['4x400m-relay', 0],
    ['1600m', 0],
    ['3200m', 0],
    ['sprint-medley-relay', 0],
    ['xc-5k', 0],
    ['long-jump', 0],
  ])('%s: +%i ms', (event, offset) => {
    expect(handToFatOffset(event)).toBe(offset);
  });
});

describe('comparableMark', () => {
  it.each([
    ['100m', hand(10800), {}, fat(11040), true],
    ['200m', hand(21500), {}, fat(21740), true],
    ['400m', hand(48200), {}, fat(48340), true],
    ['4x100m-relay', hand(42000), {}, fat(42140), true],
    ['300m-hurdles', hand(40000), {}, fat(40140), true],
    ['100m', hand(10800), { handTimeConversion: false }, hand(10800), false],
    ['100m', hand(10800), { handTimeConversion: true }, fat(11040), true],
    ['100m', fat(10850), {}, fat(10850), false],
    ['800m', hand(118200), {}, hand(118200), false],
  ] as const)('%s %o %o', (event, mark, options, expected, converted) => {
    expect(comparableMark(event, mark, options)).toEqual({ mark: expected, converted });
  });

  it('leaves lengths and non-marks alone', () => {
    expect(comparableMark('long-jump', { kind: 'length', mm: 6450 })).toEqual({ mark: { kind: 'length', mm: 6450 }, converted: false });
    expect(comparableMark('100m', { kind: 'non-mark', code: 'DNF' })).toEqual({ mark: { kind: 'non-mark', code: 'DNF' }, converted: false });
  });
});

describe('imperial <-> metric', () => {
  it.each([
    [0, 0],
    [1, 6], // 6.35 mm
    [4, 25], // 25.4 mm
    [1000, 6350], // 250 in exactly
    [2042, 12966], // 42-06.50 = 12966.7
    [283, 1797], // 5-10.75 = 1797.05
  ])('%i quarter inches -> %i mm (rounded down)', (q, mm) => {
    expect(quarterInchesToMm(q)).toBe(mm);
  });

  it.each([
    // 6.45 m = 253.94 in -> 253.75 in = 21 ft 1.75 in
    [6450, false, 1015],
    // sub-centimetre millimetres are dropped first: 6.459 m shows as 6.45 m
    [6459, false, 1015],
    // 6.35 m = 250 in exactly
    [6350, false, 1000],
    // 6.349 m -> 6.34 m = 249.61 in -> 249.5 in
    [6349, false, 998],
    // 8.95 m = 352.36 in -> 352.25 in
    [8950, false, 1409],
    // 1778 mm (5-10 typed in inches) by the metric rule: down to 1.77 m = 69.69 in -> 69.5 in
    [1778, false, 278],
    // discus whole inch: 45.72 m = 1800 in exactly; 45.71 m = 1799.6 in -> 1799 in
    [45720, true, 7200],
    [45710, true, 7196],
  ])('%i mm (whole inch %s) -> %i quarter inches', (mm, wholeInch, q) => {
    expect(mmToQuarterInches(mm, wholeInch)).toBe(q);
  });

  it('shows a mark typed in feet-inches as typed, and a metric mark by the metric rule', () => {
    expect(toFeetInches(12966, false, 2042)).toEqual({ feet: 42, inches: 6.5 });
    // without the typed value the same millimetres lose the half inch (down to 12.96 m first)
    expect(toFeetInches(12966, false)).toEqual({ feet: 42, inches: 6 });
    // a typed value that does not belong to these millimetres is ignored
    expect(toFeetInches(13000, false, 2042)).toEqual(toFeetInches(13000, false));
    // whole-inch events drop the quarters even of a typed value
    expect(toFeetInches(36741, true, 5786)).toEqual({ feet: 120, inches: 6 });
  });
});
