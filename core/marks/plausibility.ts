/**
 * Plausibility: marks nobody can make are refused with a message saying why.
 * - Races (relays on their total distance): faster than 11 m/s (10 m/s for races above 400 m) or
 *   slower than 0.5 m/s.
 * - Field events: beyond 120% of the senior outdoor world record of the athlete's gender (the
 *   higher of the two when the gender is unknown). High-school implements use the same cap.
 */
import { FIELD_WORLD_RECORDS_MM } from '../sport-events/world-records';
import type { MarkEvent } from './events';
import type { LengthMark, MarkGender, PerformanceMark, TimeMark } from './types';

export const MAX_SPRINT_SPEED = 11;
export const MAX_DISTANCE_SPEED = 10;
export const MIN_SPEED = 0.5;
/** A field mark may reach this percentage of the world record; integer arithmetic keeps the cap exact. */
export const WORLD_RECORD_CAP_PERCENT = 120;
const capOf = (wrMm: number): number => Math.floor((wrMm * WORLD_RECORD_CAP_PERCENT) / 100);

const metres = (mm: number): string => `${(Math.floor(mm / 10) / 100).toFixed(2)}m`;

/** The world record in millimetres for a field event and gender (the higher one without gender), or undefined. */
export function worldRecordMm(slug: string, gender?: MarkGender): number | undefined {
  const record = FIELD_WORLD_RECORDS_MM[slug];
  if (!record) return undefined;
  return gender === 'male' || gender === 'female' ? record[gender] : Math.max(record.male, record.female);
}

/** The field-mark cap in millimetres (120% of the world record), or undefined when the event has none. */
export function fieldMarkCapMm(slug: string, gender?: MarkGender): number | undefined {
  const wr = worldRecordMm(slug, gender);
  return wr === undefined ? undefined : capOf(wr);
}

/** A speed with one decimal, or as many more as it takes not to read as the limit itself (11.001, not 11.0). */
function speedText(speed: number, limit: number): string {
  for (let digits = 1; digits < 6; digits += 1) {
    const text = speed.toFixed(digits);
    if (Number(text) !== limit) return text;
  }
  return String(speed);
}

function checkTime(event: MarkEvent, mark: TimeMark, shown: string): string | null {
  const d = event.catalogue.distanceMeters;
  if (d === undefined) return null;
  const speed = (d * 1000) / mark.ms;
  const max = d > 400 ? MAX_DISTANCE_SPEED : MAX_SPRINT_SPEED;
  const where = event.displayName;
  if (speed > max) {
    return `${shown} is faster than humanly possible for ${where} (${speedText(speed, max)} m/s; the limit is ${max} m/s)`;
  }
  if (speed < MIN_SPEED) {
    return `${shown} is too slow to be a race time for ${where} (${speedText(speed, MIN_SPEED)} m/s; the minimum is ${MIN_SPEED} m/s)`;
  }
  return null;
}

function checkLength(event: MarkEvent, mark: LengthMark, shown: string, gender?: MarkGender): string | null {
  const wr = worldRecordMm(event.slug, gender ?? event.gender);
  if (wr === undefined || mark.mm <= capOf(wr)) return null;
  const word = event.catalogue.kind === 'height' ? 'higher' : 'farther';
  return `${shown} is ${word} than humanly possible in ${event.displayName}: more than 120% of the world record (${metres(wr)})`;
}

/** Null when the mark is plausible, else a message in plain words; `shown` is the mark as typed or formatted. */
export function implausibility(event: MarkEvent, mark: PerformanceMark, shown: string, gender?: MarkGender): string | null {
  return mark.kind === 'time' ? checkTime(event, mark, shown) : checkLength(event, mark, shown, gender);
}
