import { describe, expect, it } from 'vitest';
import { formatWind, isRecordEligible, isWindAided, isWindEvent, parseWind } from './wind';
import type { Mark } from './types';

describe('isWindAided', () => {
  it.each([
    ['100m', 2.0, false],
    ['100m', 2.1, true],
    ['100m', 2.01, true], // a reading rounds up to the next tenth: +2.1
    ['100m', 1.99, false], // +2.0
    ['100m', -3.5, false],
    ['100m', 0, false],
    ['100m', null, false],
    ['100m', undefined, false],
    ['200m', 2.1, true],
    ['200m', 2.0, false],
    ['100m-hurdles', 2.1, true],
    ['110m-hurdles', 2.1, true],
    ['female-100m-hurdles', 4.0, true],
    ['long-jump', 2.1, true],
    ['long-jump', 2.0, false],
    ['triple-jump', 2.1, true],
    ['male-triple-jump', 2.0, false],
    ['400m', 5.0, false],
    ['300m-hurdles', 3.0, false],
    ['4x100m-relay', 3.0, false],
    ['indoor-60m', 3.0, false],
    ['high-jump', 3.0, false],
    ['shot-put', 3.0, false],
  ])('%s wind %s: %s', (event, wind, aided) => {
    expect(isWindAided(event, wind)).toBe(aided);
  });

  it('knows the wind events', () => {
    expect(isWindEvent('long-jump')).toBe(true);
    expect(isWindEvent('400m')).toBe(false);
  });
});

describe('isRecordEligible', () => {
  const fat: Mark = { kind: 'time', ms: 10850, timing: 'fat' };
  const jump: Mark = { kind: 'length', mm: 6450 };
  it.each([
    ['100m', fat, 2.0, true],
    ['100m', fat, 2.1, false],
    ['100m', fat, null, true],
    ['100m', fat, undefined, true],
    ['long-jump', jump, 2.1, false],
    ['long-jump', jump, -1.2, true],
    ['400m', { kind: 'time', ms: 48000, timing: 'fat' } as Mark, 6.0, true],
    ['100m', { kind: 'non-mark', code: 'DNF' } as Mark, 0, false],
    ['long-jump', { kind: 'non-mark', code: 'FOUL' } as Mark, null, false],
  ])('%s %o wind %s: %s', (event, mark, wind, eligible) => {
    expect(isRecordEligible(event, mark, wind)).toBe(eligible);
  });
});

describe('parseWind', () => {
  it.each([
    ['+1.8', 1.8],
    ['1.8', 1.8],
    ['-0.4', -0.4],
    ['2,1', 2.1],
    ['+2.0', 2],
    ['+ 1.8', 1.8],
    ['+1.8 m/s', 1.8],
    ['+2.03', 2.1],
    ['-0.43', -0.4],
    ['-0.04', 0],
    ['0', 0],
    ['9.9', 9.9],
    ['NWI', null],
    ['nwi', null],
    ['', null],
    ['  ', null],
  ])('%j -> %s', (input, wind) => {
    const r = parseWind(input);
    expect(r).toEqual({ ok: true, mark: wind });
    if (r.ok && wind === 0) expect(Object.is(r.mark, 0)).toBe(true);
  });

  it.each([
    ['windy', 'windy is not a wind reading: use +1.8, -0.4 or NWI'],
    ['+-1', 'is not a wind reading'],
    ['1.8.2', 'is not a wind reading'],
    ['12.0', '12.0 m/s is more wind than a gauge reads (±9.9 m/s)'],
    ['-10', 'more wind than a gauge reads'],
  ])('%j is refused', (input, message) => {
    const r = parseWind(input);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(message);
  });
});

describe('formatWind', () => {
  it.each([
    [1.8, '+1.8'],
    [-0.4, '-0.4'],
    [0, '+0.0'],
    [2, '+2.0'],
    [2.01, '+2.1'],
    [null, 'NWI'],
    [undefined, 'NWI'],
  ])('%s -> %s', (wind, shown) => {
    expect(formatWind(wind)).toBe(shown);
  });
});
