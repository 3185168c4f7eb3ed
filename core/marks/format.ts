/**
 * Showing marks.
 * Times: "10.85" (FAT, two decimals), "4:32.1" (hand, one decimal), "1:02:03.40"/"1:02:03.4" over an
 * hour; off-track races with the precision of their data: "16:45", "16:45.3", "16:45.27". A hand time converted to FAT for comparison shows
 * with a "c" suffix: "11.04c".
 * Lengths: metric "6.45m" (down to the centimetre); imperial feet-inches with two-digit inches and
 * two decimals "21-02.00", whole-inch events (discus, hammer, javelin) without decimals "120-06".
 * Combined events: the points total, "9126 pts". Non-marks show their code.
 */
import { comparableTime, toFeetInches, WHOLE_INCH_EVENTS } from './conversion';
import { isOffTrack, requireMarkEvent, type MarkEvent } from './events';
import { floorToCm, roundTimeMs } from './rounding';
import type { LengthMark, Mark, MarkOptions, TimeMark, Units } from './types';

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** h:mm:ss / m:ss / s with the given fractional digits (0, 1 or 2) of a time already rounded. */
function clock(ms: number, fractionDigits: 0 | 1 | 2): string {
  const totalSeconds = Math.floor(ms / 1000);
  const fraction =
    fractionDigits === 0
      ? ''
      : `.${String(ms % 1000)
          .padStart(3, '0')
          .slice(0, fractionDigits)}`;
  const h = Math.floor(totalSeconds / 3600);
  const m = Math.floor((totalSeconds % 3600) / 60);
  const s = totalSeconds % 60;
  if (h > 0) return `${h}:${pad2(m)}:${pad2(s)}${fraction}`;
  if (m > 0 || fractionDigits === 0) return `${m}:${pad2(s)}${fraction}`;
  return `${s}${fraction}`;
}

export function formatTime(event: MarkEvent, mark: TimeMark): string {
  const offTrack = isOffTrack(event);
  const ms = roundTimeMs(mark.ms, mark.timing);
  // off the track, as many decimals as the time holds (none for whole seconds)
  if (offTrack) return clock(ms, ms % 1000 === 0 ? 0 : ms % 100 === 0 ? 1 : 2);
  return clock(ms, mark.timing === 'hand' ? 1 : 2);
}

export const formatPoints = (points: number): string => `${points} pts`;

export const formatMetric = (mm: number): string => `${(floorToCm(mm) / 1000).toFixed(2)}m`;

export function formatImperial(event: MarkEvent, mark: LengthMark): string {
  const wholeInch = WHOLE_INCH_EVENTS.has(event.slug);
  const height = event.catalogue.kind === 'height';
  const { feet, inches } = toFeetInches(mark.mm, wholeInch, mark.quarterInches, height);
  const shownInches = wholeInch ? pad2(inches) : inches.toFixed(2).padStart(5, '0');
  return `${feet}-${shownInches}`;
}

export function formatLength(event: MarkEvent, mark: LengthMark, units: Units = 'metric'): string {
  return units === 'imperial' ? formatImperial(event, mark) : formatMetric(mark.mm);
}

/** Both units, the team's first: "6.45m (21-02.00)" or "21-02.00 (6.45m)". */
export function formatLengthBoth(slugOrType: string, mark: LengthMark, units: Units = 'metric'): string {
  const event = requireMarkEvent(slugOrType);
  const other: Units = units === 'metric' ? 'imperial' : 'metric';
  return `${formatLength(event, mark, units)} (${formatLength(event, mark, other)})`;
}

/** A mark as the team shows it (units from options; times never converted here). */
export function formatMark(slugOrType: string, mark: Mark, options: MarkOptions = {}): string {
  if (mark.kind === 'non-mark') return mark.code;
  if (mark.kind === 'points') return formatPoints(mark.points);
  const event = requireMarkEvent(slugOrType);
  return mark.kind === 'time' ? formatTime(event, mark) : formatLength(event, mark, options.units);
}

/** A mark as compared: a hand time converted to FAT shows with the "c" suffix ("11.04c"). */
export function formatComparableMark(slugOrType: string, mark: Mark, options: MarkOptions = {}): string {
  if (mark.kind !== 'time') return formatMark(slugOrType, mark, options);
  const event = requireMarkEvent(slugOrType);
  const { mark: comparable, converted } = comparableTime(event, mark, options);
  return converted ? `${formatTime(event, comparable)}c` : formatTime(event, mark);
}
