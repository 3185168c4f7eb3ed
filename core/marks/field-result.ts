/**
 * What a field event's series gives its result, and how series place against each other: the
 * horizontal rule (25.22, series.ts) or the height card's (26.8, height-card.ts), one entry point.
 */
import { bestHeight, compareHeightCards } from './height-card';
import { placesBy } from '../ranking';
import { compareAttemptSeries, lengthOf, seriesResult, type Series, type SeriesResult } from './series';
import type { Mark } from './types';

/**
 * The result of a series: for a horizontal one its mark (the best, or the best wind-legal one
 * when the best is wind-aided), that mark's wind and the wind-aided best; for a height card the
 * best height cleared (NH when none).
 */
export function seriesOutcome(slugOrType: string, series: Series): SeriesResult {
  if (series.kind === 'attempts') return seriesResult(slugOrType, series.attempts);
  const best = bestHeight(series.heights);
  return { mark: best ? lengthOf(best) : { kind: 'non-mark', code: 'NH' }, wind: null, windAidedBest: null };
}

/** A single mark of a field event as a series: one attempt, or a height cleared at the first try (no failures known). */
export function seriesOfMark(series: Series['kind'], mark: Mark, wind: number | null): Series {
  if (series === 'attempts') {
    if (mark.kind !== 'length')
      return { kind: 'attempts', attempts: mark.kind === 'non-mark' && mark.code === 'FOUL' ? [{ kind: 'foul' }] : [] };
    return { kind: 'attempts', attempts: [{ ...mark, kind: 'mark', ...(wind === null ? {} : { wind }) }] };
  }
  if (mark.kind !== 'length') return { kind: 'heights', heights: [] };
  const { kind: _kind, ...length } = mark;
  return { kind: 'heights', heights: [{ ...length, attempts: 'O' }] };
}

/** Negative when series a places ahead of b (both of one kind), 0 for a tie. */
export function compareSeries(a: Series, b: Series): number {
  if (a.kind === 'attempts' && b.kind === 'attempts') return compareAttemptSeries(a.attempts, b.attempts);
  if (a.kind === 'heights' && b.kind === 'heights') return compareHeightCards(a.heights, b.heights);
  throw new TypeError('A series of attempts and a height card do not compare');
}

const hasMark = (s: Series): boolean =>
  s.kind === 'attempts' ? s.attempts.some((a) => a.kind === 'mark') : bestHeight(s.heights) !== null;

/** Places of the series of one competition, ties shared (1, 2, 2, 4); null for a series without a mark. */
export const placeSeries = (all: readonly Series[]): (number | null)[] => placesBy(all, compareSeries, hasMark);
