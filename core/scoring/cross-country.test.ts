import { describe, expect, it } from 'vitest';
import type { Finisher } from './finish-order';
import { scoreCrossCountry } from './cross-country';

/** A race from a list of team names in finish order (each runner 1 s behind the last). */
const race = (order: string[]): Finisher[] =>
  order.map((team, i) => ({ id: String(i), name: `${team}${i}`, team, place: null, sortValue: 1000 + i }));

/**
 * Independent computation, step by step as a meet referee does it on paper: drop teams under five,
 * drop runners past seven, number the rest, add up five, compare sixth runners.
 */
const byHand = (order: string[]) => {
  const count: Record<string, number> = {};
  for (const t of order) count[t] = (count[t] ?? 0) + 1;
  const kept: string[] = [];
  const seen: Record<string, number> = {};
  for (const t of order) {
    if (count[t]! < 5) continue;
    seen[t] = (seen[t] ?? 0) + 1;
    if (seen[t]! <= 7) kept.push(t);
  }
  const places: Record<string, number[]> = {};
  kept.forEach((t, i) => (places[t] ??= []).push(i + 1));
  return Object.entries(places)
    .map(([team, p]) => ({ team, score: p.slice(0, 5).reduce((a, b) => a + b, 0), sixth: p[5] ?? Infinity }))
    .sort((a, b) => a.score - b.score || a.sixth - b.sixth);
};

const teamPlacesByHand = (order: string[], team: string): number[] => {
  const count = (t: string) => order.filter((x) => x === t).length;
  const kept: string[] = [];
  for (const t of order) if (count(t) >= 5 && kept.filter((x) => x === t).length < 7) kept.push(t);
  return kept.flatMap((t, i) => (t === team ? [i + 1] : []));
};

describe('cross-country team scores', () => {
  it('first five score, sixth and seventh displace, an incomplete team is removed before places are counted again', () => {
    // C has four finishers: removed. A has eight: the eighth neither scores nor displaces.
    const order = 'A B C A B A C B A B A C B A A A B C B'.split(' ');
    const teams = scoreCrossCountry(race(order));
    const want = byHand(order);
    expect(teams.filter((t) => t.complete).map((t) => [t.team, t.score])).toEqual(want.map((w) => [w.team, w.score]));
    const a = teams.find((t) => t.team === 'A')!;
    expect(a.scorers.map((r) => r.teamPlace)).toEqual(teamPlacesByHand(order, 'A').slice(0, 5));
    expect(a.scorers.map((r) => r.overallPlace)).toEqual([1, 4, 6, 9, 11]);
    expect(a.displacers.map((r) => r.teamPlace)).toEqual(teamPlacesByHand(order, 'A').slice(5, 7));
    expect(a.others.map((r) => r.teamPlace)).toEqual([null]);
    const c = teams.find((t) => t.team === 'C')!;
    expect(c).toMatchObject({ complete: false, score: null, place: null, scorers: [] });
    expect(c.others).toHaveLength(4);
    expect(teams.at(-1)!.team).toBe('C');
  });

  it('a tie on score goes to the better sixth runner', () => {
    const order = 'BBAAABABAABBB'.split('');
    const want = byHand(order);
    expect(want[0]!.score).toBe(want[1]!.score);
    const teams = scoreCrossCountry(race(order));
    expect(teams.map((t) => [t.team, t.score, t.place])).toEqual([
      [want[0]!.team, want[0]!.score, 1],
      [want[1]!.team, want[1]!.score, 2],
    ]);
    expect(teams[0]!.team).toBe('A');
    expect(teams[0]!.displacers[0]!.teamPlace).toBeLessThan(teams[1]!.displacers[0]!.teamPlace!);
  });

  it('a team with no sixth runner loses the tie; two without one share the place', () => {
    const order = 'ABABBAABBBA'.split('');
    const want = byHand(order);
    expect(want[0]!.score).toBe(want[1]!.score);
    const teams = scoreCrossCountry(race(order));
    expect(teams.map((t) => [t.team, t.score, t.place])).toEqual([
      ['B', want[0]!.score, 1],
      ['A', want[0]!.score, 2],
    ]);
    expect(teams[1]!.displacers).toEqual([]);

    const three = 'AACCBBBCCBAAABC'.split('');
    const hand = byHand(three).sort((a, b) => a.score - b.score);
    const scored = scoreCrossCountry(race(three));
    expect(scored.map((t) => [t.score, t.place])).toEqual([
      [hand[0]!.score, 1],
      [hand[1]!.score, 1],
      [hand[2]!.score, 3],
    ]);
    expect(hand[0]!.score).toBe(hand[1]!.score);
  });

  it('non-marks and runners without a team are out before places are counted', () => {
    const finishers = race('A A A A A B B B B B'.split(' '));
    finishers.splice(1, 0, { id: 'x', name: 'Unattached', team: '', place: null, sortValue: 1000.5 });
    finishers.push({ id: 'dnf', name: 'DNF', team: 'A', place: null, sortValue: null });
    const teams = scoreCrossCountry(finishers);
    expect(teams.map((t) => [t.team, t.score])).toEqual([
      ['A', 15],
      ['B', 40],
    ]);
    expect(teams[0]!.scorers[1]!.overallPlace).toBe(2);
  });
});
