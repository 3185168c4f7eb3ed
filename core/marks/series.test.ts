import { describe, expect, it } from 'vitest';
import { placeSeries, seriesOutcome } from './field-result';
import { parseSeries } from './parse-series';
import { compareAttemptSeries, finalists, placeAttemptSeries, seriesResult, type Attempt, type Series } from './series';

const m = (mm: number, wind?: number | null): Attempt => (wind === undefined ? { kind: 'mark', mm } : { kind: 'mark', mm, wind });
const X: Attempt = { kind: 'foul' };
const P: Attempt = { kind: 'pass' };

/** Independent: each series as a text key (valid marks best first, six digits each, missing ones as zeros), compared as strings. */
const keyOf = (s: readonly Attempt[]): string =>
  s
    .flatMap((a) => (a.kind === 'mark' ? [a.mm] : []))
    .sort((a, b) => b - a)
    .concat(Array<number>(6).fill(0))
    .slice(0, 6)
    .map((mm) => String(mm).padStart(6, '0'))
    .join('');
const independentPlaces = (all: Attempt[][]): (number | null)[] =>
  all.map((s) => (s.some((a) => a.kind === 'mark') ? 1 + all.filter((o) => keyOf(o) > keyOf(s)).length : null));

describe('horizontal series (rule 25)', () => {
  it('the best valid mark is the result; fouls and passes are no marks', () => {
    const r = seriesResult('shot-put', [m(12100), X, m(12970), P, m(12500)]);
    expect(r).toEqual({ mark: { kind: 'length', mm: 12970 }, wind: null, windAidedBest: null });
    expect(seriesResult('shot-put', [X, P, X]).mark).toEqual({ kind: 'non-mark', code: 'FOUL' });
    expect(seriesResult('shot-put', [P, P]).mark).toEqual({ kind: 'non-mark', code: 'NM' });
  });

  it('keeps the wind-legal best for records and the wind-aided best that places', () => {
    const r = seriesResult('long-jump', [m(6120, 1.2), X, m(6300, 2.5), P, m(6250, 2.0)]);
    // +2.0 is legal, +2.5 is not
    expect(r.mark).toEqual({ kind: 'length', mm: 6250 });
    expect(r.wind).toBe(2);
    expect(r.windAidedBest).toEqual({ mark: { kind: 'length', mm: 6300 }, wind: 2.5 });
    // only wind-aided marks: the best stands (a wind-aided result); no legal one to keep apart
    expect(seriesResult('long-jump', [m(6300, 2.5), m(6100, 3.1)])).toEqual({
      mark: { kind: 'length', mm: 6300 },
      wind: 2.5,
      windAidedBest: null,
    });
    // a legal best: nothing aside
    expect(seriesResult('long-jump', [m(6300, 1.9), m(6400, null)]).windAidedBest).toBeNull();
  });

  it('breaks a tie by the second-best mark, then the third', () => {
    const a = [m(6300), m(6100), X];
    const b = [m(6300), m(6200), X];
    const c = [m(6300), m(6200), m(5000)];
    expect(compareAttemptSeries(b, a)).toBeLessThan(0);
    expect(compareAttemptSeries(c, b)).toBeLessThan(0);
    expect(compareAttemptSeries([m(6300), P], [X, m(6300)])).toBe(0);
    expect(placeAttemptSeries([a, b, c, [X, X, X]])).toEqual([3, 2, 1, null]);
  });

  it('places as an independent key comparison does, over many random series', () => {
    let seed = 7;
    const rnd = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    for (let round = 0; round < 200; round++) {
      const all = Array.from({ length: 2 + rnd(10) }, () =>
        Array.from({ length: 1 + rnd(6) }, (): Attempt => {
          const r = rnd(10);
          return r === 0 ? X : r === 1 ? P : m(6000 + rnd(5) * 10);
        }),
      );
      expect(placeAttemptSeries(all)).toEqual(independentPlaces(all));
    }
  });

  it('sends the best eight after three rounds to the final, ties for eighth all through', () => {
    const field = [7000, 6900, 6800, 6700, 6600, 6500, 6400, 6300, 6300, 6200].map((mm) => [m(mm), X, X, m(9000)]);
    // the fourth attempt (9.00) plays no part; two tie for eighth: both go through, the tenth does not
    expect(finalists(field)).toEqual([true, true, true, true, true, true, true, true, true, false]);
    // the tie for eighth broken by the second-best mark of the first three rounds
    field[8] = [m(6300), m(6000), X];
    expect(finalists(field)[7]).toBe(false);
    expect(finalists(field)[8]).toBe(true);
    // no valid mark in three rounds: not through; eight or fewer: all of them
    expect(finalists([...field.slice(0, 9), [X, X, X]])[9]).toBe(false);
    expect(finalists([[X, X, X], [m(5000)]])).toEqual([true, true]);
  });
});

describe('height cards (rule 26)', () => {
  const card = (text: string): Series => {
    const parsed = parseSeries('high-jump', text);
    if (!parsed.ok) throw new Error(parsed.error);
    return parsed.mark;
  };

  /**
   * The rulebook's countback example (WA Technical Rules 26.8, note): A, B, C, D and E all clear
   * 1.88. E failed twice at 1.88 (the others once): fifth. D failed three times up to 1.88 (the
   * others twice): fourth. A, B and C are still tied: a jump-off would decide first place; without
   * one they share it. A's X at 1.91 and XX at 1.94 are three failures in a row: eliminated.
   */
  const rulebook = {
    A: '1.75 O 1.80 XO 1.84 O 1.88 XO 1.91 X- 1.94 XX',
    B: '1.75 - 1.80 XO 1.84 - 1.88 XO 1.91 - 1.94 - 1.97 XXX',
    C: '1.75 - 1.80 O 1.84 XO 1.88 XO 1.91 - 1.94 - 1.97 XXX',
    D: '1.75 - 1.80 XO 1.84 XO 1.88 XO 1.91 - 1.94 - 1.97 XXX',
    E: '1.75 - 1.80 - 1.84 XO 1.88 XXO 1.91 - 1.94 XX- 1.97 X',
  };

  it('places the rulebook example by countback', () => {
    const cards = Object.values(rulebook).map(card);
    expect(placeSeries(cards)).toEqual([1, 1, 1, 4, 5]);
    expect(seriesOutcome('high-jump', cards[0]!).mark).toEqual({ kind: 'length', mm: 1880 });
  });

  /** Independent: from the typed text, the best height cleared, failures there and failures up to it, compared as a tuple. */
  const tuple = (text: string): [number, number, number] | null => {
    const words = text.split(' ');
    let best: [number, number, number] | null = null;
    let misses = 0;
    for (let i = 0; i < words.length; i += 2) {
      const tries = words[i + 1]!;
      misses += tries.split('').filter((c) => c === 'X').length;
      if (tries.includes('O')) best = [Math.round(Number(words[i]) * 1000), tries.indexOf('O'), misses];
    }
    return best;
  };
  const better = (p: [number, number, number], q: [number, number, number]) =>
    p[0] > q[0] || (p[0] === q[0] && (p[1] < q[1] || (p[1] === q[1] && p[2] < q[2])));

  it('places random cards as an independent tuple comparison does', () => {
    let seed = 11;
    const rnd = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    const TRIES = ['O', 'XO', 'XXO', '-', 'X-', 'XX-'];
    for (let round = 0; round < 200; round++) {
      const texts = Array.from({ length: 2 + rnd(8) }, () => {
        const words: string[] = [];
        let consecutive = 0;
        for (let h = 0; h < 6 && consecutive < 3; h++) {
          const tries = rnd(5) === 0 ? 'XXX' : TRIES[rnd(TRIES.length)]!;
          for (const c of tries) consecutive = c === 'O' ? 0 : c === 'X' ? consecutive + 1 : consecutive;
          words.push((1.5 + h * 0.05).toFixed(2), consecutive >= 3 ? tries.replace(/-$/, '').padEnd(tries.length, 'X').slice(0, 3) : tries);
        }
        return words.join(' ');
      });
      const tuples = texts.map(tuple);
      const expected = tuples.map((t) => (t === null ? null : 1 + tuples.filter((o) => o !== null && better(o, t)).length));
      expect(placeSeries(texts.map(card))).toEqual(expected);
    }
  });

  it('a card without a clearance is no height', () => {
    expect(seriesOutcome('high-jump', card('1.50 XXX')).mark).toEqual({ kind: 'non-mark', code: 'NH' });
    expect(placeSeries([card('1.50 XXX'), card('1.50 XO')])).toEqual([null, 1]);
  });
});
