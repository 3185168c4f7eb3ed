/**
 * The standings of a combined event: each athlete's points per discipline, the running total after
 * each discipline, the total, and places. An athlete who did not start a discipline (DNS, or
 * scratched) has abandoned the competition (World Athletics rule 39.10): no total, no place. Places
 * go by the total so far; a tie is broken as rule 39.12 says: first the athlete who scored more
 * points than the other in more disciplines, then the highest points in any one discipline (then the
 * second highest, and so on); what remains tied shares the place.
 */
import type { Mark } from '../marks/types';
import { placesBy } from '../ranking';
import type { CombinedEvent } from '../sport-events/combined-events';
import { combinedPoints } from './points';

interface CombinedAthleteMarks<K> {
  /** whoever the caller keys athletes by (an entry id) */
  key: K;
  /** the mark of each discipline, by position in the combined event (null or absent: not yet entered) */
  marks: readonly (Mark | null | undefined)[];
}

export interface CombinedStanding<K> {
  key: K;
  /** points of each discipline, null where no mark was entered */
  points: (number | null)[];
  /** the total after each discipline, null where no mark was entered */
  runningTotals: (number | null)[];
  /** the total of the disciplines entered so far */
  total: number;
  /** every discipline has a mark and none was a non-start */
  complete: boolean;
  /** a discipline not started (DNS, SCR): out of the competition */
  abandoned: boolean;
  /** by the total so far; null when abandoned or with no mark yet */
  place: number | null;
}

const notStarted = (mark: Mark | null | undefined): boolean => mark?.kind === 'non-mark' && (mark.code === 'DNS' || mark.code === 'SCR');

/** Negative when a ranks above b (rule 39.12 after the totals). */
const compareTied = (a: readonly (number | null)[], b: readonly (number | null)[]): number => {
  let aWins = 0;
  let bWins = 0;
  a.forEach((p, i) => {
    const q = b[i] ?? 0;
    if ((p ?? 0) > q) aWins += 1;
    else if ((p ?? 0) < q) bWins += 1;
  });
  if (aWins !== bWins) return bWins - aWins;
  const sa = a.map((p) => p ?? 0).sort((x, y) => y - x);
  const sb = b.map((p) => p ?? 0).sort((x, y) => y - x);
  for (let i = 0; i < sa.length; i += 1) if (sa[i] !== sb[i]) return (sb[i] ?? 0) - (sa[i] ?? 0);
  return 0;
};

/** One athlete's points, running totals and state (no place). */
function scoreCombined<K>(event: CombinedEvent, athlete: CombinedAthleteMarks<K>): CombinedStanding<K> {
  let total = 0;
  const points: (number | null)[] = [];
  const runningTotals: (number | null)[] = [];
  event.disciplines.forEach((discipline, i) => {
    const mark = athlete.marks[i];
    if (mark === null || mark === undefined) {
      points.push(null);
      runningTotals.push(null);
      return;
    }
    const p = combinedPoints(event.gender, discipline, mark);
    total += p;
    points.push(p);
    runningTotals.push(total);
  });
  const abandoned = athlete.marks.some(notStarted);
  const complete = !abandoned && points.every((p) => p !== null);
  return { key: athlete.key, points, runningTotals, total, complete, abandoned, place: null };
}

/** Every athlete's standing, in the order given, with places (ties broken by rule 39.12). */
export function combinedStandings<K>(event: CombinedEvent, athletes: readonly CombinedAthleteMarks<K>[]): CombinedStanding<K>[] {
  const scored = athletes.map((a) => scoreCombined(event, a));
  const places = placesBy(
    scored,
    (x, y) => y.total - x.total || compareTied(x.points, y.points),
    (s) => !s.abandoned && s.points.some((p) => p !== null),
  );
  scored.forEach((s, i) => (s.place = places[i] ?? null));
  return scored;
}
