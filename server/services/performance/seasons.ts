/** The seasons a team has results in, and which one a performance table covers when none is asked for. */
import { and, desc, eq, sql } from 'drizzle-orm';
import { MEET_SEASONS, type MeetSeason } from '@core/api/results';
import type { SeasonRef } from '@core/api/performance';
import { seasonYearOf } from '@core/seasons';
import type { Db } from '../../db/database';
import { meets, results } from '../../db/schema';
import { todayIn } from '@core/schedule/time-zones';
import { visibleMeets, type MeetScope } from '../meets/visibility';
import { gradYearOf, individualEventTypes, relayEventTypes, type PerformanceFilter } from './filters';

const SEASON_ORDER: Record<MeetSeason, number> = { 'cross-country': 0, indoor: 1, outdoor: 2 };

/** Seasons (kind and year) with at least one result, newest first (in a year: outdoor, indoor, cross country). */
export const listSeasons = async (db: Db, organizationId: string, scope: MeetScope): Promise<SeasonRef[]> => {
  const rows = await db
    .selectDistinct({ season: meets.season, seasonYear: meets.seasonYear })
    .from(meets)
    .where(
      and(
        sql`${eq(meets.organizationId, organizationId)} and exists (select 1 from ${results} r where r.meet_id = ${meets.id})`,
        visibleMeets(scope),
      ),
    )
    .orderBy(desc(meets.seasonYear));
  return rows
    .filter((r): r is SeasonRef => (MEET_SEASONS as readonly string[]).includes(r.season))
    .sort((a, b) => b.seasonYear - a.seasonYear || SEASON_ORDER[b.season] - SEASON_ORDER[a.season]);
};

/** The season asked for (kind and year), else the latest with results (of the kind asked for, if one is), else today's season of that kind (outdoor if none). */
export const chooseSeason = (
  seasons: SeasonRef[],
  season: MeetSeason | undefined,
  seasonYear: number | undefined,
  today: string,
): SeasonRef => {
  if (season && seasonYear) return { season, seasonYear };
  const found = seasons.find((s) => (!season || s.season === season) && (!seasonYear || s.seasonYear === seasonYear));
  const kind = season ?? 'outdoor';
  return found ?? { season: kind, seasonYear: seasonYear ?? seasonYearOf(kind, today) };
};

/** The same kind of season a year before. */
export const previousSeason = (s: SeasonRef): SeasonRef => ({ season: s.season, seasonYear: s.seasonYear - 1 });

/** What a season's table is asked for: the season (and year), the events and the grade. */
export interface SeasonQuery extends PerformanceFilter {
  season?: MeetSeason;
  seasonYear?: number;
}

/**
 * The scope of a season's table (leaders, standards, improvement): the team's seasons, the one
 * asked for (or the latest), its individual and relay events and the graduation year of the grade.
 */
export const seasonScope = async (db: Db, organizationId: string, query: SeasonQuery, timezone: string, meets: MeetScope) => {
  const today = todayIn(timezone);
  const seasons = await listSeasons(db, organizationId, meets);
  const season = chooseSeason(seasons, query.season, query.seasonYear, today);
  return {
    seasons,
    season,
    eventTypes: individualEventTypes(query),
    relayTypes: relayEventTypes(query),
    gradYear: gradYearOf(query, today),
    meets,
  };
};
