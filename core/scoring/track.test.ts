import { describe, expect, it } from 'vitest';
import { placeFinishers, type Finisher } from './finish-order';
import { DEFAULT_SCORING_TABLES, readTableText, tableText } from './tables';
import { scoreTrackEvent, scoreTrackMeet } from './track';

let n = 0;
const f = (team: string, sortValue: number | null, extra: Partial<Finisher> = {}): Finisher => ({
  id: String(++n),
  name: `${team} ${n}`,
  team,
  place: null,
  sortValue,
  ...extra,
});

/**
 * Independent computation: every finisher's points straight from the definition — count the
 * finishers ahead (strictly better) and the ones tied, then average the points of those places.
 */
const expectedPoints = (finishers: Finisher[], table: number[]): Map<string, number> => {
  const marked = finishers.filter((x) => x.sortValue !== null && x.team !== '');
  const out = new Map<string, number>();
  for (const x of marked) {
    const ahead = marked.filter((y) => y.sortValue! < x.sortValue!).length;
    const tied = marked.filter((y) => y.sortValue === x.sortValue).length;
    let sum = 0;
    for (let p = ahead; p < ahead + tied; p++) sum += table[p] ?? 0;
    out.set(x.id, sum / tied);
  }
  return out;
};

describe('track event points', () => {
  it('dual 5-3-1: a sweep takes 9, later places take nothing', () => {
    const field = [f('A', 1200), f('A', 1210), f('A', 1220), f('B', 1230), f('B', null)];
    const scored = scoreTrackEvent(field, DEFAULT_SCORING_TABLES.dual.individual, false);
    expect(scored.map((s) => s.points)).toEqual([5, 3, 1, 0]);
    expect(scoreTrackMeet([{ id: 'e', relay: false, finishers: field }], DEFAULT_SCORING_TABLES.dual)).toEqual([
      { team: 'A', points: 9, place: 1 },
      { team: 'B', points: 0, place: 2 },
    ]);
  });

  it('ties share the points of the places they tie for, split equally (against the definition)', () => {
    const field = [f('A', 50), f('B', 50), f('C', 60), f('A', 70), f('B', 70), f('C', 70), f('D', 90), f('', 10)];
    for (const table of [DEFAULT_SCORING_TABLES.dual.individual, DEFAULT_SCORING_TABLES.invitational.individual]) {
      const scored = scoreTrackEvent(field, table, false);
      const want = expectedPoints(field, table);
      for (const s of scored) expect(s.points).toBeCloseTo(want.get(s.finisher.id)!, 3);
      expect(scored).toHaveLength(want.size);
    }
    const dual = scoreTrackEvent(field, [5, 3, 1], false);
    // 1st and 2nd tied: (5 + 3) / 2 = 4 each; the finisher without a team takes no place
    expect(dual.slice(0, 2).map((s) => s.points)).toEqual([4, 4]);
    expect(dual[2]!.points).toBe(1);
  });

  it('relays: 5-0, and only a team’s first relay scores; the places close up behind it', () => {
    const field = [f('A', 4500, { relay: true }), f('A', 4600, { relay: true }), f('B', 4700, { relay: true })];
    const dual = scoreTrackEvent(field, DEFAULT_SCORING_TABLES.dual.relay, true);
    expect(dual.map((s) => [s.finisher.team, s.place, s.points])).toEqual([
      ['A', 1, 5],
      ['B', 2, 0],
    ]);
    const inv = scoreTrackEvent(field, DEFAULT_SCORING_TABLES.invitational.relay, true);
    expect(inv.map((s) => s.points)).toEqual([10, 8]);
  });

  it('recorded places rule when every finisher has one (a field event’s countback is in the place)', () => {
    const field = [f('A', -6000, { place: 2 }), f('B', -6000, { place: 1 }), f('C', -5000, { place: 3 })];
    expect(placeFinishers(field).map((p) => [p.finisher.team, p.place])).toEqual([
      ['B', 1],
      ['A', 2],
      ['C', 3],
    ]);
    // one without a place: the marks decide, and equal marks tie
    const mixed = [...field, f('D', -4000)];
    expect(placeFinishers(mixed).map((p) => p.place)).toEqual([1, 1, 3, 4]);
  });

  it('meet totals over events with equal totals sharing a place', () => {
    const events = [
      { id: '1', relay: false, finishers: [f('A', 1), f('B', 2), f('C', 3)] },
      { id: '2', relay: false, finishers: [f('B', 1), f('A', 2), f('C', 3)] },
      { id: '3', relay: true, finishers: [f('C', 1, { relay: true }), f('A', 2, { relay: true })] },
    ];
    // independent sums: A 5+3+0, B 3+5, C 1+1+5
    expect(scoreTrackMeet(events, DEFAULT_SCORING_TABLES.dual)).toEqual([
      { team: 'A', points: 8, place: 1 },
      { team: 'B', points: 8, place: 1 },
      { team: 'C', points: 7, place: 3 },
    ]);
    // a custom table: A 6+4+4, B 4+6, C 3+3+6
    expect(scoreTrackMeet(events, { individual: [6, 4, 3, 2, 1], relay: [6, 4, 2] })).toEqual([
      { team: 'A', points: 14, place: 1 },
      { team: 'C', points: 12, place: 2 },
      { team: 'B', points: 10, place: 3 },
    ]);
  });

  it('a three-way tie splits 9 points into exact thirds', () => {
    const scored = scoreTrackEvent([f('A', 5), f('B', 5), f('C', 5)], [5, 3, 1], false);
    expect(scored.map((s) => s.points)).toEqual([3, 3, 3]);
    const four = scoreTrackEvent([f('A', 4), f('B', 5), f('C', 5), f('D', 5)], [5, 3, 1], false);
    expect(four.map((s) => s.points)).toEqual([5, 1.333, 1.333, 1.333]);
  });

  it('reads and writes points tables', () => {
    expect(readTableText('10-8-6-5-4-3-2-1')).toEqual([10, 8, 6, 5, 4, 3, 2, 1]);
    expect(readTableText('6, 4, 2')).toEqual([6, 4, 2]);
    expect(readTableText('5 x')).toBeNull();
    expect(readTableText('')).toBeNull();
    expect(tableText([5, 3, 1])).toBe('5-3-1');
  });
});
