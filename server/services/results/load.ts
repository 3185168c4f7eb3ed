/** Reading results with what the pages show beside them: meet, round, athlete or relay team and legs. */
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { athletes, meetEntries, meetEvents, meets, relayLegs, results } from '../../db/schema';
import type { RelayLegRecord, ResultRecord } from './records';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

const columns = {
  row: results,
  meetName: meets.name,
  date: meets.startDate,
  season: meets.season,
  seasonYear: meets.seasonYear,
  round: meetEvents.round,
  firstName: athletes.firstName,
  lastName: athletes.lastName,
  /** the athlete's graduation year (records by grade level); null for a relay */
  gradYear: athletes.gradYear,
  relayName: meetEntries.relayName,
};

/** Results of the organization matching `where`, with their joins (legs not loaded: see withLegs). */
export const selectResults = (
  db: DbOrTx,
  organizationId: string,
  where?: SQL,
  orderBy: (SQL | PgColumn)[] = [],
  limit?: number,
  distinctOn?: PgColumn[],
) => {
  const q = (distinctOn ? db.selectDistinctOn(distinctOn, columns) : db.select(columns))
    .from(results)
    .innerJoin(meets, eq(meets.id, results.meetId))
    .innerJoin(meetEvents, eq(meetEvents.id, results.meetEventId))
    .innerJoin(meetEntries, eq(meetEntries.id, results.entryId))
    .leftJoin(athletes, eq(athletes.id, results.athleteId))
    .where(and(eq(results.organizationId, organizationId), where))
    .orderBy(...orderBy);
  return limit === undefined ? q : q.limit(limit);
};

type Selected = Awaited<ReturnType<typeof selectResults>>[number];

export const toRecord = (s: Selected, legs: RelayLegRecord[] | null = null): ResultRecord => ({
  row: s.row,
  meetName: s.meetName,
  date: s.date,
  season: s.season,
  seasonYear: s.seasonYear,
  round: s.round,
  athleteName: s.firstName === null ? null : `${s.firstName} ${s.lastName ?? ''}`.trim(),
  relayName: s.relayName,
  legs,
});

/** Legs and alternates of relay entries, in order, by entry id. */
export const loadLegs = async (db: DbOrTx, entryIds: string[]): Promise<Map<string, RelayLegRecord[]>> => {
  const map = new Map<string, RelayLegRecord[]>();
  if (entryIds.length === 0) return map;
  const rows = await db
    .select({
      entryId: relayLegs.entryId,
      athleteId: relayLegs.athleteId,
      position: relayLegs.position,
      alternate: relayLegs.alternate,
      firstName: athletes.firstName,
      lastName: athletes.lastName,
    })
    .from(relayLegs)
    .innerJoin(athletes, eq(athletes.id, relayLegs.athleteId))
    .where(inArray(relayLegs.entryId, entryIds))
    .orderBy(asc(relayLegs.entryId), asc(relayLegs.position));
  for (const { entryId, ...leg } of rows) {
    const list = map.get(entryId) ?? [];
    list.push(leg);
    map.set(entryId, list);
  }
  return map;
};

/** Records for selected rows, with relay legs filled in. */
export const withLegs = async (db: DbOrTx, selected: Selected[]): Promise<ResultRecord[]> => {
  const relayEntries = [...new Set(selected.filter((s) => s.row.athleteId === null).map((s) => s.row.entryId))];
  const legs = await loadLegs(db, relayEntries);
  return selected.map((s) => toRecord(s, s.row.athleteId === null ? (legs.get(s.row.entryId) ?? []) : null));
};
