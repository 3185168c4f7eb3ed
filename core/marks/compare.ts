/**
 * Comparing and ranking marks of one event. Lower is better for times (after hand-to-FAT
 * conversion unless the team turned it off), higher for distances and heights. Non-marks are
 * worse than every mark and equal to each other; they never get a place.
 */
import { placesBy } from '../ranking';
import { comparableTime } from './conversion';
import { lowerIsBetter, requireMarkEvent, type MarkEvent } from './events';
import type { Mark, MarkOptions, PerformanceMark } from './types';

function value(event: MarkEvent, mark: PerformanceMark, options: MarkOptions): number {
  if (mark.kind === 'time') {
    if (event.measure !== 'time') throw new TypeError(`A time is no mark for ${event.displayName}`);
    return comparableTime(event, mark, options).mark.ms;
  }
  if (mark.kind === 'points') {
    if (event.measure !== 'points') throw new TypeError(`Points are no mark for ${event.displayName}`);
    return mark.points;
  }
  if (event.measure !== 'length') throw new TypeError(`A length is no mark for ${event.displayName}`);
  return mark.mm;
}

function compareIn(event: MarkEvent, a: Mark, b: Mark, options: MarkOptions): number {
  if (a.kind === 'non-mark' || b.kind === 'non-mark') {
    return (a.kind === 'non-mark' ? 1 : 0) - (b.kind === 'non-mark' ? 1 : 0);
  }
  const diff = value(event, a, options) - value(event, b, options);
  return lowerIsBetter(event) ? diff : -diff;
}

/** Negative when a is better than b, positive when worse, 0 when they tie. Throws for a mark of the wrong kind. */
export function compareMarks(slugOrType: string, a: Mark, b: Mark, options: MarkOptions = {}): number {
  return Math.sign(compareIn(requireMarkEvent(slugOrType), a, b, options)) || 0;
}

/** Whether a is strictly better than b (a new PR or record when b is the old best). */
export const isBetterMark = (slugOrType: string, a: Mark, b: Mark, options: MarkOptions = {}): boolean =>
  compareMarks(slugOrType, a, b, options) < 0;

/** The best mark (the first of tied ones), or undefined when there is none that ranks. */
export function bestMark<T extends Mark>(slugOrType: string, marks: readonly T[], options: MarkOptions = {}): T | undefined {
  const event = requireMarkEvent(slugOrType);
  let best: T | undefined;
  for (const m of marks) {
    if (m.kind === 'non-mark') continue;
    if (best === undefined || compareIn(event, m, best, options) < 0) best = m;
  }
  return best;
}

export interface RankedMark<T extends Mark = Mark> {
  /** position of the mark in the input */
  index: number;
  mark: T;
  /** 1-based place, shared by ties (1, 2, 2, 4); null for non-marks */
  place: number | null;
}

/** Marks best first with their places; ties share a place, non-marks come last (in input order) unplaced. */
export function rankMarks<T extends Mark>(slugOrType: string, marks: readonly T[], options: MarkOptions = {}): RankedMark<T>[] {
  const event = requireMarkEvent(slugOrType);
  const sorted = marks
    .map((mark, index) => ({ mark, index }))
    .sort((x, y) => compareIn(event, x.mark, y.mark, options) || x.index - y.index);
  // non-marks sort last, so the marks' places count only marks before them
  const places = placesBy(
    sorted.map((x) => x.mark),
    (a, b) => compareIn(event, a, b, options),
    (mark) => mark.kind !== 'non-mark',
  );
  return sorted.map(({ mark, index }, i) => ({ index, mark, place: places[i] ?? null }));
}
