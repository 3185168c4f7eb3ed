import { describe, expect, it } from 'vitest';
import { parseMark } from './mark';
import { NON_MARK_LABELS, nonMarkCode } from './non-marks';
import { NON_MARK_CODES } from './types';

describe('non-marks', () => {
  it.each([
    ['100m', 'DNF', 'DNF'],
    ['100m', 'dnf', 'DNF'],
    ['100m', ' Dns ', 'DNS'],
    ['4x400m-relay', 'dq', 'DQ'],
    ['xc-5k', 'DNF', 'DNF'],
    ['100m', 'scr', 'SCR'],
    ['long-jump', 'foul', 'FOUL'],
    ['long-jump', 'NM', 'NM'],
    ['shot-put', 'Foul', 'FOUL'],
    ['shot-put', 'SCR', 'SCR'],
    ['high-jump', 'nh', 'NH'],
    ['pole-vault', 'NH', 'NH'],
    ['pole-vault', 'NM', 'NM'],
    ['discus', 'DQ', 'DQ'],
    // FS (false start), as timing systems and TFRRS write it, is a disqualification
    ['110m-hurdles', 'FS', 'DQ'],
    ['4x100m-relay', 'fs', 'DQ'],
  ])('%s %j is %s', (event, input, code) => {
    expect(parseMark(event, input)).toEqual({ ok: true, mark: { kind: 'non-mark', code } });
  });

  it.each([
    ['long-jump', 'DNF', 'DNF does not apply to Long Jump'],
    ['long-jump', 'nh', 'NH does not apply to Long Jump'],
    ['100m', 'FOUL', 'FOUL does not apply to 100m'],
    ['100m', 'NM', 'NM does not apply to 100m'],
    ['high-jump', 'DNF', 'DNF does not apply to High Jump'],
    ['long-jump', 'FS', 'FS (false start) does not apply to Long Jump'],
  ])('%s %j is refused', (event, input, message) => {
    expect(parseMark(event, input)).toEqual({ ok: false, error: message });
  });

  it('recognises every code and only those', () => {
    for (const code of NON_MARK_CODES) {
      expect(nonMarkCode(code.toLowerCase())).toBe(code);
      expect(NON_MARK_LABELS[code]).not.toBe('');
    }
    expect(nonMarkCode('DN')).toBeNull();
    expect(nonMarkCode('DNFX')).toBeNull();
    expect(nonMarkCode('')).toBeNull();
  });
});
