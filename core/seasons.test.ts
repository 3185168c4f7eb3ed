import { describe, expect, it } from 'vitest';
import { likelySeason, seasonYearOf } from './seasons';

describe('season year', () => {
  it.each([
    // the indoor season runs December into March and is named by the year it ends in
    ['indoor', '2022-12-02', 2023],
    ['indoor', '2022-11-20', 2023],
    ['indoor', '2023-01-14', 2023],
    ['indoor', '2023-03-11', 2023],
    ['outdoor', '2023-03-25', 2023],
    ['outdoor', '2023-07-30', 2023],
    ['cross-country', '2022-10-28', 2022],
    ['cross-country', '2022-12-10', 2022],
  ] as const)('%s meet on %s belongs to %i', (season, date, expected) => {
    expect(seasonYearOf(season, date)).toBe(expected);
  });

  it('puts a December meet and the next February meet in one indoor season', () => {
    expect(seasonYearOf('indoor', '2021-12-04')).toBe(seasonYearOf('indoor', '2022-02-26'));
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
