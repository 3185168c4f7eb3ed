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
 * Hand to FAT (comparison only), by default: +0.24 s for races up to 200 m (this covers the 55/60 m
 * hurdles and the 100/110 m hurdles), +0.14 s for races from 300 m to 400 m (300 m hurdles, 400 m, and
 * the 4x100 m relay, judged by its race distance of 400 m), nothing for longer races. Other named
 * rule sets: HAND_TIME_RULES below.
 */
import { requireMarkEvent, type MarkEvent } from './events';
import { floorToCm } from './rounding';
import type { HandTimeRule, Mark, MarkOptions, TimeMark } from './types';

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

/**
 * The named rule sets for converting a hand time to FAT (issue 29 item 12), each the time added
 * by race distance (a relay by its race distance: 4x100 m is 400 m). Races off the track are never
 * converted. Sources:
 * - `splits` (the default, the rule this app has always used): +0.24 s up to 200 m, +0.14 s from
 *   300 m to 400 m. The common high-school practice (masterstrack.com's "Hand Times vs Automatic
 *   Times": +0.24 to 200 m, +0.14 for 400 m).
 * - `world-athletics-ncaa`: +0.24 s for races up to and including 400 m, nothing beyond: the NCAA
 *   Track and Field rules' conversion of hand-timed marks (400 m and shorter), as the issue names
 *   it. World Athletics' Competition Rules keep hand and FAT marks apart and give no table of
 *   their own that I know of: the WA in the name is the issue's.
 * - `tfn`: Track & Field News (the Big Gold Book; Athletic.net's default, support.athletic.net
 *   "Hand Time Conversion Standards"): +0.24 s under 300 m, +0.14 s from 300 m up to (not
 *   including) 800 m.
 * - `nfhs`: the National Federation of State High School Associations, as Athletic.net's article
 *   above states it: +0.24 s for every race regardless of length. Not checked against the NFHS rules
 *   book itself (it is not public): confirm with a state association before relying on it.
 * Every rule first rounds the hand time up to the tenth (rounding.ts), as all of them say.
 */
export const DEFAULT_HAND_TIME_RULE: HandTimeRule = 'splits';

/** The milliseconds a rule adds to a hand time in a race of `d` metres. */
const RULE_OFFSETS: Readonly<Record<HandTimeRule, (d: number) => number>> = {
  splits: (d) => (d <= 200 ? 240 : d >= 300 && d <= 400 ? 140 : 0),
  'world-athletics-ncaa': (d) => (d <= 400 ? 240 : 0),
  tfn: (d) => (d < 300 ? 240 : d < 800 ? 140 : 0),
  nfhs: () => 240,
};

/** Seconds added to a hand time to compare it with FAT times under a rule set, in milliseconds (0 when none). */
export function handToFatOffsetMs(event: MarkEvent, rule: HandTimeRule = DEFAULT_HAND_TIME_RULE): number {
  const d = event.catalogue.distanceMeters;
  if (event.measure !== 'time' || d === undefined || event.catalogue.offTrack) return 0;
  return RULE_OFFSETS[rule](d);
}

export interface ComparableTime {
  /** the FAT-equivalent time (or the time itself when not converted) */
  mark: TimeMark;
  converted: boolean;
}

/** The time used for comparisons: a hand time converted to FAT when the event and the team setting call for it. */
export function comparableTime(event: MarkEvent, mark: TimeMark, options: MarkOptions = {}): ComparableTime {
  const rule = typeof options.handTimeConversion === 'string' ? options.handTimeConversion : options.handTimeRule;
  const offset = handToFatOffsetMs(event, rule);
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

/** Seconds (in ms) added to hand times of an event named by slug or type before comparing, under a rule set; 0 when none. */
export const handToFatOffset = (slugOrType: string, rule: HandTimeRule = DEFAULT_HAND_TIME_RULE): number =>
  handToFatOffsetMs(requireMarkEvent(slugOrType), rule);
