/**
 * Conversions between units and timings.
 *
 * Imperial to metric: 1 in = 25.4 mm exactly; the millimetres are rounded DOWN, so a converted mark
 * is never better than measured (42-06.50 = 12966.7 mm -> 12966 mm).
 * Metric to imperial (display), the Track & Field News Big Gold Book rule used by Hy-Tek and USATF:
 * the mark as measured (down to the centimetre), plus 0.2 cm for high jump and pole vault or 0.499 cm
 * for the other jumps and throws, then down to the quarter inch (whole inch for discus, hammer and
 * javelin). 1.86 m + 0.2 cm = 73.31 in -> 6-01.25; 6.45 m + 0.499 cm = 254.13 in -> 21-02.00.
 *
 * Hand to FAT (comparison only): +0.24 s for races up to 200 m (this covers the 55/60 m hurdles and
 * the 100/110 m hurdles), +0.14 s for races from 300 m to 400 m (300 m hurdles, 400 m, and the
 * 4x100 m relay, judged by its race distance of 400 m), nothing for longer races.
 */
import { requireMarkEvent, type MarkEvent } from './events';
import { floorToCm } from './rounding';
import type { Mark, MarkOptions, TimeMark } from './types';

/** Integer arithmetic: 1 quarter inch = 6.35 mm = 127/20 mm. */
export const quarterInchesToMm = (quarterInches: number): number => Math.floor((quarterInches * 127) / 20);

/** Events measured to the whole inch in imperial units. */
export const WHOLE_INCH_EVENTS: ReadonlySet<string> = new Set(['discus', 'hammer', 'javelin']);

export interface FeetInches {
  feet: number;
  /** inches below 12, in quarter inches steps (a whole number for whole-inch events) */
  inches: number;
}

const split = (quarterInches: number): FeetInches => ({
  feet: Math.floor(quarterInches / 48),
  inches: (quarterInches % 48) / 4,
});

/** What the Big Gold Book rule adds before rounding down, in hundredths of a millimetre. */
export const IMPERIAL_ALLOWANCE = { height: 200, other: 499 } as const;
/** One quarter inch in hundredths of a millimetre (6.35 mm): integer arithmetic keeps the rule exact. */
const QUARTER_INCH_HUNDREDTHS_MM = 635;

/**
 * Metric to imperial by the rule above, in quarter inches (a multiple of 4 for whole-inch events).
 * `height`: high jump and pole vault (+0.2 cm); otherwise +0.499 cm.
 */
export function mmToQuarterInches(mm: number, wholeInch: boolean, height = false): number {
  const allowance = height ? IMPERIAL_ALLOWANCE.height : IMPERIAL_ALLOWANCE.other;
  const quarters = Math.floor((floorToCm(mm) * 100 + allowance) / QUARTER_INCH_HUNDREDTHS_MM);
  return wholeInch ? quarters - (quarters % 4) : quarters;
}

/**
 * Feet and inches to show for a length: as typed when it was entered in feet-inches (rounded down
 * to the whole inch for whole-inch events), else by the metric-to-imperial rule.
 */
export function toFeetInches(mm: number, wholeInch: boolean, quarterInches?: number, height = false): FeetInches {
  if (quarterInches !== undefined && quarterInchesToMm(quarterInches) === mm) {
    return split(wholeInch ? quarterInches - (quarterInches % 4) : quarterInches);
  }
  return split(mmToQuarterInches(mm, wholeInch, height));
}

/** Seconds added to a hand time to compare it with FAT times, in milliseconds (0 when none). */
export function handToFatOffsetMs(event: MarkEvent): number {
  const d = event.catalogue.distanceMeters;
  if (event.measure !== 'time' || d === undefined || event.catalogue.offTrack) return 0;
  if (d <= 200) return 240;
  if (d >= 300 && d <= 400) return 140;
  return 0;
}

export interface ComparableTime {
  /** the FAT-equivalent time (or the time itself when not converted) */
  mark: TimeMark;
  converted: boolean;
}

/** The time used for comparisons: a hand time converted to FAT when the event and the team setting call for it. */
export function comparableTime(event: MarkEvent, mark: TimeMark, options: MarkOptions = {}): ComparableTime {
  const offset = handToFatOffsetMs(event);
  if (mark.timing !== 'hand' || offset === 0 || options.handTimeConversion === false) return { mark, converted: false };
  return { mark: { kind: 'time', ms: mark.ms + offset, timing: 'fat' }, converted: true };
}

/**
 * The value a mark is compared by, for an event named by slug or type: a hand time converted to FAT
 * (converted: true) when the event and the team setting call for it; any other mark as it is.
 */
export function comparableMark<T extends Mark>(
  slugOrType: string,
  mark: T,
  options: MarkOptions = {},
): { mark: T | TimeMark; converted: boolean } {
  if (mark.kind !== 'time') return { mark, converted: false };
  return comparableTime(requireMarkEvent(slugOrType), mark as TimeMark, options);
}

/** Seconds (in ms) added to hand times of an event named by slug or type before comparing; 0 when none. */
export const handToFatOffset = (slugOrType: string): number => handToFatOffsetMs(requireMarkEvent(slugOrType));
