/**
 * The record board: per event (type, so per gender) the top list of a scope, ties sharing a place,
 * from the team's legal results (best per athlete; every relay mark) merged with historical
 * records, ranked by the mark engine with the team's hand-time setting. A later result that beats a
 * historical record simply ranks above it.
 */
import type { HandTimeConversion } from '@core/marks';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { rankMarks } from '@core/marks';
import { sportEventOrder } from '@core/sport-events/sport-events';
import type { Db } from '../../db/database';
import { historicalRecords, results, type HistoricalRecordRow } from '../../db/schema';
import { selectResults, withLegs } from '../results/load';
import { bestFirst, bestPerGroupSql, isLegal, sortKeyText, type BestAliases } from '../results/best-sql';
import { compareBoardRunOrder, historicalBoardMark, resultBoardMark, type BoardMark } from './board-mark';
import { visibleMeetsAs, type MeetScope } from '../meets/visibility';
import { catalogueEventSql, historicalScopeSql, resultScopeSql, scopeIsEmpty, type BoardScope } from './scope';

export interface RankedBoardMark {
  place: number;
  mark: BoardMark;
}

export interface BoardEvent {
  eventType: string;
  top: RankedBoardMark[];
}

/** The sort key of results aliased r under the team's hand-time setting. */
export const sortKeySql = (conversion: HandTimeConversion) => sql.raw(sortKeyText(conversion, 'r'));

/** Results (with legs, meets, rounds) as board marks, in the given order of ids. */
export const loadResultMarks = async (
  db: Db,
  organizationId: string,
  ids: string[],
  conversion: HandTimeConversion,
): Promise<BoardMark[]> => {
  if (ids.length === 0) return [];
  const selected = await selectResults(db, organizationId, inArray(results.id, ids));
  const gradYear = new Map(selected.map((s) => [s.row.id, s.gradYear]));
  const records = await withLegs(db, selected);
  return records.map((r) => resultBoardMark(r, gradYear.get(r.row.id) ?? null, conversion));
};

/** The historical records in a scope (team records, or one course's), optionally of one event. */
export const loadHistoricalMarks = async (
  db: Db,
  organizationId: string,
  scope: BoardScope,
  conversion: HandTimeConversion,
  eventType?: string,
): Promise<BoardMark[]> => {
  // the alias `h` is the one historicalScopeSql speaks of
  const h = alias(historicalRecords, 'h');
  const full: HistoricalRecordRow[] = await db
    .select()
    .from(h)
    .where(and(eq(h.organizationId, organizationId), historicalScopeSql(scope), eventType ? eq(h.eventType, eventType) : undefined));
  return full.map((h) => historicalBoardMark(h, conversion));
};

/** Marks of one event ranked best first with the engine (ties share; among them the earlier first), places up to `top`. */
export const rankBoardMarks = (eventType: string, marks: BoardMark[], conversion: HandTimeConversion, top: number): RankedBoardMark[] => {
  const ordered = [...marks].sort(compareBoardRunOrder);
  return rankMarks(
    eventType,
    ordered.map((m) => m.mark),
    { handTimeConversion: conversion },
  )
    .filter((r) => r.place !== null && r.place <= top)
    .map((r) => ({ place: r.place!, mark: ordered[r.index]! }));
};

/** The aliases m (meets), e (meet events), r (results) of the board's queries. */
const MER: BestAliases = { result: 'r', meet: 'm', meetEvent: 'e' };

/** Ids of the scope's top `top` places per event: each athlete's best (every relay mark), the earliest of equal ones, ranked with ties. */
const scopeTopIds = async (
  db: Db,
  organizationId: string,
  scope: BoardScope,
  conversion: HandTimeConversion,
  top: number,
): Promise<string[]> => {
  const best = bestPerGroupSql({
    select: sql`r.id, r.event_type, ${sortKeySql(conversion)} as v`,
    from: sql`${results} r join meets m on m.id = r.meet_id join meet_events e on e.id = r.meet_event_id left join athletes a on a.id = r.athlete_id`,
    where: sql`r.organization_id = ${organizationId} and ${resultScopeSql(scope)}`,
    group: ['r.event_type', 'coalesce(r.athlete_id, r.entry_id)'],
    conversion,
    aliases: MER,
  });
  const live = await db.execute(sql`
    with best as (${best})
    select id from (select id, rank() over (partition by event_type order by v) as rk from best) x where rk <= ${top}`);
  return live.rows.map((r) => String(r.id));
};

/**
 * The same ids for an all-time board compared with converted times (the default), without reading
 * every result: per event, the legal marks in order along the best-marks index
 * (results_org_event_best_idx), as many as it takes to hold `top` athletes' bests and everyone tied
 * with the last of them (doubling the read until then). A team with a million results answers from
 * a few thousand rows.
 */
const allTimeTopIds = async (db: Db, organizationId: string, indoor: boolean, top: number, meetScope: MeetScope): Promise<string[]> => {
  // the team's board: standard events only (catalogueEventSql)
  const events = await db.execute<{ event_type: string }>(
    sql`select distinct e.event_type from meet_events e where e.organization_id = ${organizationId} and ${catalogueEventSql('e')}`,
  );
  const perEvent = await Promise.all(
    events.rows.map(async ({ event_type: eventType }) => {
      for (let limit = top * 8; ; limit *= 4) {
        const rows = await db.execute<{ id: string; who: string; v: number }>(sql`
          select r.id, coalesce(r.athlete_id, r.entry_id) as who, ${sortKeySql(true)} as v
          from ${results} r join meets m on m.id = r.meet_id join meet_events e on e.id = r.meet_event_id
          where r.organization_id = ${organizationId} and r.event_type = ${eventType} and r.indoor = ${indoor} and ${isLegal(MER)}
            and ${visibleMeetsAs(meetScope, 'm')}
          order by ${bestFirst(true, MER)}
          limit ${limit}`);
        // in mark order, an athlete's first row is their best (the earliest of equal ones)
        const seen = new Set<string>();
        const bests: { id: string; v: number }[] = [];
        for (const r of rows.rows) {
          if (seen.has(r.who)) continue;
          seen.add(r.who);
          bests.push({ id: r.id, v: Number(r.v) });
        }
        const last = rows.rows.at(-1);
        const cut = bests[top - 1]?.v;
        // complete when every mark was read, or the unread ones are all worse than the top-th best
        if (rows.rows.length < limit || (cut !== undefined && Number(last!.v) > cut)) {
          // rank (ties share) = 1 + the number of better bests = 1 + the index of the first equal one (bests are in mark order)
          return bests.filter((b) => bests.findIndex((o) => o.v === b.v) < top).map((b) => b.id);
        }
      }
    }),
  );
  return perEvent.flat();
};

/** Every event's top list in the scope, in the catalogue's order. */
export const loadBoard = async (
  db: Db,
  organizationId: string,
  scope: BoardScope,
  conversion: HandTimeConversion,
  top: number,
): Promise<BoardEvent[]> => {
  if (scopeIsEmpty(scope)) return [];
  // the team's all-time board (the page's default) reads along the best-marks index; other scopes filter first
  const ids =
    scope.board === 'all-time' && !scope.courseId && conversion
      ? await allTimeTopIds(db, organizationId, scope.indoor, top, scope.meets)
      : await scopeTopIds(db, organizationId, scope, conversion, top);
  const [resultMarks, historical] = await Promise.all([
    loadResultMarks(db, organizationId, ids, conversion),
    loadHistoricalMarks(db, organizationId, scope, conversion),
  ]);
  const byEvent = new Map<string, BoardMark[]>();
  for (const m of [...resultMarks, ...historical]) byEvent.set(m.eventType, [...(byEvent.get(m.eventType) ?? []), m]);
  return [...byEvent.entries()]
    .sort(([a], [b]) => sportEventOrder(a) - sportEventOrder(b) || a.localeCompare(b))
    .map(([eventType, marks]) => ({ eventType, top: rankBoardMarks(eventType, marks, conversion, top) }));
};
