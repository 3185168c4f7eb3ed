/**
 * An event's page: team leaders (best legal mark per athlete; every relay mark for relays),
 * ranked by the mark engine with ties sharing a place; the athletes who do the event; its recent results.
 */
import type { HandTimeConversion } from '@core/marks';
import { and, desc, eq, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { MeetSeason } from '@core/api/results';
import { rankMarks } from '@core/marks';
import { seasonYearOf } from '@core/seasons';
import { findSportEvent, type SportEvent } from '@core/sport-events/sport-events';
import type { Db } from '../../db/database';
import { athletes, meets, results, type AthleteRow } from '../../db/schema';
import type { ResultRecord } from '../results/records';
import { markOfRow, sortKeyOf } from '../results/mark-row';
import { bestFirst, isLegal } from '../results/best-sql';
import { selectResults, withLegs } from '../results/load';
import { visibleMeets, visibleMeetsAs, type MeetScope } from '../meets/visibility';

const RECENT_RESULTS = 20;

interface LeadersQuery {
  eventType: string;
  scope: 'all-time' | 'season';
  indoor: boolean;
  season?: { season: MeetSeason; seasonYear: number };
  limit: number;
  /** the meets whose results count (meets/visibility) */
  meets: MeetScope;
}

export interface LeaderRecord {
  place: number;
  athlete: AthleteRow | null;
  result: ResultRecord;
}

interface EventAthlete {
  athlete: Pick<AthleteRow, 'id' | 'firstName' | 'lastName' | 'gender' | 'gradYear'>;
  resultCount: number;
}

/** The season a "season" scope means by default: the latest one of the event's kind with results, else today's (`today` in the team's zone). */
export const defaultSeason = async (
  db: Db,
  organizationId: string,
  sport: SportEvent,
  indoor: boolean,
  scope: MeetScope,
  today: string,
): Promise<{ season: MeetSeason; seasonYear: number }> => {
  const season: MeetSeason = indoor ? 'indoor' : sport.category === 'cross-country' ? 'cross-country' : 'outdoor';
  const [row] = await db
    .select({ year: sql<number | null>`max(${meets.seasonYear})` })
    .from(meets)
    .where(
      and(
        eq(meets.organizationId, organizationId),
        eq(meets.season, season),
        sql`exists (select 1 from ${results} r where r.meet_id = "meets"."id")`,
        visibleMeets(scope),
      ),
    );
  return { season, seasonYear: row?.year ?? seasonYearOf(season, today) };
};

export const loadLeaders = async (
  db: Db,
  organizationId: string,
  q: LeadersQuery,
  conversion: HandTimeConversion,
): Promise<LeaderRecord[]> => {
  const sport = findSportEvent(q.eventType)!;
  const relay = sport.kind === 'relay';
  const where: (SQL | undefined)[] = [eq(results.eventType, q.eventType), eq(results.indoor, q.indoor), isLegal(), visibleMeets(q.meets)];
  if (q.scope === 'season' && q.season) where.push(eq(meets.season, q.season.season), eq(meets.seasonYear, q.season.seasonYear));
  where.push(relay ? isNull(results.athleteId) : sql`${results.athleteId} is not null`);
  const selected = relay
    ? await withTiesAtLimit(db, organizationId, and(...where), q.limit, conversion)
    : await selectResults(db, organizationId, and(...where), [results.athleteId, bestFirst(conversion)], undefined, [results.athleteId]);
  return rankLeaders(db, organizationId, await withLegs(db, selected), q.eventType, conversion, q.limit);
};

/**
 * The best `limit` relay marks matching `where`, and every further mark equal to the last of them:
 * a list cut at a place lists everyone sharing it.
 */
const withTiesAtLimit = async (db: Db, organizationId: string, where: SQL | undefined, limit: number, conversion: HandTimeConversion) => {
  const first = await selectResults(db, organizationId, where, [bestFirst(conversion)], limit);
  const last = first.at(-1);
  const key = last ? sortKeyOf(last.row, conversion) : null;
  if (first.length < limit || key === null) return first;
  const column = conversion ? results.sortValue : results.sortValueRaw;
  const ids = first.map((s) => s.row.id);
  const tied = await selectResults(db, organizationId, and(where, eq(column, key), notInArray(results.id, ids)), [bestFirst(conversion)]);
  return [...first, ...tied];
};

/**
 * The leaders among records of one event (one mark each for individual events): ranked by the mark
 * engine, ties sharing a place and, among them, the earlier mark then the name first; with their athletes.
 */
const rankLeaders = async (
  db: Db,
  organizationId: string,
  records: ResultRecord[],
  eventType: string,
  conversion: HandTimeConversion,
  limit: number,
): Promise<LeaderRecord[]> => {
  const ranked = rankedRecords(records, eventType, conversion, limit);
  const ids = ranked.map((r) => r.result.row.athleteId).filter((id): id is string => id !== null);
  const byId = await athletesById(db, organizationId, ids);
  return ranked.map((r) => ({
    place: r.place,
    athlete: r.result.row.athleteId ? (byId.get(r.result.row.athleteId) ?? null) : null,
    result: r.result,
  }));
};

/** Records of one event ranked by the mark engine (ties share a place; the earlier mark, then the name, first), cut at place `limit`. */
export const rankedRecords = (
  records: ResultRecord[],
  eventType: string,
  conversion: HandTimeConversion,
  limit: number,
): { place: number; result: ResultRecord }[] => {
  const sorted = [...records].sort(
    (a, b) => a.date.localeCompare(b.date) || (a.athleteName ?? a.relayName ?? '').localeCompare(b.athleteName ?? b.relayName ?? ''),
  );
  return (
    rankMarks(
      eventType,
      sorted.map((r) => markOfRow(r.row)),
      { handTimeConversion: conversion },
    )
      // cut at a place, not a count: everyone sharing the last place shown is listed
      .filter((r) => r.place !== null && r.place <= limit)
      .map((r) => ({ place: r.place!, result: sorted[r.index]! }))
  );
};

export const athletesById = async (db: Db, organizationId: string, ids: string[]): Promise<Map<string, AthleteRow>> => {
  const rows = ids.length
    ? await db
        .select()
        .from(athletes)
        .where(and(eq(athletes.organizationId, organizationId), inArray(athletes.id, [...new Set(ids)])))
    : [];
  return new Map(rows.map((a) => [a.id, a]));
};

/** Athletes with the event among their preferred events, or with a result in it (a relay leg counts) at a meet `scope` sees, most results first. */
export const loadEventAthletes = async (db: Db, organizationId: string, eventType: string, scope: MeetScope): Promise<EventAthlete[]> => {
  const rows = await db.execute<{
    id: string;
    first_name: string;
    last_name: string;
    gender: string;
    grad_year: number | null;
    n: number;
  }>(sql`
    with done as (
      select r.athlete_id as id from ${results} r join meets m on m.id = r.meet_id
        where r.organization_id = ${organizationId} and r.event_type = ${eventType} and r.athlete_id is not null
          and ${visibleMeetsAs(scope, 'm')}
      union all
      select l.athlete_id from relay_legs l join ${results} r on r.entry_id = l.entry_id join meets m on m.id = r.meet_id
        where r.organization_id = ${organizationId} and r.event_type = ${eventType} and not l.alternate
          and ${visibleMeetsAs(scope, 'm')}
    ), counted as (select id, count(*)::int as n from done group by id)
    select a.id, a.first_name, a.last_name, a.gender, a.grad_year, coalesce(c.n, 0)::int as n
    from ${athletes} a left join counted c on c.id = a.id
    where a.organization_id = ${organizationId} and (c.n is not null or ${eventType} = any(a.preferred_events))
    order by n desc, lower(a.last_name), lower(a.first_name), a.id`);
  return rows.rows.map((r) => ({
    athlete: { id: r.id, firstName: r.first_name, lastName: r.last_name, gender: r.gender, gradYear: r.grad_year },
    resultCount: r.n,
  }));
};

/** The latest results in the event at meets `scope` sees, wind-aided and non-marks included. */
export const loadRecentResults = async (db: Db, organizationId: string, eventType: string, scope: MeetScope): Promise<ResultRecord[]> =>
  withLegs(
    db,
    await selectResults(
      db,
      organizationId,
      and(eq(results.eventType, eventType), visibleMeets(scope)),
      [desc(meets.startDate), desc(results.createdAt)],
      RECENT_RESULTS,
    ),
  );
