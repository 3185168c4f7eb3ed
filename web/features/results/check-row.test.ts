import { describe, expect, it } from 'vitest';
import { checkRow, checkRowOnce, rowIsValid } from './check-row';

const row = (mark: string, wind = '', place = '', heat = '', splits = '') => ({ mark, wind, place, heat, splits });

describe('checkRow', () => {
  it('parses a FAT time, a wind and a place', () => {
    const r = checkRow('male-100m', row('10.85', '+1.8', '1', '2'));
    expect(r).toMatchObject({ mark: { kind: 'time', ms: 10850, timing: 'fat' }, wind: 1.8, place: 1, heat: 2 });
    expect(rowIsValid(r)).toBe(true);
  });
  it('shows the engine message for a bad mark', () => {
    const r = checkRow('male-100m', row('1:60.00'));
    expect(r.errors.mark).toMatch(/60/);
    expect(checkRow('male-100m', row('5.2')).errors.mark).toMatch(/faster than humanly possible/);
  });
  it('ignores wind where the event has none, checks it where it has', () => {
    expect(checkRow('male-800m', row('1:58.23', 'nonsense')).errors.wind).toBeUndefined();
    expect(checkRow('male-long-jump', row('6.45', 'windy')).errors.wind).toMatch(/not a wind reading/);
  });
  it('refuses a place for a non-mark, and a place without a mark', () => {
    expect(checkRow('male-100m', row('DNF', '', '3')).errors.place).toBe('DNF gets no place');
    expect(checkRow('male-100m', row('', '', '3')).errors.mark).toBe('Enter the mark first');
    expect(checkRow('male-100m', row('10.9', '', '0')).errors.place).toMatch(/between 1/);
  });
  it('reads the splits of a race, bounded by its finish, with the engine message for a bad one', () => {
    const r = checkRow('female-800m', row('2:21.45', '', '1', '2', '33.1, 1:09.82, 1:46.0'));
    expect(r.splits.map((s) => s.ms)).toEqual([33100, 69820, 106000]);
    expect(rowIsValid(r)).toBe(true);
    expect(checkRow('female-800m', row('2:21.45', '', '', '', '33.1, 1:09.8, 1:05.0')).errors.splits).toMatch(
      /^Split 3 \(1:05.0\) must come after split 2/,
    );
    expect(checkRow('female-800m', row('2:21.45', '', '', '', '33.1, 1:9.8')).errors.splits).toMatch(
      /^Split 2: 1:9.8: write two digits after each colon/,
    );
    expect(checkRow('female-800m', row('2:21.45', '', '', '', '1:10.0, 2:30.0')).errors.splits).toBe(
      'Split 2 (2:30.0) comes after the finish (2:21.45)',
    );
    expect(checkRow('female-800m', row('', '', '', '', '33.1')).errors.mark).toBe('Enter the mark first');
    expect(checkRow('female-long-jump', row('5.40', '', '', '', '33.1')).errors.splits).toBe('Only races have splits');
  });
  it('an empty row is valid and holds no result', () => {
    const r = checkRow('male-100m', row(''));
    expect(r.mark).toBeNull();
    expect(rowIsValid(r)).toBe(true);
  });
});

describe('checkRowOnce', () => {
  it('parses a row once per event, setting and values, and answers what checkRow answers', () => {
    const first = checkRowOnce('male-100m', row('10.9', '+1.2', '2', '', '5.1, 10.9'), { handTimeConversion: true });
    expect(checkRowOnce('male-100m', row('10.9', '+1.2', '2', '', '5.1, 10.9'), { handTimeConversion: true })).toBe(first);
    expect(first).toEqual(checkRow('male-100m', row('10.9', '+1.2', '2', '', '5.1, 10.9'), { handTimeConversion: true }));
    // another value, event or setting is checked on its own
    expect(checkRowOnce('male-100m', row('10.9', '+1.2', '3', '', '5.1, 10.9'), { handTimeConversion: true })).not.toBe(first);
    expect(checkRowOnce('male-200m', row('10.9', '+1.2', '2', '', '5.1, 10.9'), { handTimeConversion: true })).not.toBe(first);
    expect(checkRowOnce('male-100m', row('10.9', '+1.2', '2', '', '5.1, 10.9'), { handTimeConversion: false })).not.toBe(first);
  });
});

describe('checkRow: a mark that looks like a typo', () => {
  it('warns about 123.4 in a 100m and holds the row back until the coach keeps it', () => {
    const r = checkRow('female-100m', row('123.4'));
    expect(r.mark).toEqual({ kind: 'time', ms: 123400, timing: 'hand' });
    expect(r.errors).toEqual({});
    expect(r.warning).toMatch(/123\.4 is more than 3 times the world-record time in 100m/);
    expect(rowIsValid(r)).toBe(false);
    const kept = checkRow('female-100m', row('123.4'), {}, [' 123.4 ']);
    expect(kept.warning).toBeNull();
    expect(rowIsValid(kept)).toBe(true);
  });

  it('says nothing about an ordinary mark, and a kept mark does not cover another one', () => {
    expect(checkRow('female-100m', row('12.34')).warning).toBeNull();
    expect(checkRow('female-100m', row('124.4'), {}, ['123.4', '2:03.4']).warning).not.toBeNull();
  });
});

describe('a series in the mark cell', () => {
  it('reads a long jump series: the mark is the wind-legal best with its wind', () => {
    const r = checkRow('female-long-jump', row('5.12/+1.2 X 5.30/+2.5 -'));
    expect(r.errors).toEqual({});
    expect(r.series?.kind).toBe('attempts');
    expect(r.mark).toEqual({ kind: 'length', mm: 5120 });
    expect(r.wind).toBe(1.2);
    expect(rowIsValid(r)).toBe(true);
  });

  it('reads a height card, and a mark alone stays a mark', () => {
    expect(checkRow('female-high-jump', row('1.50 O 1.55 XXO 1.60 XXX'))).toMatchObject({ mark: { mm: 1550 }, errors: {} });
    expect(checkRow('female-long-jump', row('5.12', '+1.0'))).toMatchObject({ series: null, mark: { mm: 5120 }, wind: 1, errors: {} });
  });

  it('refuses a wind or a place typed beside a series, and says what is wrong in one', () => {
    expect(checkRow('female-long-jump', row('5.12 X', '+1.0')).errors.wind).toMatch(/after each mark/);
    expect(checkRow('female-long-jump', row('5.12 X', '', '1')).errors.place).toMatch(/series places/);
    expect(checkRow('female-long-jump', row('5.12 X 5.1.2')).errors.mark).toMatch(/^Attempt 3/);
    expect(checkRow('female-high-jump', row('1.50 O 1.45 O')).errors.mark).toMatch(/only goes up/);
  });
});
