/**
 * Wind: a number in metres per second (tailwind positive), null when there is no wind
 * information (NWI). In the 100 m, 200 m, 100/110 m hurdles, long jump and triple jump a tailwind
 * strictly above +2.0 m/s makes a mark wind-aided: it stands as a result but never becomes a
 * record. Exactly +2.0 is legal. A mark without wind information (NWI) counts as legal: many
 * school meets have no gauge.
 */
import { requireMarkEvent } from './events';
import type { Mark, ParseResult } from './types';

/** Events whose marks are wind-affected (catalogue slugs). */
export const WIND_EVENTS: ReadonlySet<string> = new Set(['100m', '200m', '100m-hurdles', '110m-hurdles', 'long-jump', 'triple-jump']);

/** The legal limit, in tenths of a metre per second. */
const LIMIT_TENTHS = 20;
/** Gauges read to ±9.9 m/s; anything beyond is a typing error. */
const MAX_TENTHS = 99;

/** Whether wind is measured (and matters) in an event, named by slug or type. */
export const isWindEvent = (slugOrType: string): boolean => WIND_EVENTS.has(requireMarkEvent(slugOrType).slug);

/** Tenths of a metre per second, rounding a reading with more decimals up (towards a tailwind): +2.01 -> +2.1. */
const toTenths = (wind: number): number => Math.ceil(Math.round(wind * 1000) / 100);

/** Wind-aided: a wind event with a tailwind above +2.0 m/s. */
export function isWindAided(slugOrType: string, wind: number | null | undefined): boolean {
  if (wind === null || wind === undefined || !isWindEvent(slugOrType)) return false;
  return toTenths(wind) > LIMIT_TENTHS;
}

/** A mark may become a record: it is a real mark (not a non-mark) and not wind-aided. */
export function isRecordEligible(slugOrType: string, mark: Mark, wind?: number | null): boolean {
  return mark.kind !== 'non-mark' && !isWindAided(slugOrType, wind);
}

/** Reads a wind: "+1.8", "-0.4", "2,1", "0", "+1.8 m/s"; "NWI" or nothing means no wind information (null). */
export function parseWind(input: string): ParseResult<number | null> {
  const text = input
    .trim()
    .replace(',', '.')
    .replace(/\s*m\/s$/i, '');
  if (text === '' || text.toUpperCase() === 'NWI') return { ok: true, mark: null };
  const m = /^([+-])?\s?(\d+(?:\.\d+)?)$/.exec(text);
  if (!m) return { ok: false, error: `${input.trim()} is not a wind reading: use +1.8, -0.4 or NWI` };
  const tenths = toTenths(Number(`${m[1] ?? ''}${m[2]}`));
  if (Math.abs(tenths) > MAX_TENTHS) return { ok: false, error: `${input.trim()} m/s is more wind than a gauge reads (±9.9 m/s)` };
  return { ok: true, mark: (tenths === 0 ? 0 : tenths) / 10 };
}

/** Shows a wind reading: "+1.8", "-0.4", "+0.0"; null shows "NWI". */
export function formatWind(wind: number | null | undefined): string {
  if (wind === null || wind === undefined) return 'NWI';
  const tenths = toTenths(wind);
  const sign = tenths < 0 ? '-' : '+';
  return `${sign}${(Math.abs(tenths) / 10).toFixed(1)}`;
}
