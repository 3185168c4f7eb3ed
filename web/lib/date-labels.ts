/**
 * Date and time labels. The first Intl formatter a page builds loads ICU's locale data: about 30 ms
 * of main thread, four times that on a phone, on the home's first load. So the en-US labels are
 * written here by hand, the same text Intl gives (date-labels.test.ts compares them with Intl over
 * years of days and every minute of a day), and a viewer whose language is another one gets Intl
 * formatters, built on first use.
 */
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

interface DayParts {
  weekday: number;
  month: number;
  day: number;
  year: number;
}

const utcDay = (d: Date): DayParts => ({ weekday: d.getUTCDay(), month: d.getUTCMonth(), day: d.getUTCDate(), year: d.getUTCFullYear() });
const localDay = (d: Date): DayParts => ({ weekday: d.getDay(), month: d.getMonth(), day: d.getDate(), year: d.getFullYear() });

/** en-US: "Sat, Apr 18, 2026", without the weekday or the year when not asked. */
const enUsDay = (p: DayParts, { weekday, year }: { weekday: boolean; year: boolean }): string =>
  `${weekday ? `${WEEKDAYS[p.weekday]}, ` : ''}${MONTHS[p.month]} ${p.day}${year ? `, ${p.year}` : ''}`;

/** en-US: "3:05 PM", in the viewer's zone. */
const enUsTime = (d: Date): string => {
  const hours = d.getHours();
  return `${hours % 12 || 12}:${String(d.getMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
};

/** Whether Intl would write the viewer's labels as en-US does (the browser's language; en-US outside one). */
const viewerIsEnUs = (): boolean => {
  const language = typeof navigator === 'undefined' ? 'en-US' : navigator.language;
  return language === 'en-US' || language === 'en';
};

/** An Intl formatter in the viewer's language, built on its first use. */
const viewerFormat = (options: Intl.DateTimeFormatOptions): ((d: Date) => string) => {
  let format: Intl.DateTimeFormat | undefined;
  return (d) => (format ??= new Intl.DateTimeFormat(undefined, options)).format(d);
};

const VIEWER_DAY = viewerFormat({ weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const VIEWER_TIME = viewerFormat({ hour: 'numeric', minute: '2-digit' });
const VIEWER_MONTH_DAY_TIME = viewerFormat({ month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const VIEWER_DATE = viewerFormat({ month: 'short', day: 'numeric', year: 'numeric' });
const VIEWER_DATE_TIME = viewerFormat({ dateStyle: 'medium', timeStyle: 'short' });

/** The en-US short name of a calendar day's month (its UTC date): "Dec". */
export const usMonth = (d: Date): string => MONTHS[d.getUTCMonth()] ?? '';

/** A calendar day (its UTC date), always en-US: "Sat, Apr 18, 2026"; `weekday` and `year` default to shown. */
export const usDay = (d: Date, { weekday = true, year = true }: { weekday?: boolean; year?: boolean } = {}): string =>
  enUsDay(utcDay(d), { weekday, year });

/** A calendar day (its UTC date) in the viewer's language: "Mon, Mar 1, 2027" in en-US. */
export const viewerDay = (d: Date): string => (viewerIsEnUs() ? enUsDay(utcDay(d), { weekday: true, year: true }) : VIEWER_DAY(d));

/** A time of day in the viewer's zone and language: "3:05 PM" in en-US. */
export const viewerTime = (d: Date): string => (viewerIsEnUs() ? enUsTime(d) : VIEWER_TIME(d));

/** A moment in the viewer's zone and language: "Mar 4, 3:05 PM" in en-US. */
export const viewerMonthDayTime = (d: Date): string =>
  viewerIsEnUs() ? `${enUsDay(localDay(d), { weekday: false, year: false })}, ${enUsTime(d)}` : VIEWER_MONTH_DAY_TIME(d);

/** A moment's day in the viewer's zone and language: "Mar 4, 2027" in en-US (when consent was given, a team made). */
export const viewerDate = (d: Date): string => (viewerIsEnUs() ? enUsDay(localDay(d), { weekday: false, year: true }) : VIEWER_DATE(d));

/** A moment in the viewer's zone and language, with its year: "Mar 4, 2027, 3:05 PM" in en-US (when a file was uploaded). */
export const viewerDateTime = (d: Date): string =>
  viewerIsEnUs() ? `${enUsDay(localDay(d), { weekday: false, year: true })}, ${enUsTime(d)}` : VIEWER_DATE_TIME(d);
