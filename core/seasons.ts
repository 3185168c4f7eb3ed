/**
 * Which season and season year a meet belongs to, by its first day. One place for both the server
 * (the season year a meet gets when none is given) and the meet form (what it will save).
 *
 * Seasons are named by the year they end in: cross country runs in the fall (August to November) of
 * its year; the indoor season runs from December into March, so an indoor meet on 2022-12-02 belongs
 * to the 2023 indoor season; outdoor runs from March to July. An indoor meet from July to December
 * belongs to the next year's indoor season (a few college indoor meets start in November).
 */
import type { MeetSeason } from './api/results';

const month = (isoDate: string): number => Number(isoDate.slice(5, 7));
const year = (isoDate: string): number => Number(isoDate.slice(0, 4));

/** The season year of a meet of this season starting on this day (YYYY-MM-DD). */
export const seasonYearOf = (season: MeetSeason, isoDate: string): number =>
  season === 'indoor' && month(isoDate) >= 7 ? year(isoDate) + 1 : year(isoDate);

/** The season a meet on this date most likely belongs to: Aug-Nov cross country, Dec-Feb indoor, else outdoor (a suggestion only). */
export const likelySeason = (isoDate: string): MeetSeason => {
  const m = month(isoDate);
  if (m >= 8 && m <= 11) return 'cross-country';
  if (m === 12 || m <= 2) return 'indoor';
  return 'outdoor';
};
