import { describe, expect, it } from 'vitest';
import { checkMark, markWarning, parseMark } from './mark';
import { fieldMarkCapMm, worldRecordMm } from './plausibility';
import type { MarkGender } from './types';

describe('plausibility of race times (speed between 0.5 and 11 m/s, 10 m/s above 400 m; relays per leg)', () => {
  it.each([
    ['100m', '9.10', true],
    ['100m', '9.58', true],
    ['indoor-55m', '5.00', true], // exactly 11.0 m/s
    ['400m', '36.37', true],
    ['800m', '1:20.00', true], // exactly 10 m/s
    ['1600m', '2:40.00', true],
    ['xc-5k', '8:20', true],
    ['100m', '3:20.00', true], // exactly 0.5 m/s
    ['4x100m-relay', '36.37', true],
    ['4x400m-relay', '2:40.00', true],
    // per leg: 4 x 400 m at 11 m/s = 2:25.46, 4 x 200 m at 11 m/s = 1:12.73
    ['4x400m-relay', '2:25.46', true],
    ['male-4x200m-relay', '1:18.63', true], // the world record
    ['4x200m-relay', '1:12.73', true],
    ['4x800m-relay', '5:20.00', true],
    // sprint medley 200-200-400-800: 800/11 + 800/10 = 152.73 s
    ['sprint-medley-relay', '2:32.73', true],
    ['100m', '9.09', false],
    ['100m', '9.0', false],
    ['indoor-55m', '4.99', false],
    ['400m', '36.36', false],
    ['800m', '1:19.99', false],
    ['1600m', '2:39.99', false],
    ['xc-5k', '8:19', false],
    ['4x100m-relay', '36.36', false],
    ['4x400m-relay', '2:25.45', false],
    ['4x200m-relay', '1:12.72', false],
    ['4x800m-relay', '5:19.99', false],
    ['sprint-medley-relay', '2:32.72', false],
    ['100m', '3:20.01', false],
    ['xc-5k', '2:47:00', false],
  ])('%s %j plausible: %s', (event, input, plausible) => {
    expect(parseMark(event, input).ok).toBe(plausible);
  });

  it.each([
    ['400m', '10.85', '10.85 is faster than humanly possible for 400m (36.9 m/s; the limit is 11 m/s)'],
    ['800m', '1:19.99', '1:19.99 is faster than humanly possible for 800m (10.001 m/s; the limit is 10 m/s)'],
    ['100m', '9.09', '9.09 is faster than humanly possible for 100m (11.001 m/s; the limit is 11 m/s)'],
    ['4x400m-relay', '2:00.00', '2:00.00 is faster than humanly possible for 4x400m Relay (13.3 m/s; the limit is 11 m/s)'],
    ['100m', '3:20.01', '3:20.01 is too slow to be a race time for 100m (0.49998 m/s; the minimum is 0.5 m/s)'],
    ['male-100m', '5:00', '5:00 is too slow to be a race time for 100m (0.3 m/s; the minimum is 0.5 m/s)'],
  ])('%s %j says why', (event, input, message) => {
    expect(parseMark(event, input)).toEqual({ ok: false, error: message });
  });
});

describe('plausibility of field marks (at most 120% of the world record)', () => {
  it.each([
    ['male', 'long-jump', 8950, 10740],
    ['female', 'long-jump', 7520, 9024],
    [undefined, 'long-jump', 8950, 10740],
    ['male', 'high-jump', 2450, 2940],
    ['female', 'high-jump', 2100, 2520],
    ['male', 'pole-vault', 6300, 7560],
    ['female', 'triple-jump', 15670, 18804],
    ['male', 'shot-put', 23560, 28272],
    ['female', 'shot-put', 22630, 27156],
    ['male', 'discus', 75560, 90672],
    [undefined, 'discus', 76800, 92160],
    ['mixed', 'discus', 76800, 92160],
  ] as const)('%s %s: record %i mm, cap %i mm', (gender, event, record, cap) => {
    expect(worldRecordMm(event, gender as MarkGender | undefined)).toBe(record);
    expect(fieldMarkCapMm(event, gender as MarkGender | undefined)).toBe(cap);
  });

  it('has no cap for events without a world-record entry', () => {
    expect(fieldMarkCapMm('100m')).toBeUndefined();
  });

  it.each([
    ['male-long-jump', '10.74', {}, true],
    ['male-long-jump', '10.75', {}, false],
    ['female-long-jump', '9.02', {}, true],
    ['female-long-jump', '9.03', {}, false],
    ['long-jump', '9.03', {}, true],
    ['long-jump', '9.03', { gender: 'female' }, false],
    ['male-high-jump', '2.94', {}, true],
    ['male-high-jump', '2.95', {}, false],
    ['male-shot-put', '28.27', {}, true],
    ['male-shot-put', '28.28', {}, false],
    ['male-shot-put', '95-00', {}, false],
    ['male-discus', '90.68', {}, false],
    ['discus', '90.68', {}, true],
    ['pole-vault', '7.57', {}, false],
    ['long-jump', '25', { plausibility: false }, true],
    ['400m', '10.85', { plausibility: false }, true],
  ] as const)('%s %j %o plausible: %s', (event, input, options, plausible) => {
    expect(parseMark(event, input, options).ok).toBe(plausible);
  });

  it.each([
    ['male-long-jump', '10.75', '10.75 is farther than humanly possible in Long Jump: more than 120% of the world record (8.95m)'],
    ['female-high-jump', '2.60m', '2.60m is higher than humanly possible in High Jump: more than 120% of the world record (2.10m)'],
    ['shot-put', '95-00', '95-00 is farther than humanly possible in Shot Put: more than 120% of the world record (23.56m)'],
  ])('%s %j says why', (event, input, message) => {
    expect(parseMark(event, input)).toEqual({ ok: false, error: message });
  });
});

describe('checkMark: structured marks', () => {
  it.each([
    ['100m', { kind: 'time', ms: 10850, timing: 'fat' }, null],
    ['100m', { kind: 'time', ms: 10800, timing: 'hand' }, null],
    ['xc-5k', { kind: 'time', ms: 1005000, timing: 'fat' }, null],
    ['long-jump', { kind: 'length', mm: 6455 }, null],
    ['high-jump', { kind: 'non-mark', code: 'NH' }, null],
    ['100m', { kind: 'time', ms: 10851, timing: 'fat' }, 'A FAT time for 100m must be rounded up by the rule'],
    ['100m', { kind: 'time', ms: 10850, timing: 'hand' }, 'A hand time for 100m must be rounded up by the rule'],
    ['xc-5k', { kind: 'time', ms: 1005010, timing: 'fat' }, null],
    ['xc-5k', { kind: 'time', ms: 1005011, timing: 'fat' }, 'A FAT time for 5K (XC) must be rounded up by the rule'],
    ['100m', { kind: 'time', ms: 0, timing: 'fat' }, 'A time must be a whole number of milliseconds above zero'],
    ['100m', { kind: 'time', ms: 10.5, timing: 'fat' }, 'A time must be a whole number of milliseconds above zero'],
    ['long-jump', { kind: 'length', mm: -1 }, 'A length must be a whole number of millimetres above zero'],
    ['long-jump', { kind: 'time', ms: 10850, timing: 'fat' }, 'Long Jump is measured in metres, not timed'],
    ['100m', { kind: 'length', mm: 6450 }, '100m is timed, not measured'],
    ['long-jump', { kind: 'non-mark', code: 'DNF' }, 'DNF does not apply to Long Jump'],
    [
      '400m',
      { kind: 'time', ms: 10850, timing: 'fat' },
      '10.85 s is faster than humanly possible for 400m (36.9 m/s; the limit is 11 m/s)',
    ],
    ['nope', { kind: 'length', mm: 6450 }, 'Unknown event "nope"'],
  ] as const)('%s %o -> %s', (event, mark, expected) => {
    expect(checkMark(event, mark)).toBe(expected);
  });
});

describe('suspicious marks (valid, but almost surely a typo): a warning the user may confirm', () => {
  const warn = (event: string, input: string) => {
    const parsed = parseMark(event, input);
    if (!parsed.ok) throw new Error(parsed.error);
    return markWarning(event, parsed.mark, input);
  };
  // independent: the women's record time (slower) times the factor, the men's record as the fast bound
  const WOMEN_100 = 10.49;
  const WOMEN_1500 = 3 * 60 + 49.04;
  const WOMEN_5000 = 14 * 60 + 0.21;

  it('warns about 123.4 in a 100m and not about 12.34', () => {
    expect(warn('100m', '123.4')).toBe('123.4 is more than 3 times the world-record time in 100m: is it a typo?');
    expect(warn('100m', '12.34')).toBeNull();
    expect(warn('female-100m', (WOMEN_100 * 3).toFixed(2))).toBeNull();
    expect(warn('female-100m', (WOMEN_100 * 3 + 0.01).toFixed(2))).not.toBeNull();
  });

  it('warns about a time better than the world record, and keeps the record itself quiet', () => {
    expect(warn('male-100m', '9.50')).toBe('9.50 is faster than the world record in 100m (9.58): is it a typo?');
    expect(warn('male-100m', '9.58')).toBeNull();
    expect(warn('male-4x200m-relay', '1:18.63')).toBeNull();
    expect(warn('male-4x200m-relay', '1:18.00')).not.toBeNull();
  });

  it('judges races without a record of their own by the nearest flat record (1600m by the 1500m)', () => {
    const limit = WOMEN_1500 * (1600 / 1500) * 3;
    const over = Math.ceil(limit) + 1;
    const text = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}.00`;
    expect(warn('female-1600m', text(Math.floor(limit) - 1))).toBeNull();
    expect(warn('female-1600m', text(over))).not.toBeNull();
  });

  it('gives cross country more room (4 times the record)', () => {
    const limit = WOMEN_5000 * 4; // 56:00.84
    expect(warn('xc-5k', '55:00')).toBeNull();
    expect(limit).toBeLessThan(56 * 60 + 1);
    expect(warn('xc-5k', '56:01')).not.toBeNull();
  });

  it('warns about field marks beyond the world record or below a tenth of it', () => {
    expect(warn('male-long-jump', '9.00')).toBe('9.00 is farther than the world record in Long Jump (8.95m): is it a typo?');
    expect(warn('female-long-jump', '0.75')).toBe('0.75 is less than a tenth of the world record in Long Jump (7.52m): is it a typo?');
    expect(warn('female-long-jump', '0.76')).toBeNull();
    expect(warn('long-jump', '6.45')).toBeNull();
    expect(warn('high-jump', '2.46')).not.toBeNull();
  });

  it('never warns about non-marks or unknown events', () => {
    expect(markWarning('100m', { kind: 'non-mark', code: 'DNF' }, 'DNF')).toBeNull();
    expect(markWarning('nope', { kind: 'time', ms: 123400, timing: 'hand' }, '123.4')).toBeNull();
  });
});
