import { describe, expect, it } from 'vitest';
import { MEET_SEASONS, type MeetSeason } from './api/results';
import { gradeFromGradYear } from './api/athletes';
import { likelySeason, schoolYearOf, seasonOfMark, seasonYearOf } from './seasons';

/**
 * The rule written again here, independently, from product.md: a season is named by the year it
 * ends in; outdoor and cross country by their calendar year; the indoor season that ends in year Y
 * runs from December (Y-1) into March (Y), and an indoor date outside it belongs to the school year
 * (1 July Y-1 to 30 June Y) it falls in. Computed from Date ranges, not from month arithmetic.
 */
const expectedSeasonYear = (season: MeetSeason, iso: string): number => {
  const day = Date.parse(`${iso}T00:00:00Z`);
  const calendarYear = new Date(day).getUTCFullYear();
  if (season !== 'indoor') return calendarYear;
  for (const y of [calendarYear, calendarYear + 1]) {
    if (day >= Date.UTC(y - 1, 6, 1) && day <= Date.UTC(y, 5, 30)) return y;
  }
  throw new Error(`no school year holds ${iso}`);
};

const everyDay = (fromYear: number, toYear: number): string[] => {
  const days: string[] = [];
  for (let t = Date.UTC(fromYear, 0, 1); t <= Date.UTC(toYear, 11, 31); t += 86_400_000) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
};

describe('season year: one rule', () => {
  it.each([
    // the indoor season runs December into March and is named by the year it ends in (product.md's example)
    ['indoor', '2022-12-02', 2023],
    ['indoor', '2022-11-30', 2023],
    ['indoor', '2022-12-01', 2023],
    ['indoor', '2022-12-31', 2023],
    ['indoor', '2023-01-01', 2023],
    ['indoor', '2023-03-31', 2023],
    ['indoor', '2023-04-01', 2023],
    ['indoor', '2023-06-30', 2023],
    ['indoor', '2023-07-01', 2024],
    ['outdoor', '2023-03-25', 2023],
    ['outdoor', '2023-07-01', 2023],
    ['outdoor', '2023-12-31', 2023],
    ['cross-country', '2022-11-30', 2022],
    ['cross-country', '2022-12-01', 2022],
    ['cross-country', '2023-01-01', 2023],
  ] as const)('%s on %s belongs to %i', (season, date, expected) => {
    expect(seasonYearOf(season, date)).toBe(expected);
    expect(expectedSeasonYear(season, date)).toBe(expected);
  });

  it('agrees with the independent rule on every day of 2019-2028, for meets and for marks without a meet', () => {
    for (const day of everyDay(2019, 2028)) {
      for (const season of MEET_SEASONS) expect(seasonYearOf(season, day), `${season} ${day}`).toBe(expectedSeasonYear(season, day));
      // a historical record: indoor, an outdoor event, a cross-country event
      expect(seasonOfMark('female-indoor-60m', true, day)).toEqual({ season: 'indoor', seasonYear: expectedSeasonYear('indoor', day) });
      expect(seasonOfMark('female-100m', false, day)).toEqual({ season: 'outdoor', seasonYear: expectedSeasonYear('outdoor', day) });
      expect(seasonOfMark('female-xc-5k', false, day)).toEqual({
        season: 'cross-country',
        seasonYear: expectedSeasonYear('cross-country', day),
      });
      // the school year, which also gives an athlete's grade on the day
      expect(schoolYearOf(day)).toBe(expectedSeasonYear('indoor', day));
      expect(gradeFromGradYear(expectedSeasonYear('indoor', day) + 2, new Date(`${day}T12:00:00Z`))).toBe(10);
    }
  });

  it('puts a November meet, a December meet and the next March meet in one indoor season', () => {
    expect(new Set(['2021-11-27', '2021-12-04', '2022-02-26', '2022-03-12'].map((d) => seasonYearOf('indoor', d)))).toEqual(
      new Set([2022]),
    );
    expect(seasonYearOf('indoor', '2022-12-02')).not.toBe(seasonYearOf('indoor', '2022-02-26'));
  });
});

describe('likely season (a suggestion for the meet form)', () => {
  it.each([
    ['2026-09-12', 'cross-country'],
    ['2026-10-28', 'cross-country'],
    ['2026-11-30', 'cross-country'],
    ['2026-12-05', 'indoor'],
    ['2027-02-20', 'indoor'],
    ['2027-03-01', 'outdoor'],
    ['2027-07-31', 'outdoor'],
  ])('a meet on %s is most likely %s', (date, season) => {
    expect(likelySeason(date)).toBe(season);
  });
});
