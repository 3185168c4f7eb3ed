/**
 * Season bests: each athlete's best legal mark per event, environment and season, in one query;
 * what the season leaders, the improvement table, the standards' progress and seed marks read.
 */
import type { HandTimeConversion } from '@core/marks';
import { and, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { MeetSeason } from '@core/api/results';
import { athletes, meets, results } from '../../db/schema';
import type { ResultRecord } from '../results/records';
import { bestFirst, isLegal } from '../results/best-sql';
import { selectResults, toRecord, type DbOrTx } from '../results/load';
import { visibleMeets, type MeetScope } from '../meets/visibility';

interface SeasonBestsQuery {
  /** one season, or two (this one and last year's) */
  seasons: { season: MeetSeason; seasonYear: number }[];
  /** the individual event types asked for (the catalogue filtered by gender and group) */
  eventTypes: string[];
  /** only athletes of this graduation year (the grade asked for) */
  gradYear?: number;
  /** only these athletes */
  athleteIds?: string[];
  /** only marks of meets that started before this day (YYYY-MM-DD): the bests going into a meet */
  before?: string;
  /** the meets whose results count (meets/visibility) */
  meets: MeetScope;
}

/**
 * Each athlete's best legal mark per individual event and environment in each season asked for (of
 * equal marks the earliest run: results/best-sql.ts), in one query (DISTINCT ON over the legal-marks index): what the season
 * leaders, the improvement table and the standards' progress all read.
 */
export const loadSeasonBests = async (
  db: DbOrTx,
  organizationId: string,
  q: SeasonBestsQuery,
  conversion: HandTimeConversion,
): Promise<ResultRecord[]> => {
  if (q.eventTypes.length === 0 || q.seasons.length === 0 || q.athleteIds?.length === 0) return [];
  const where: (SQL | undefined)[] = [
    inArray(results.eventType, q.eventTypes),
    isLegal(),
    sql`${results.athleteId} is not null`,
    or(...q.seasons.map((s) => and(eq(meets.season, s.season), eq(meets.seasonYear, s.seasonYear))))!,
    visibleMeets(q.meets),
  ];
  if (q.gradYear !== undefined) where.push(eq(athletes.gradYear, q.gradYear));
  if (q.athleteIds) where.push(inArray(results.athleteId, q.athleteIds));
  if (q.before) where.push(lt(meets.startDate, q.before));
  const selected = await selectResults(
    db,
    organizationId,
    and(...where),
    [results.eventType, results.indoor, results.athleteId, meets.season, meets.seasonYear, bestFirst(conversion)],
    undefined,
    [results.eventType, results.indoor, results.athleteId, meets.season, meets.seasonYear],
  );
  return selected.map((s) => toRecord(s));
};
