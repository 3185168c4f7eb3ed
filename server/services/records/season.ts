/**
 * The season a dated mark belongs to, for marks that come without a meet (historical records):
 * indoor runs from December into March and is named by the year it ends (2022-12-02 is indoor
 * 2023); outdoor and cross country by their calendar year (product.md). Cross-country events are
 * cross-country marks, every other outdoor mark is outdoor.
 */
import type { MeetSeason } from '@core/api/results';
import { findSportEvent } from '@core/sport-events/sport-events';

export const seasonOfMark = (eventType: string, indoor: boolean, date: string): { season: MeetSeason; seasonYear: number } => {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  if (indoor) return { season: 'indoor', seasonYear: month === 12 ? year + 1 : year };
  return { season: findSportEvent(eventType)?.category === 'cross-country' ? 'cross-country' : 'outdoor', seasonYear: year };
};

/**
 * The grade of a graduation year on a date, in SQL (core/api/athletes.ts gradeFromGradYear is the same
 * rule in TypeScript: 12 minus the years to graduation, the school year ending in June), for the
 * grade board's filter.
 */
export const GRADE_SQL = (gradYear: string, date: string): string =>
  `(12 - (${gradYear} - (extract(year from ${date})::int + case when extract(month from ${date}) >= 7 then 1 else 0 end)))`;
