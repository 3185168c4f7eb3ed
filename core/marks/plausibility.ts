/**
 * Plausibility, two levels.
 * Impossible marks are refused with a message saying why:
 * - Races: faster than 11 m/s (10 m/s for races above 400 m) or slower than 0.5 m/s. Relays are
 *   judged per leg: the fastest time allowed is the sum of each leg at its own limit (a 4x200 m
 *   relay at 11 m/s a leg, so the 1:18.63 world record passes).
 * - Field events: beyond 120% of the senior outdoor world record of the athlete's gender (the
 *   higher of the two when the gender is unknown). High-school implements use the same cap.
 * Suspicious marks (almost surely a typo, 123.4 typed for 12.34) are kept when the user confirms:
 * - Races: better than the world record, or slower than 3 times the record time (4 times off the
 *   track). Events without a record of their own take the record speed of the nearest flat race
 *   (per leg for relays). Without a gender: the men's record for "better", the women's for "slower".
 * - Field events: beyond the world record, or below a tenth of it.
 */
import { FIELD_WORLD_RECORDS_MM, RACE_WORLD_RECORDS_MS } from '../sport-events/world-records';
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

/** The speed limit of one leg (or a whole race): 11 m/s up to 400 m, 10 m/s above. */
const legLimit = (metres: number): number => (metres > 400 ? MAX_DISTANCE_SPEED : MAX_SPRINT_SPEED);

/** The fastest possible time in ms (fractional): each leg at its own limit; a race is one leg. */
const fastestMs = (event: MarkEvent, d: number): number =>
  (event.catalogue.legsMeters ?? [d]).reduce((sum, leg) => sum + (leg * 1000) / legLimit(leg), 0);

function checkTime(event: MarkEvent, mark: TimeMark, shown: string): string | null {
  const d = event.catalogue.distanceMeters;
  if (d === undefined) return null;
  const speed = (d * 1000) / mark.ms;
  const fastest = fastestMs(event, d);
  // the limit over the whole race: one leg's limit for a race or a relay of equal legs
  const max = Math.round(((d * 1000) / fastest) * 1000) / 1000;
  const where = event.displayName;
  if (mark.ms < fastest - 1e-6) {
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
  if (mark.kind === 'points') return null;
  return mark.kind === 'time' ? checkTime(event, mark, shown) : checkLength(event, mark, shown, gender);
}

/** How many times the record time a race may take before it looks like a typo (off the track: more). */
export const SUSPICIOUS_SLOWER_FACTOR = 3;
export const SUSPICIOUS_SLOWER_FACTOR_OFF_TRACK = 4;
/** A field mark below this share of the world record looks like a typo (percent). */
export const SUSPICIOUS_SHORT_PERCENT = 10;

/** Flat races with a record, by distance: the record speed of the nearest one stands in for races without their own. */
const FLAT_RECORDS: readonly (readonly [number, string])[] = [
  [100, '100m'],
  [200, '200m'],
  [400, '400m'],
  [800, '800m'],
  [1500, '1500m'],
  [3000, '3000m'],
  [5000, '5000m'],
  [10000, '10000m'],
];

/** The record time (ms) of a flat race of `metres`, scaled from the nearest flat record by distance ratio. */
function flatRecordMs(metres: number, gender: 'male' | 'female'): number {
  let best = FLAT_RECORDS[0]!;
  for (const r of FLAT_RECORDS) if (Math.abs(Math.log(r[0] / metres)) < Math.abs(Math.log(best[0] / metres))) best = r;
  return (RACE_WORLD_RECORDS_MS[best[1]]![gender] * metres) / best[0];
}

/** The world record time (ms) of a race for a gender: its own, else per leg from the nearest flat records. */
export function raceRecordMs(event: MarkEvent, gender: 'male' | 'female'): number | undefined {
  const own = RACE_WORLD_RECORDS_MS[event.slug];
  if (own) return own[gender];
  const d = event.catalogue.distanceMeters;
  if (d === undefined) return undefined;
  return (event.catalogue.legsMeters ?? [d]).reduce((sum, leg) => sum + flatRecordMs(leg, gender), 0);
}

const clockText = (ms: number): string => {
  const s = ms / 1000;
  const m = Math.floor(s / 60);
  return m > 0 ? `${m}:${(s - m * 60).toFixed(2).padStart(5, '0')}` : s.toFixed(2);
};

function suspiciousTime(event: MarkEvent, mark: TimeMark, shown: string, gender?: MarkGender): string | null {
  const known = gender === 'male' || gender === 'female' ? gender : undefined;
  const fastRecord = raceRecordMs(event, known ?? 'male');
  const slowRecord = raceRecordMs(event, known ?? 'female');
  if (fastRecord === undefined || slowRecord === undefined) return null;
  const own = RACE_WORLD_RECORDS_MS[event.slug] !== undefined;
  if (own && mark.ms < fastRecord) {
    return `${shown} is faster than the world record in ${event.displayName} (${clockText(fastRecord)}): is it a typo?`;
  }
  const factor = event.catalogue.offTrack ? SUSPICIOUS_SLOWER_FACTOR_OFF_TRACK : SUSPICIOUS_SLOWER_FACTOR;
  if (mark.ms > slowRecord * factor) {
    return `${shown} is more than ${factor} times the world-record time in ${event.displayName}: is it a typo?`;
  }
  return null;
}

function suspiciousLength(event: MarkEvent, mark: LengthMark, shown: string, gender?: MarkGender): string | null {
  const wr = worldRecordMm(event.slug, gender ?? event.gender);
  if (wr === undefined) return null;
  const word = event.catalogue.kind === 'height' ? 'higher' : 'farther';
  if (mark.mm > wr) return `${shown} is ${word} than the world record in ${event.displayName} (${metres(wr)}): is it a typo?`;
  if (mark.mm * 100 < wr * SUSPICIOUS_SHORT_PERCENT) {
    return `${shown} is less than a tenth of the world record in ${event.displayName} (${metres(wr)}): is it a typo?`;
  }
  return null;
}

/** Null when the mark looks right, else why it looks like a typo (a warning the user may confirm). */
export function suspicion(event: MarkEvent, mark: PerformanceMark, shown: string, gender?: MarkGender): string | null {
  if (mark.kind === 'points') return null;
  return mark.kind === 'time' ? suspiciousTime(event, mark, shown, gender ?? event.gender) : suspiciousLength(event, mark, shown, gender);
}
