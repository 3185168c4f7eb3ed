import { describe, expect, it } from 'vitest';
import { formatComparableMark, formatLengthBoth, formatMark } from './format';
import { parseMark } from './mark';
import type { LengthMark, Mark, TimeMark } from './types';

const hand = (ms: number): TimeMark => ({ kind: 'time', ms, timing: 'hand' });
const fat = (ms: number): TimeMark => ({ kind: 'time', ms, timing: 'fat' });
const len = (mm: number, quarterInches?: number): LengthMark =>
  quarterInches === undefined ? { kind: 'length', mm } : { kind: 'length', mm, quarterInches };

describe('formatMark: times', () => {
  it.each([
    ['100m', fat(10850), '10.85'],
    ['100m', fat(9580), '9.58'],
    ['100m', fat(10851), '10.86'],
    ['100m', hand(10800), '10.8'],
    ['400m', fat(59990), '59.99'],
    ['400m', fat(60000), '1:00.00'],
    ['400m', hand(60000), '1:00.0'],
    ['400m', fat(61050), '1:01.05'],
    ['800m', fat(118230), '1:58.23'],
    ['1600m', hand(272100), '4:32.1'],
    ['1600m', fat(600000), '10:00.00'],
    ['3200m', hand(1005000), '16:45.0'],
    ['3200m', hand(3723400), '1:02:03.4'],
    ['3200m', fat(3723400), '1:02:03.40'],
    ['4x400m-relay', fat(205670), '3:25.67'],
    ['xc-5k', fat(1005000), '16:45'],
    ['xc-5k', hand(1005000), '16:45'],
    ['xc-5k', fat(1005200), '16:45.2'],
    ['xc-5k', fat(1005270), '16:45.27'],
    ['xc-5k', fat(1005271), '16:45.28'],
    ['xc-10k', fat(3724000), '1:02:04'],
    ['xc-10k', fat(3723400), '1:02:03.4'],
    ['xc-4k', fat(45000), '0:45'],
    ['male-100m', fat(10850), '10.85'],
  ])('%s %o -> %s', (event, mark, shown) => {
    expect(formatMark(event, mark)).toBe(shown);
  });
});

describe('formatMark: lengths', () => {
  it.each([
    ['long-jump', len(6450), 'metric', '6.45m'],
    ['long-jump', len(6459), 'metric', '6.45m'],
    ['long-jump', len(6450), 'imperial', '21-02.00'],
    ['long-jump', len(8950), 'imperial', '29-04.50'],
    ['long-jump', len(6350), 'imperial', '20-10.00'],
    ['long-jump', len(950), 'imperial', '3-01.50'],
    ['high-jump', len(1780), 'imperial', '5-10.00'],
    ['high-jump', len(1778), 'imperial', '5-09.75'],
    ['high-jump', len(1778, 280), 'imperial', '5-10.00'],
    ['high-jump', len(1778, 280), 'metric', '1.77m'],
    ['shot-put', len(12966, 2042), 'imperial', '42-06.50'],
    ['shot-put', len(12966, 2042), 'metric', '12.96m'],
    ['shot-put', len(12966), 'imperial', '42-06.25'],
    ['discus', len(45720), 'imperial', '150-00'],
    ['discus', len(45710), 'imperial', '149-11'],
    ['discus', len(36728, 5784), 'imperial', '120-06'],
    ['discus', len(36741, 5786), 'imperial', '120-06'],
    ['long-jump', len(6450), undefined, '6.45m'],
  ] as const)('%s %o in %s -> %s', (event, mark, units, shown) => {
    expect(formatMark(event, mark, units ? { units } : {})).toBe(shown);
  });

  it('shows both units, the team units first', () => {
    expect(formatLengthBoth('long-jump', len(6450), 'metric')).toBe('6.45m (21-02.00)');
    expect(formatLengthBoth('long-jump', len(6450), 'imperial')).toBe('21-02.00 (6.45m)');
    expect(formatLengthBoth('discus', len(45720))).toBe('45.72m (150-00)');
  });

  it('shows non-marks by their code', () => {
    const dnf: Mark = { kind: 'non-mark', code: 'DNF' };
    expect(formatMark('100m', dnf)).toBe('DNF');
    expect(formatComparableMark('100m', dnf)).toBe('DNF');
  });

  it('throws for an unknown event (a programming error, not user input)', () => {
    expect(() => formatMark('nope', fat(10850))).toThrow('Unknown event "nope"');
  });
});

describe('formatComparableMark: converted hand times carry a "c"', () => {
  it.each([
    ['100m', hand(10800), {}, '11.04c'],
    ['100m', hand(10800), { handTimeConversion: false }, '10.8'],
    ['100m', fat(10850), {}, '10.85'],
    ['400m', hand(48200), {}, '48.34c'],
    ['400m', hand(59900), {}, '1:00.04c'],
    ['4x100m-relay', hand(42000), {}, '42.14c'],
    ['110m-hurdles', hand(14000), {}, '14.24c'],
    ['indoor-55m-hurdles', hand(7500), {}, '7.74c'],
    ['800m', hand(118200), {}, '1:58.2'],
    ['long-jump', len(6450), { units: 'imperial' }, '21-02.00'],
  ] as const)('%s %o %o -> %s', (event, mark, options, shown) => {
    expect(formatComparableMark(event, mark, options)).toBe(shown);
  });
});

describe('parse then format shows the normalised mark', () => {
  it.each([
    ['100m', '10,841', '10.85'],
    ['100m', '10.81h', '10.9'],
    ['400m', '59.999', '1:00.00'],
    ['800m', '118.23', '1:58.23'],
    ['xc-5k', '16:45.2', '16:45.2'],
    ['xc-5k', '30:54.51', '30:54.51'],
    ['shot-put', `42' 6.5"`, '42-06.50'],
  ])('%s %j -> %s', (event, input, shown) => {
    const r = parseMark(event, input);
    expect(r.ok && formatMark(event, r.mark, { units: 'imperial' })).toBe(shown);
  });
});
