/**
 * Which season and season year a meet or a mark belongs to, by its date: the one rule for the
 * server (a meet's season year when none is given, a historical record's season, the grade of an
 * athlete on a date, the default season of the performance tables) and the web (what the meet form
 * will save). Each caller uses these functions, or the SQL built beside them from the same rule.
 *
 * Seasons are named by the year they end in (product.md): cross country runs in the fall (August
 * to November) and outdoor from March to July, each named by its calendar year; the indoor season
 * runs from December into March, so an indoor meet on 2022-12-02 belongs to the 2023 indoor season.
 * An indoor date outside December-March belongs to the season of its school year (July to June, the
 * year it ends in): a November meet opens the coming season (a few college indoor meets start
 * then), an April one closes the season just run. Decision 040.
 */
import type { MeetSeason } from './api/results';
import { findSportEvent } from './sport-events/sport-events';

/** The month (1-12) a school year, and so an indoor season's year, starts in. */
const SCHOOL_YEAR_FIRST_MONTH = 7;

const month = (isoDate: string): number => Number(isoDate.slice(5, 7));
const year = (isoDate: string): number => Number(isoDate.slice(0, 4));

/** The school year of a day (YYYY-MM-DD), named by the year it ends in: July 2025 to June 2026 is 2026. */
export const schoolYearOf = (isoDate: string): number => (month(isoDate) >= SCHOOL_YEAR_FIRST_MONTH ? year(isoDate) + 1 : year(isoDate));

/** The season year of a meet of this season starting on this day (YYYY-MM-DD). */
export const seasonYearOf = (season: MeetSeason, isoDate: string): number => (season === 'indoor' ? schoolYearOf(isoDate) : year(isoDate));

/**
 * The season of a dated mark that comes without a meet (a historical record): indoor marks by the
 * indoor rule, cross-country events' marks cross country, every other mark outdoor.
 */
export const seasonOfMark = (eventType: string, indoor: boolean, isoDate: string): { season: MeetSeason; seasonYear: number } => {
  const season: MeetSeason = indoor ? 'indoor' : findSportEvent(eventType)?.category === 'cross-country' ? 'cross-country' : 'outdoor';
  return { season, seasonYear: seasonYearOf(season, isoDate) };
};

/** The season a meet on this date most likely belongs to: Aug-Nov cross country, Dec-Feb indoor, else outdoor (a suggestion only). */
export const likelySeason = (isoDate: string): MeetSeason => {
  const m = month(isoDate);
  if (m >= 8 && m <= 11) return 'cross-country';
  if (m === 12 || m <= 2) return 'indoor';
  return 'outdoor';
};

/**
 * schoolYearOf as SQL over a date expression (a column such as `m.start_date`, trusted text: never
 * user input), for queries that group or filter by it; a test holds it equal to schoolYearOf.
 */
export const schoolYearSql = (dateExpr: string): string =>
  `(extract(year from ${dateExpr})::int + case when extract(month from ${dateExpr}) >= ${SCHOOL_YEAR_FIRST_MONTH} then 1 else 0 end)`;
