import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bestsNow,
  bestsWhenRun,
  flagsWhenRun,
  personalGroup,
  qualifierGroup,
  reachedWhenRun,
  seasonGroup,
  type RunResult,
} from './when-run';

/** The rule written out directly: compare each result with every other one, no grouping, no sorting. */
const ROUND_ORDER = ['time-trial', 'prelim', 'heats', 'semi', 'final'];
const rank = (round: string) => (ROUND_ORDER.includes(round) ? ROUND_ORDER.indexOf(round) : ROUND_ORDER.indexOf('final'));
const ranBy = (o: RunResult, r: RunResult): boolean =>
  o.date < r.date ||
  (o.date === r.date &&
    (rank(o.round) < rank(r.round) || (rank(o.round) === rank(r.round) && o.row.createdAt.getTime() <= r.row.createdAt.getTime())));
const value = (r: RunResult, conversion: boolean) => (conversion ? r.row.sortValue : r.row.sortValueRaw);
const counts = (r: RunResult, conversion: boolean) => r.row.legal && r.row.athleteId !== null && value(r, conversion) !== null;
const sameEvent = (a: RunResult, b: RunResult) =>
  a.row.athleteId === b.row.athleteId && a.row.eventType === b.row.eventType && a.row.indoor === b.row.indoor;
const sameSeason = (a: RunResult, b: RunResult) => sameEvent(a, b) && a.season === b.season && a.seasonYear === b.seasonYear;
const earlierOthers = (all: RunResult[], r: RunResult, conversion: boolean, same: (a: RunResult, b: RunResult) => boolean) =>
  all.filter((o) => o !== r && counts(o, conversion) && same(o, r) && ranBy(o, r));
const beatsAll = (all: RunResult[], r: RunResult, conversion: boolean, same: (a: RunResult, b: RunResult) => boolean) =>
  counts(r, conversion) && earlierOthers(all, r, conversion, same).every((o) => value(r, conversion)! < value(o, conversion)!);

const resultArb = fc.record({
  athleteId: fc.constantFrom('a', 'b', null),
  eventType: fc.constantFrom('female-100m', 'female-200m'),
  indoor: fc.boolean(),
  legal: fc.boolean(),
  sortValue: fc.option(fc.integer({ min: 0, max: 6 }), { freq: 6 }),
  sortValueRaw: fc.option(fc.integer({ min: 0, max: 6 }), { freq: 6 }),
  date: fc.constantFrom('2025-04-01', '2025-04-08', '2026-01-10'),
  round: fc.constantFrom('time-trial', 'prelim', 'heats', 'semi', 'final', 'consolation'),
  createdAt: fc.integer({ min: 0, max: 3 }),
  season: fc.constantFrom('indoor', 'outdoor'),
  seasonYear: fc.constantFrom(2025, 2026),
});

const listArb = fc.array(resultArb, { maxLength: 30 }).map((list) =>
  list.map((r, i): RunResult => ({
    row: {
      id: `r${i}`,
      athleteId: r.athleteId,
      eventType: r.eventType,
      indoor: r.indoor,
      legal: r.legal,
      sortValue: r.sortValue,
      sortValueRaw: r.sortValueRaw,
      createdAt: new Date(r.createdAt * 1000),
    },
    date: r.date,
    round: r.round,
    season: r.season,
    seasonYear: r.seasonYear,
  })),
);

describe('the "best when run" rule', () => {
  it('names the standards a result was the first of its season to meet, as a direct comparison with every earlier mark does', () => {
    fc.assert(
      fc.property(listArb, fc.boolean(), fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 3 }), (list, conversion, thresholds) => {
        const reached = reachedWhenRun(list, seasonGroup, conversion, () => thresholds.map((threshold, i) => ({ threshold, item: i })));
        for (const r of list) {
          // met now, and no other mark of the season run by then met it
          const expected = counts(r, conversion)
            ? thresholds.flatMap((t, i) =>
                value(r, conversion)! <= t && earlierOthers(list, r, conversion, sameSeason).every((o) => value(o, conversion)! > t)
                  ? [i]
                  : [],
              )
            : [];
          expect(reached.get(r.row.id) ?? []).toEqual(expected);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("names the standards a relay was the team's first of its season to meet (an athlete's mark: their own season)", () => {
    // a relay (no athlete) is compared with the team's relays of its event, environment and season
    const sameQualifierGroup = (a: RunResult, b: RunResult) =>
      (a.row.athleteId === null) === (b.row.athleteId === null) &&
      a.row.athleteId === b.row.athleteId &&
      a.row.eventType === b.row.eventType &&
      a.row.indoor === b.row.indoor &&
      a.season === b.season &&
      a.seasonYear === b.seasonYear;
    const countsAny = (r: RunResult, conversion: boolean) => r.row.legal && value(r, conversion) !== null;
    fc.assert(
      fc.property(listArb, fc.boolean(), fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 3 }), (list, conversion, thresholds) => {
        const reached = reachedWhenRun(list, qualifierGroup, conversion, () => thresholds.map((threshold, i) => ({ threshold, item: i })));
        for (const r of list) {
          const before = list.filter((o) => o !== r && countsAny(o, conversion) && sameQualifierGroup(o, r) && ranBy(o, r));
          const expected = countsAny(r, conversion)
            ? thresholds.flatMap((t, i) => (value(r, conversion)! <= t && before.every((o) => value(o, conversion)! > t) ? [i] : []))
            : [];
          expect(reached.get(r.row.id) ?? []).toEqual(expected);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('flags PRs and season bests as a direct comparison with every earlier mark does', () => {
    fc.assert(
      fc.property(listArb, fc.boolean(), (list, conversion) => {
        const flags = flagsWhenRun(list, conversion);
        for (const r of list) {
          expect(flags.get(r.row.id)).toEqual({
            isPR: beatsAll(list, r, conversion, sameEvent),
            isSeasonBest: beatsAll(list, r, conversion, sameSeason),
          });
        }
      }),
      { numRuns: 300 },
    );
  });

  it('names the best earlier mark each result had to beat', () => {
    fc.assert(
      fc.property(listArb, fc.boolean(), (list, conversion) => {
        const found = bestsWhenRun(list, personalGroup, conversion);
        for (const r of list) {
          if (!counts(r, conversion)) {
            expect(found.has(r.row.id)).toBe(false);
            continue;
          }
          const earlier = earlierOthers(list, r, conversion, sameEvent).map((o) => value(o, conversion)!);
          const previous = found.get(r.row.id)!.previous;
          expect(previous === null ? null : value(previous, conversion)).toBe(earlier.length === 0 ? null : Math.min(...earlier));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('keeps one best per athlete, event and environment today, the earliest run of equal marks', () => {
    fc.assert(
      fc.property(listArb, fc.boolean(), (list, conversion) => {
        const bests = bestsNow(list, personalGroup, conversion);
        const eligible = list.filter((r) => counts(r, conversion));
        const groups = new Set(eligible.map((r) => `${r.row.athleteId}|${r.row.eventType}|${r.row.indoor}`));
        expect(bests).toHaveLength(groups.size);
        for (const b of bests) {
          const group = eligible.filter((o) => sameEvent(o, b));
          expect(value(b, conversion)).toBe(Math.min(...group.map((o) => value(o, conversion)!)));
          expect(group.some((o) => value(o, conversion) === value(b, conversion) && ranBy(o, b) && !ranBy(b, o))).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("never flags a relay: the mark is the team's", () => {
    const relay = (id: string, v: number, date: string): RunResult => ({
      row: {
        id,
        athleteId: null,
        eventType: 'female-4x100m-relay',
        indoor: false,
        legal: true,
        sortValue: v,
        sortValueRaw: v,
        createdAt: new Date(0),
      },
      date,
      round: 'final',
      season: 'outdoor',
      seasonYear: 2025,
    });
    const flags = flagsWhenRun([relay('x', 50_100, '2025-05-01'), relay('y', 49_000, '2025-05-08')], true);
    expect([...flags.values()]).toEqual([
      { isPR: false, isSeasonBest: false },
      { isPR: false, isSeasonBest: false },
    ]);
  });
});
