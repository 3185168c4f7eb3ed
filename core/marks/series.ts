/**
 * A field event as the sport keeps it. Horizontal jumps and throws: a series of up to six attempts
 * (a mark, a foul or a pass; the wind per attempt in long and triple jump). High jump and pole
 * vault: a height card (each bar height with its O / X / - attempts). Canonical integers, stored as
 * is (JSON) beside the result.
 *
 * The horizontal series here (World Athletics rule 25): the best valid mark is the result, the
 * second best breaks a tie, then the third... The height card is in height-card.ts (rule 26).
 */
import { placesBy } from '../ranking';
import { isWindAided } from './wind';
import type { LengthMark, NonMark } from './types';

/** One attempt of a horizontal jump or throw. `wind` (m/s, null = NWI) only in long and triple jump. */
export type Attempt = { kind: 'mark'; mm: number; quarterInches?: number; wind?: number | null } | { kind: 'foul' } | { kind: 'pass' };
export type MarkAttempt = Extract<Attempt, { kind: 'mark' }>;

/** One bar height of a height card and the attempts at it: "O", "XO", "XXO", "XXX", "X-", "XX-", "-". */
export interface HeightAttempts {
  mm: number;
  quarterInches?: number;
  attempts: string;
}

export type Series = { kind: 'attempts'; attempts: Attempt[] } | { kind: 'heights'; heights: HeightAttempts[] };

/** At most six attempts in a horizontal series; three rounds before the final's three more. */
export const MAX_ATTEMPTS = 6;
export const ROUNDS_BEFORE_FINAL = 3;
/** After three rounds the best eight (WA rule 25.5) get three more attempts. */
export const FINALISTS = 8;

export const lengthOf = (a: { mm: number; quarterInches?: number }): LengthMark =>
  a.quarterInches === undefined ? { kind: 'length', mm: a.mm } : { kind: 'length', mm: a.mm, quarterInches: a.quarterInches };

/** The valid marks of a series, best first (ties keep their order). */
export const marksBestFirst = (attempts: readonly Attempt[]): MarkAttempt[] =>
  attempts.filter((a): a is MarkAttempt => a.kind === 'mark').sort((a, b) => b.mm - a.mm);

/**
 * Rule 25.22: negative when series a places ahead of b. The best marks compare first, then the
 * second best, then the third...; a series with a further valid mark beats one without; equal
 * all through is a tie (0). Fouls and passes are no marks. Wind plays no part in placing.
 */
export function compareAttemptSeries(a: readonly Attempt[], b: readonly Attempt[]): number {
  const x = marksBestFirst(a);
  const y = marksBestFirst(b);
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const p = x[i];
    const q = y[i];
    if (!p || !q) return p ? -1 : 1;
    if (p.mm !== q.mm) return q.mm - p.mm < 0 ? -1 : 1;
  }
  return 0;
}

/** What a horizontal series gives its result. */
export interface SeriesResult {
  /**
   * The mark that stands for the athlete's records: the best valid mark, or when that one is
   * wind-aided and a wind-legal mark exists, the best wind-legal mark. A series without a valid
   * mark: FOUL when it holds a foul, else NM (passes only).
   */
  mark: LengthMark | NonMark;
  /** the wind of `mark` (null: NWI or no wind event) */
  wind: number | null;
  /** the best mark of all when it is wind-aided and better than `mark` (the mark that places the athlete); else null */
  windAidedBest: { mark: LengthMark; wind: number | null } | null;
}

/** The result of a horizontal series in an event (slug or type): its best, wind-legal and overall. */
export function seriesResult(slugOrType: string, attempts: readonly Attempt[]): SeriesResult {
  const marks = marksBestFirst(attempts);
  const best = marks[0];
  if (!best) {
    const code = attempts.some((a) => a.kind === 'foul') ? 'FOUL' : 'NM';
    return { mark: { kind: 'non-mark', code }, wind: null, windAidedBest: null };
  }
  const aided = (a: MarkAttempt) => isWindAided(slugOrType, a.wind ?? null);
  const legal = marks.find((a) => !aided(a));
  if (!aided(best) || !legal) return { mark: lengthOf(best), wind: best.wind ?? null, windAidedBest: null };
  return { mark: lengthOf(legal), wind: legal.wind ?? null, windAidedBest: { mark: lengthOf(best), wind: best.wind ?? null } };
}

/** Places of horizontal series in one competition (rule 25.22); null for a series without a valid mark. */
export const placeAttemptSeries = (all: readonly (readonly Attempt[])[]): (number | null)[] =>
  placesBy(all, compareAttemptSeries, (s) => s.some((a) => a.kind === 'mark'));

/**
 * Who goes through to the final three attempts (rule 25.5): with more than eight athletes, those
 * placed in the best eight by their first three attempts (ties for eighth place all go through);
 * an athlete without a valid mark in the first three does not. With eight or fewer, everyone.
 */
export function finalists(all: readonly (readonly Attempt[])[], size = FINALISTS): boolean[] {
  if (all.length <= size) return all.map(() => true);
  const places = placeAttemptSeries(all.map((s) => s.slice(0, ROUNDS_BEFORE_FINAL)));
  return places.map((p) => p !== null && p <= size);
}
