import { describe, expect, it } from 'vitest';
import { formatSeries, parseMarkOrSeries, parseSeries } from './parse-series';

const ok = (slug: string, text: string, units: 'metric' | 'imperial' = 'metric') => {
  const r = parseSeries(slug, text, { units });
  if (!r.ok) throw new Error(r.error);
  return r.mark;
};
const error = (slug: string, text: string) => {
  const r = parseSeries(slug, text);
  return r.ok ? null : r.error;
};

describe('a series typed in one cell', () => {
  it('reads marks, fouls, passes and the wind after a slash', () => {
    expect(ok('long-jump', '6.12/+1.2 X 6.30/+2.5 - 6.25 21-02.25/-0.4')).toEqual({
      kind: 'attempts',
      attempts: [
        { kind: 'mark', mm: 6120, wind: 1.2 },
        { kind: 'foul' },
        { kind: 'mark', mm: 6300, wind: 2.5 },
        { kind: 'pass' },
        { kind: 'mark', mm: 6250, wind: null },
        { kind: 'mark', mm: 6457, quarterInches: 1017, wind: -0.4 },
      ],
    });
    expect(ok('shot-put', '12.10 x F p 12.97')).toEqual({
      kind: 'attempts',
      attempts: [{ kind: 'mark', mm: 12100 }, { kind: 'foul' }, { kind: 'foul' }, { kind: 'pass' }, { kind: 'mark', mm: 12970 }],
    });
  });

  it('reads a height card', () => {
    expect(ok('high-jump', '1.50 O 1.55 xo 1.60:XX- 1.65 X')).toEqual({
      kind: 'heights',
      heights: [
        { mm: 1500, attempts: 'O' },
        { mm: 1550, attempts: 'XO' },
        { mm: 1600, attempts: 'XX-' },
        { mm: 1650, attempts: 'X' },
      ],
    });
  });

  it('explains what it refuses', () => {
    expect(error('long-jump', '6.12 X X X X X X')).toMatch(/at most 6/);
    expect(error('shot-put', '12.10/+1.0')).toMatch(/Shot Put has no wind/);
    expect(error('long-jump', '6.12 6.1.2')).toMatch(/^Attempt 2: /);
    expect(error('long-jump', '6.12/+12')).toMatch(/Attempt 1: .*±9.9/);
    expect(error('long-jump', '6.12 NM')).toMatch(/an attempt is a mark, X \(foul\) or - \(pass\)/);
    expect(error('long-jump', '60.12')).toMatch(/^Attempt 1: /); // beyond the world record's cap
    expect(error('high-jump', '1.50 O 1.45 O')).toMatch(/the bar only goes up/);
    expect(error('high-jump', '1.50 XXX 1.55 O')).toMatch(/three failures in a row/);
    expect(error('high-jump', '1.50 X- 1.55 XX- 1.60 O')).toMatch(/three failures in a row/);
    expect(error('high-jump', '1.50 OX')).toMatch(/not a height's attempts/);
    expect(error('high-jump', '1.50 XX 1.55 O')).toMatch(/after XX/);
    expect(error('high-jump', '1.50')).toMatch(/give the attempts/);
    expect(error('100m', '10.1 10.2')).toMatch(/keeps no series/);
  });

  it('writes back what it reads, in the team units', () => {
    for (const [slug, text] of [
      ['long-jump', '6.12/+1.2 X 6.30/+2.5 - 6.25'],
      ['high-jump', '1.50 O 1.55 XO 1.60 XX- 1.65 X'],
      ['discus', '45.10 X 47.02'],
    ] as const) {
      expect(formatSeries(slug, ok(slug, text))).toBe(text);
    }
    const imperial = ok('long-jump', '20-01.25/+1.0 X', 'imperial');
    expect(formatSeries('long-jump', imperial, 'imperial')).toBe('20-01.25/+1.0 X');
    expect(formatSeries('pole-vault', ok('pole-vault', '4.00 O 4.20 XXO'), 'imperial')).toBe('13-01.50 O 13-09.25 XXO');
  });
});

describe('one cell: a mark or a series', () => {
  it('a mark stays a mark; several attempts are a series with its mark', () => {
    expect(parseMarkOrSeries('long-jump', '6.45')).toEqual({
      ok: true,
      mark: { mark: { kind: 'length', mm: 6450 }, wind: null, series: null },
    });
    expect(parseMarkOrSeries('long-jump', 'DNS')).toMatchObject({
      ok: true,
      mark: { mark: { kind: 'non-mark', code: 'DNS' }, series: null },
    });
    const r = parseMarkOrSeries('long-jump', '6.12/+1.2 X 6.30/+2.5');
    expect(r).toMatchObject({ ok: true, mark: { mark: { kind: 'length', mm: 6120 }, wind: 1.2, series: { kind: 'attempts' } } });
    expect(parseMarkOrSeries('long-jump', 'X')).toMatchObject({ ok: true, mark: { mark: { kind: 'non-mark', code: 'FOUL' } } });
  });

  it('answers the reason that fits what was typed', () => {
    expect(parseMarkOrSeries('long-jump', '6.12 X 6.1.2')).toMatchObject({ ok: false, error: expect.stringMatching(/^Attempt 3/) });
    expect(parseMarkOrSeries('long-jump', 'abc')).toMatchObject({ ok: false, error: expect.stringMatching(/not a length/) });
    expect(parseMarkOrSeries('100m', '10.1 10.2')).toMatchObject({ ok: false });
  });
});
