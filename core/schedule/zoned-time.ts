/**
 * Wall-clock times in a team's IANA time zone. A local time is written `YYYY-MM-DDTHH:mm`
 * (no offset): recurring practices keep their local time across daylight-saving changes, and
 * the instant of each occurrence is computed from the zone when needed.
 */
export const LOCAL_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
};

/** The local wall time of `instant` in `timeZone`, as `YYYY-MM-DDTHH:mm`. */
export const toLocalTime = (instant: Date, timeZone: string): string => {
  const parts: Record<string, string> = {};
  for (const p of formatterFor(timeZone).formatToParts(instant)) parts[p.type] = p.value;
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
};

/** Minutes the zone is ahead of UTC at `instant`. */
const offsetMinutes = (instant: Date, timeZone: string): number => {
  const parts: Record<string, string> = {};
  for (const p of formatterFor(timeZone).formatToParts(instant)) parts[p.type] = p.value;
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
};

/** A local time read as if it were UTC (the "floating" instant the recurrence engine works on). */
export const floatingDate = (local: string): Date => new Date(`${local}:00Z`);

/** The local time of a floating instant. */
export const fromFloatingDate = (d: Date): string => d.toISOString().slice(0, 16);

/**
 * The instant a wall time in `timeZone` names. A time that falls in a spring-forward gap
 * (02:30 on the day clocks jump from 02:00 to 03:00) moves forward by the gap, as calendar apps do;
 * an ambiguous time (the repeated hour in autumn) is the first of the two.
 */
export const toInstant = (local: string, timeZone: string): Date => {
  // a calendar converts the same few wall times again and again: remember them (bounded)
  const key = `${timeZone}|${local}`;
  const known = instants.get(key);
  if (known !== undefined) return new Date(known);
  const instant = computeInstant(local, timeZone);
  if (instants.size >= MAX_REMEMBERED_INSTANTS) instants.clear();
  instants.set(key, instant);
  return new Date(instant);
};

const MAX_REMEMBERED_INSTANTS = 50_000;
const instants = new Map<string, number>();

const computeInstant = (local: string, timeZone: string): number => {
  const guess = floatingDate(local).getTime();
  const first = offsetMinutes(new Date(guess), timeZone);
  let instant = guess - first * 60_000;
  const second = offsetMinutes(new Date(instant), timeZone);
  if (second !== first) {
    const alt = guess - second * 60_000;
    // prefer the candidate whose wall time reads back as asked (the earlier one when both do)
    const altOk = toLocalTime(new Date(alt), timeZone) === local;
    const instOk = toLocalTime(new Date(instant), timeZone) === local;
    if (altOk && (!instOk || alt < instant)) instant = alt;
    else if (!altOk && !instOk) instant = Math.max(instant, alt);
  }
  return instant;
};

/** `local` plus `minutes` of wall-clock time. */
export const addLocalMinutes = (local: string, minutes: number): string =>
  fromFloatingDate(new Date(floatingDate(local).getTime() + minutes * 60_000));

/** Wall-clock minutes from `a` to `b`. */
export const localMinutesBetween = (a: string, b: string): number =>
  Math.round((floatingDate(b).getTime() - floatingDate(a).getTime()) / 60_000);

/** A local date `YYYY-MM-DD` plus `days`. */
export const addDays = (date: string, days: number): string =>
  fromFloatingDate(new Date(floatingDate(`${date}T00:00`).getTime() + days * 86_400_000)).slice(0, 10);
