import { describe, expect, it } from 'vitest';
import { comparableMark, handToFatOffset, mmToQuarterInches, quarterInchesToMm, toFeetInches } from './conversion';
import { formatMark } from './format';
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
    // events added with the full list
    ['400m-hurdles', 140],
    ['indoor-300m', 140],
    ['indoor-500m', 0],
    ['1500m', 0],
    ['3000m-steeplechase', 0],
    ['xc-4mile', 0],
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
    expect(comparableMark('100m', { kind: 'non-mark', code: 'DNF' })).toEqual({
      mark: { kind: 'non-mark', code: 'DNF' },
      converted: false,
    });
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
    // the Big Gold Book table: HJ/PV + 0.2 cm, other jumps and throws + 0.499 cm, down to the quarter inch
    ['high-jump', 1860, '6-01.25'],
    ['high-jump', 2450, '8-00.50'],
    ['high-jump', 2000, '6-06.75'],
    ['long-jump', 6450, '21-02.00'],
    ['shot-put', 12970, '42-06.75'],
    ['pole-vault', 6300, '20-08.00'],
    // whole inch for the discus: 45.72 m + 0.499 cm = 1800.2 in -> 150-00; 45.71 m -> 1799.8 in -> 149-11
    ['discus', 45720, '150-00'],
    ['discus', 45710, '149-11'],
    // hammer and javelin to the whole inch too: 60.00 m + 0.499 cm = 2362.4 in -> 196-10
    ['javelin', 60000, '196-10'],
    ['hammer', 60000, '196-10'],
    // the weight throw keeps quarter inches: 20.00 m + 0.499 cm = 787.60 in -> 65-07.50
    ['weight-throw', 20000, '65-07.50'],
  ])('%s %i mm -> %s (Big Gold Book)', (event, mm, shown) => {
    expect(formatMark(event, { kind: 'length', mm }, { units: 'imperial' })).toBe(shown);
  });

  /** Independent: centimetres as floats, inches = cm / 2.54, the allowance added in centimetres. */
  const bookQuarters = (mm: number, addCm: number, step: number): number => {
    const inches = (Math.floor(mm / 10) + addCm) / 2.54;
    return Math.floor((inches * 4) / step + 1e-9) * step;
  };

  it('agrees with a computation in centimetres and inches for every centimetre up to 100 m', () => {
    for (let cm = 1; cm <= 10000; cm += 1) {
      const mm = cm * 10 + (cm % 10); // sub-centimetre millimetres are dropped first
      expect(mmToQuarterInches(mm, false, true), `${mm} height`).toBe(bookQuarters(mm, 0.2, 1));
      expect(mmToQuarterInches(mm, false), `${mm}`).toBe(bookQuarters(mm, 0.499, 1));
      expect(mmToQuarterInches(mm, true), `${mm} whole inch`).toBe(bookQuarters(mm, 0.499, 4));
    }
  });

  it.each([
    // 6.45 m + 0.499 cm = 254.13 in -> 254 in = 21 ft 2 in
    [6450, false, 1016],
    // sub-centimetre millimetres are dropped first: 6.459 m shows as 6.45 m
    [6459, false, 1016],
    // 6.35 m = 250 in exactly (+0.499 cm = 250.196 in)
    [6350, false, 1000],
    // 6.349 m -> 6.34 m + 0.499 cm = 249.80 in -> 249.75 in
    [6349, false, 999],
    // 8.95 m + 0.499 cm = 352.56 in -> 352.5 in
    [8950, false, 1410],
    // 76.2 cm = 30 in exactly; + 0.499 cm = 30.196 in -> 30 in
    [762, false, 120],
  ])('%i mm (whole inch %s) -> %i quarter inches', (mm, wholeInch, q) => {
    expect(mmToQuarterInches(mm, wholeInch)).toBe(q);
  });

  it('adds 0.2 cm for heights: 1.77 m + 0.2 cm = 69.76 in -> 69.75 in', () => {
    expect(mmToQuarterInches(1778, false, true)).toBe(279);
    expect(mmToQuarterInches(1860, false, true)).toBe(293);
  });

  it('shows a mark typed in feet-inches as typed, and a metric mark by the metric rule', () => {
    expect(toFeetInches(12966, false, 2042)).toEqual({ feet: 42, inches: 6.5 });
    // without the typed value the same millimetres lose a quarter inch (12.96 m + 0.499 cm = 510.43 in)
    expect(toFeetInches(12966, false)).toEqual({ feet: 42, inches: 6.25 });
    // a typed value that does not belong to these millimetres is ignored
    expect(toFeetInches(13000, false, 2042)).toEqual(toFeetInches(13000, false));
    // whole-inch events drop the quarters even of a typed value
    expect(toFeetInches(36741, true, 5786)).toEqual({ feet: 120, inches: 6 });
  });
});
