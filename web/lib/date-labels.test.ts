import { afterEach, describe, expect, it, vi } from 'vitest';
import { usDay, viewerDate, viewerDateTime, viewerDay, viewerMonthDayTime, viewerTime } from './date-labels';

/** Every day from 2023 to 2028 (leap years, month ends, every weekday), at noon UTC. */
const days = Array.from({ length: 6 * 366 }, (_, i) => new Date(Date.UTC(2023, 0, 1 + i, 12)));
/** Every minute of one local day (midnight, noon, single- and double-digit hours). */
const minutes = Array.from({ length: 24 * 60 }, (_, i) => new Date(2026, 10, 26, 0, i));

const intl = (locale: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options);

afterEach(() => vi.unstubAllGlobals());

describe('date labels written by hand read as Intl writes them in en-US', () => {
  it('usDay: with and without the weekday and the year', () => {
    const full = intl('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    const noYear = intl('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
    const noWeekday = intl('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    for (const d of days) {
      expect(usDay(d)).toBe(full.format(d));
      expect(usDay(d, { year: false })).toBe(noYear.format(d));
      expect(usDay(d, { weekday: false })).toBe(noWeekday.format(d));
    }
  });

  it('viewerDay, viewerTime and viewerMonthDayTime for an en-US viewer', () => {
    vi.stubGlobal('navigator', { language: 'en-US' });
    const day = intl('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    const time = intl('en-US', { hour: 'numeric', minute: '2-digit' });
    const monthDayTime = intl('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
    for (const d of days) expect(viewerDay(d)).toBe(day.format(d));
    for (const d of minutes) expect(viewerTime(d)).toBe(time.format(d));
    for (const d of [...minutes.filter((_, i) => i % 7 === 0), ...days]) expect(viewerMonthDayTime(d)).toBe(monthDayTime.format(d));
  });

  it('viewerDate and viewerDateTime for an en-US viewer', () => {
    vi.stubGlobal('navigator', { language: 'en-US' });
    const date = intl('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
    const dateTime = intl('en-US', { dateStyle: 'medium', timeStyle: 'short' });
    for (const d of [...minutes.filter((_, i) => i % 7 === 0), ...days]) {
      expect(viewerDate(d)).toBe(date.format(d));
      expect(viewerDateTime(d)).toBe(dateTime.format(d));
    }
  });

  it('builds no Intl formatter for an en-US viewer (what the module is for), one per label for another language', async () => {
    const d = new Date(2027, 2, 1, 15, 5);
    const load = async (language: string) => {
      vi.stubGlobal('navigator', { language });
      vi.resetModules();
      return import('./date-labels');
    };
    const Original = Intl.DateTimeFormat;
    const built = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args: ConstructorParameters<typeof Original>) {
      return new Original(...args);
    } as typeof Original);
    const us = await load('en-US');
    us.viewerDay(d);
    us.viewerTime(d);
    us.viewerMonthDayTime(d);
    us.viewerDate(d);
    us.viewerDateTime(d);
    us.usDay(d);
    expect(built).not.toHaveBeenCalled();

    const de = await load('de-DE');
    // Intl's default language is the browser's (here the test process's): the labels follow it
    const viewer = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(undefined, options).format(d);
    built.mockClear();
    expect(de.viewerTime(d)).toBe(viewer({ hour: 'numeric', minute: '2-digit' }));
    expect(de.viewerTime(d)).toBe(viewer({ hour: 'numeric', minute: '2-digit' }));
    expect(built.mock.calls.filter(([locale]) => locale === undefined)).toHaveLength(3); // one built by the label, kept; two here
    built.mockRestore();
  });
});
