/**
 * The team's relay marks of a season (decision 025): a relay belongs to the team, so the season
 * leaders of a relay event are the team's best relay marks (each mark with its legs, as on the event
 * page and the records boards) and a relay standard is measured against the team's best relay.
 */
import type { HandTimeConversion } from '@core/marks';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { SeasonRef } from '@core/api/performance';
import type { Db } from '../../db/database';
import { meets, results } from '../../db/schema';
import { bestFirst, isLegal, sortKeyText } from '../results/best-sql';
import type { ResultRecord } from '../results/records';
import { selectResults, withLegs } from '../results/load';
import { visibleMeets, type MeetScope } from '../meets/visibility';

interface SeasonRelaysQuery {
  season: SeasonRef;
  /** the relay event types asked for */
  eventTypes: string[];
  /** only relays whose four legs are all of this graduation year (the grade asked for) */
  gradYear?: number;
  /** only relays one of these athletes ran a leg of */
  athleteIds?: string[];
  /** the best marks kept per event and environment (places: ties at the last one are all kept) */
  perEvent: number;
  /** the meets whose results count (meets/visibility) */
  meets: MeetScope;
}

/** The legs (alternates left out) of the relay result in the outer query. */
const legsOf = (rest: SQL) =>
  sql`select 1 from relay_legs l join athletes a on a.id = l.athlete_id where l.entry_id = ${results.entryId} and not l.alternate and ${rest}`;

/**
 * The team's best legal relay marks of the season per event and environment (of equal marks the
 * earliest run: results/best-sql.ts), with their legs, best first.
 */
export const loadSeasonRelays = async (
  db: Db,
  organizationId: string,
  q: SeasonRelaysQuery,
  conversion: HandTimeConversion,
): Promise<ResultRecord[]> => {
  if (q.eventTypes.length === 0 || q.athleteIds?.length === 0 || q.perEvent < 1) return [];
  const where: (SQL | undefined)[] = [
    visibleMeets(q.meets),
    eq(results.organizationId, organizationId),
    inArray(results.eventType, q.eventTypes),
    isLegal(),
    sql`${results.athleteId} is null`,
    eq(meets.season, q.season.season),
    eq(meets.seasonYear, q.season.seasonYear),
  ];
  if (q.gradYear !== undefined) {
    where.push(sql`exists (${legsOf(sql`true`)})`, sql`not exists (${legsOf(sql`a.grad_year is distinct from ${q.gradYear}`)})`);
  }
  if (q.athleteIds) where.push(sql`exists (${legsOf(sql`l.athlete_id in ${q.athleteIds}`)})`);
  const ranked = db
    .select({
      id: results.id,
      n: sql<number>`rank() over (partition by ${results.eventType}, ${results.indoor} order by ${sql.raw(sortKeyText(conversion, '"results"'))})`.as(
        'n',
      ),
    })
    .from(results)
    .innerJoin(meets, eq(meets.id, results.meetId))
    .where(and(...where))
    .as('ranked');
  const ids = (
    await db
      .select({ id: ranked.id })
      .from(ranked)
      .where(sql`${ranked.n} <= ${q.perEvent}`)
  ).map((r) => r.id);
  if (ids.length === 0) return [];
  return withLegs(
    db,
    await selectResults(db, organizationId, inArray(results.id, ids), [results.eventType, results.indoor, bestFirst(conversion)]),
  );
};
