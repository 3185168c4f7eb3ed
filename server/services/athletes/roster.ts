/** The roster list: filters, sort and paging in SQL, then the page's PRs and result counts in one prepared query (page-bests.ts). */
import type { HandTimeConversion } from '@core/marks';
import type pg from 'pg';
import { and, arrayContains, asc, count, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import { gradYearFromGrade, type ATHLETE_SORTS, type AthleteStatus, type EventGroup } from '@core/api/athletes';
import { eventOrder, findSportEvent } from '@core/sport-events/sport-events';
import type { Db } from '../../db/database';
import { athletes, results, type AthleteRow } from '../../db/schema';
import { keyOrder } from '../performance/bests';
import { containsPattern, foldName } from './names';
import type { MeetScope } from '../meets/visibility';
import { loadPageBests, type PrRecord } from './page-bests';

export interface RosterQuery {
  search?: string;
  gender?: 'male' | 'female';
  grade?: number;
  gradYear?: number;
  eventGroup?: EventGroup;
  status?: AthleteStatus;
  sortBy: (typeof ATHLETE_SORTS)[number];
  limit: number;
  offset: number;
}

export interface RosterRow {
  athlete: AthleteRow;
  prCount: number;
  resultCount: number;
  keyPrs: PrRecord[];
}

const KEY_PRS = 3;

/** The roster's search and filters as SQL conditions (the list and the CSV export). */
export const rosterFilters = (organizationId: string, q: Omit<RosterQuery, 'sortBy' | 'limit' | 'offset'>): SQL[] => {
  const where: SQL[] = [eq(athletes.organizationId, organizationId)];
  for (const token of foldName(q.search ?? '')
    .split(' ')
    .filter(Boolean))
    where.push(like(athletes.nameKey, containsPattern(token)));
  if (q.gender) where.push(eq(athletes.gender, q.gender));
  if (q.status) where.push(eq(athletes.status, q.status));
  if (q.eventGroup) where.push(arrayContains(athletes.eventGroups, [q.eventGroup]));
  if (q.grade !== undefined) where.push(eq(athletes.gradYear, gradYearFromGrade(q.grade)));
  if (q.gradYear !== undefined) where.push(eq(athletes.gradYear, q.gradYear));
  return where;
};

const prCountSql = (organizationId: string) =>
  sql`(select count(*) from (select distinct r.event_type, r.indoor from ${results} r
    where r.organization_id = ${organizationId} and r.athlete_id = "athletes"."id" and r.legal) x)`;

const byName = [asc(athletes.nameKey), asc(athletes.id)];

/** The roster's sort as SQL (the list and the CSV export). */
export const rosterOrdering = (organizationId: string, sortBy: RosterQuery['sortBy']): SQL[] => {
  switch (sortBy) {
    case '-lastName':
      return [desc(athletes.nameKey), asc(athletes.id)];
    case 'firstName':
      return [asc(sql`lower(${athletes.firstName})`), ...byName];
    case '-firstName':
      return [desc(sql`lower(${athletes.firstName})`), ...byName];
    // a lower grade is a later graduation year
    case 'grade':
      return [sql`${athletes.gradYear} desc nulls last`, ...byName];
    case '-grade':
      return [sql`${athletes.gradYear} asc nulls last`, ...byName];
    case 'prCount':
      return [asc(prCountSql(organizationId)), ...byName];
    case '-prCount':
      return [desc(prCountSql(organizationId)), ...byName];
    case 'createdAt':
      return [asc(athletes.createdAt), asc(athletes.id)];
    case '-createdAt':
      return [desc(athletes.createdAt), asc(athletes.id)];
    default:
      return byName;
  }
};

const typeOrder = (type: string): number => eventOrder(findSportEvent(type)?.event ?? '');

/** One page of the roster with each athlete's PR count, result count and key PRs. */
export const listRoster = async (
  db: Db,
  pool: pg.Pool,
  organizationId: string,
  q: RosterQuery,
  conversion: HandTimeConversion,
  scope: MeetScope,
): Promise<{ rows: RosterRow[]; total: number }> => {
  const where = and(...rosterFilters(organizationId, q));
  const page = await db
    .select({ athlete: athletes, total: sql<number>`(count(*) over ())::int` })
    .from(athletes)
    .where(where)
    .orderBy(...rosterOrdering(organizationId, q.sortBy))
    .limit(q.limit)
    .offset(q.offset);
  let total = page[0]?.total ?? 0;
  if (page.length === 0 && q.offset > 0) total = (await db.select({ n: count() }).from(athletes).where(where))[0]?.n ?? 0;
  const ids = page.map((p) => p.athlete.id);
  if (ids.length === 0) return { rows: [], total };

  const { bests, counts } = await loadPageBests(pool, organizationId, ids, conversion, scope);
  const byAthlete = new Map<string, PrRecord[]>();
  for (const best of bests) {
    const list = byAthlete.get(best.row.athleteId);
    if (list) list.push(best);
    else byAthlete.set(best.row.athleteId, [best]);
  }
  const rows = page.map(({ athlete }) => {
    const prs = byAthlete.get(athlete.id) ?? [];
    return {
      athlete,
      prCount: prs.length,
      resultCount: counts.get(athlete.id) ?? 0,
      keyPrs: prs.sort(keyOrder(athlete.preferredEvents, typeOrder)).slice(0, KEY_PRS),
    };
  });
  return { rows, total };
};
