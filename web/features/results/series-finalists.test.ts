import { describe, expect, it } from 'vitest';
import type { Entry } from '@core/api/meets';
import type { Result } from '@core/api/results';
import { finalistsByEntry } from './series-finalists';

const entry = (id: string, result: Partial<Result> | null): Entry => ({ id, result: result as Result | null }) as Entry;
const attempts = (...mm: number[]): Partial<Result> => ({
  mark: { kind: 'length', mm: Math.max(...mm) },
  wind: null,
  windAidedBest: null,
  series: { kind: 'attempts', attempts: mm.map((m) => ({ kind: 'mark' as const, mm: m })) },
});

describe('who goes through to the final', () => {
  it('the best eight of more than eight after three rounds; a mark alone counts as one attempt', () => {
    const entries = [7000, 6900, 6800, 6700, 6600, 6500, 6400].map((mm, i) => entry(`e${i}`, attempts(mm, 5000, 5000, 9000)));
    entries.push(entry('single', { mark: { kind: 'length', mm: 6300 }, wind: null, windAidedBest: null, series: null }));
    entries.push(entry('last', attempts(6200)));
    entries.push(entry('none', null));
    const through = finalistsByEntry('female-long-jump', entries);
    // independent: the eight best by their best of three (9.00 came in round 4); no result, no say
    expect([...through.entries()].filter(([, v]) => v).map(([k]) => k)).toEqual(['e0', 'e1', 'e2', 'e3', 'e4', 'e5', 'e6', 'single']);
    expect(through.get('last')).toBe(false);
    expect(through.has('none')).toBe(false);
  });

  it('says nothing with eight or fewer, without a series, or in a vertical jump', () => {
    expect(finalistsByEntry('female-long-jump', [entry('a', attempts(6000))]).size).toBe(0);
    const singles = Array.from({ length: 10 }, (_, i) =>
      entry(`s${i}`, { mark: { kind: 'length', mm: 6000 + i }, wind: null, series: null }),
    );
    expect(finalistsByEntry('female-long-jump', singles).size).toBe(0);
    expect(finalistsByEntry('female-high-jump', singles).size).toBe(0);
  });
});
