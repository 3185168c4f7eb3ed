/**
 * Recurrence of a team event: RRULE expansion (the `rrule` package) on local wall times. The
 * engine works on "floating" instants (the local time read as UTC), so an occurrence keeps its
 * local time across a daylight-saving change; the zone turns it into an instant afterwards.
 */
import { createRequire } from 'node:module';
import type { RRule as RRuleClass } from 'rrule';
import type { Recurrence, Weekday } from '@core/api/schedule';
import { WEEKDAYS } from '@core/api/schedule';
import { floatingDate, fromFloatingDate, toInstant } from '@core/schedule/zoned-time';

// rrule ships CommonJS without named ESM exports
const { RRule } = createRequire(import.meta.url)('rrule') as { RRule: typeof RRuleClass };

/** What decides a series' occurrences. */
export interface SeriesShape {
  startLocal: string;
  freq: string | null;
  interval: number;
  byDay: readonly string[];
  untilDate: string | null;
}

/** The weekday (MO..SU) of a local date or time. */
export const weekdayOf = (local: string): Weekday =>
  WEEKDAYS[(floatingDate(local.length === 10 ? `${local}T00:00` : local).getUTCDay() + 6) % 7]!;

const ruleOf = (s: SeriesShape) =>
  new RRule({
    freq: s.freq === 'daily' ? RRule.DAILY : RRule.WEEKLY,
    interval: s.interval,
    dtstart: floatingDate(s.startLocal),
    wkst: RRule.MO,
    ...(s.freq === 'weekly'
      ? { byweekday: (s.byDay.length ? s.byDay : [weekdayOf(s.startLocal)]).map((d) => WEEKDAYS.indexOf(d as Weekday)) }
      : {}),
    ...(s.untilDate ? { until: floatingDate(`${s.untilDate}T23:59`) } : {}),
  });

/** Original local starts of the occurrences starting in [fromLocal, toLocal), at most `limit`. */
export const occurrenceStarts = (s: SeriesShape, fromLocal: string, toLocal: string, limit = 2000): string[] => {
  if (!s.freq) return s.startLocal >= fromLocal && s.startLocal < toLocal ? [s.startLocal] : [];
  const out: string[] = [];
  ruleOf(s).between(floatingDate(fromLocal), floatingDate(toLocal), true, (d) => {
    const local = fromFloatingDate(d);
    if (local < toLocal) out.push(local);
    return out.length < limit;
  });
  return out;
};

/** Whether `local` is an original occurrence start of the series. */
export const isOccurrence = (s: SeriesShape, local: string): boolean => {
  if (!s.freq) return local === s.startLocal;
  return occurrenceStarts(s, local, fromFloatingDate(new Date(floatingDate(local).getTime() + 60_000)), 1).includes(local);
};

/** The last occurrence's local start; null when the series never ends (or has no occurrence). */
export const lastOccurrenceStart = (s: SeriesShape): string | null => {
  if (!s.freq) return s.startLocal;
  if (!s.untilDate) return null;
  const last = ruleOf(s).before(floatingDate(`${s.untilDate}T23:59`), true);
  return last ? fromFloatingDate(last) : null;
};

const basicUtc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The RRULE line (RFC 5545) of a recurring series: UNTIL is the last occurrence's instant in UTC. */
export const rruleLine = (s: SeriesShape, timeZone: string): string | null => {
  if (!s.freq) return null;
  const parts = [`FREQ=${s.freq === 'daily' ? 'DAILY' : 'WEEKLY'}`];
  if (s.interval > 1) parts.push(`INTERVAL=${s.interval}`);
  if (s.freq === 'weekly') parts.push(`BYDAY=${(s.byDay.length ? s.byDay : [weekdayOf(s.startLocal)]).join(',')}`);
  if (s.untilDate) {
    const last = lastOccurrenceStart(s) ?? s.startLocal;
    parts.push(`UNTIL=${basicUtc(toInstant(last, timeZone))}`);
  }
  parts.push('WKST=MO');
  return `RRULE:${parts.join(';')}`;
};

/** The recurrence as the contract shows it. */
export const recurrenceOf = (s: SeriesShape): Recurrence | null =>
  s.freq === 'daily' || s.freq === 'weekly'
    ? { freq: s.freq, interval: s.interval, byDay: [...s.byDay] as Weekday[], until: s.untilDate }
    : null;
