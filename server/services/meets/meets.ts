/** Meets of one organization: list, create, edit (lifecycle enforced), delete. */
import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { canMoveMeet, MEET_STATUSES, type MeetStatus } from '@core/api/meets';
import type { meetInputSchema } from '@core/api/meets';
import type { MeetSeason } from '@core/api/results';
import { seasonYearOf } from '@core/seasons';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { courses, meetEvents, meets, results, type MeetRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/http-error';
import { containsPattern } from '../athletes/names';
import { visibleMeets, type MeetScope } from './visibility';
import { sendNotice } from '../../notifications/notice';
import { resultsNotice } from './results-notice';

type MeetInput = z.output<typeof meetInputSchema>;

export interface MeetRecord {
  meet: MeetRow;
  eventCount: number;
  resultCount: number;
}

const meetNotFound = () => notFound('Meet not found', 'meet-not-found');

const counts = {
  // columns named in full: inside a subquery drizzle's bare "id" would mean the subquery's own
  eventCount: sql<number>`(select count(*)::int from ${meetEvents} e where e.meet_id = "meets"."id")`,
  resultCount: sql<number>`(select count(*)::int from ${results} r where r.organization_id = "meets"."organization_id" and r.meet_id = "meets"."id")`,
};

export const getMeetOr404 = async (db: Db, organizationId: string, meetId: string): Promise<MeetRow> => {
  const [row] = await db
    .select()
    .from(meets)
    .where(and(eq(meets.organizationId, organizationId), eq(meets.id, meetId)))
    .limit(1);
  if (!row) throw meetNotFound();
  return row;
};

/** A meet with its counts, if `scope` sees it (404 otherwise, as for an unknown meet). */
export const getMeetRecord = async (db: Db, organizationId: string, meetId: string, scope: MeetScope): Promise<MeetRecord> => {
  const [row] = await db
    .select({ meet: meets, ...counts })
    .from(meets)
    .where(and(eq(meets.organizationId, organizationId), eq(meets.id, meetId), visibleMeets(scope)))
    .limit(1);
  if (!row) throw meetNotFound();
  return row;
};

interface MeetListQuery {
  when: 'all' | 'upcoming' | 'past';
  season?: MeetSeason;
  seasonYear?: number;
  status?: MeetStatus;
  search?: string;
  limit: number;
  offset: number;
}

export const listMeets = async (
  db: Db,
  organizationId: string,
  q: MeetListQuery,
  today: string,
  scope: MeetScope,
): Promise<{ rows: MeetRecord[]; total: number }> => {
  const where: (SQL | undefined)[] = [eq(meets.organizationId, organizationId), visibleMeets(scope)];
  if (q.when === 'upcoming') where.push(gte(meets.endDate, today));
  if (q.when === 'past') where.push(lt(meets.endDate, today));
  if (q.season) where.push(eq(meets.season, q.season));
  if (q.seasonYear !== undefined) where.push(eq(meets.seasonYear, q.seasonYear));
  if (q.status) where.push(eq(meets.status, q.status));
  for (const token of (q.search ?? '').toLowerCase().split(/\s+/).filter(Boolean)) {
    const pattern = containsPattern(token);
    where.push(
      sql`(lower(${meets.name}) like ${pattern} or lower(${meets.location}) like ${pattern} or lower(${meets.host}) like ${pattern})`,
    );
  }
  const order =
    q.when === 'upcoming'
      ? [asc(meets.startDate), asc(meets.name), asc(meets.id)]
      : [desc(meets.startDate), asc(meets.name), asc(meets.id)];
  const rows = await db
    .select({ meet: meets, ...counts, total: sql<number>`(count(*) over ())::int` })
    .from(meets)
    .where(and(...where))
    .orderBy(...order)
    .limit(q.limit)
    .offset(q.offset);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && q.offset > 0)
    total =
      (
        await db
          .select({ n: count() })
          .from(meets)
          .where(and(...where))
      )[0]?.n ?? 0;
  return { rows: rows.map(({ total: _t, ...r }) => r), total };
};

const checkDates = (startDate: string, endDate: string): void => {
  if (endDate < startDate) throw badRequest('body.endDate: The meet cannot end before it starts', 'body.endDate');
};

/** A course of the team, or null; another team's course or an unknown id answers 400 naming the field. */
const checkCourse = async (db: Db, organizationId: string, courseId: string | null | undefined): Promise<string | null> => {
  if (!courseId) return null;
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.organizationId, organizationId), eq(courses.id, courseId)))
    .limit(1);
  if (!row) throw badRequest('body.courseId: No such course in this team', 'body.courseId');
  return row.id;
};

export const createMeet = async (db: Db, organizationId: string, input: MeetInput): Promise<MeetRecord> => {
  const endDate = input.endDate ?? input.startDate;
  checkDates(input.startDate, endDate);
  const [row] = await db
    .insert(meets)
    .values({
      organizationId,
      name: input.name,
      startDate: input.startDate,
      endDate,
      location: input.location ?? '',
      season: input.season,
      seasonYear: input.seasonYear ?? seasonYearOf(input.season, input.startDate),
      host: input.host ?? '',
      notes: input.notes ?? '',
      status: input.status ?? 'draft',
      courseId: await checkCourse(db, organizationId, input.courseId),
      scoring: input.scoring ?? (input.season === 'cross-country' ? 'cross-country' : 'none'),
      scoringTable: input.scoringTable ?? null,
    })
    .returning();
  return { meet: row!, eventCount: 0, resultCount: 0 };
};

const isStatus = (v: string): v is MeetStatus => (MEET_STATUSES as readonly string[]).includes(v);

/** Edits a meet. A status change must be an allowed move (409 otherwise); a season change re-files its marks indoor or outdoor. */
/** Changes a meet; `actorUserId` (who changes it) is not told of the results it publishes. */
export const updateMeet = async (
  db: Db,
  organizationId: string,
  meetId: string,
  patch: Partial<MeetInput>,
  actorUserId?: string,
): Promise<MeetRecord> => {
  const current = await getMeetOr404(db, organizationId, meetId);
  const from = isStatus(current.status) ? current.status : 'draft';
  if (patch.status && !canMoveMeet(from, patch.status)) {
    throw conflict(`A ${from} meet cannot become ${patch.status}`, 'meet-status-transition');
  }
  const startDate = patch.startDate ?? current.startDate;
  const endDate =
    patch.endDate === undefined
      ? patch.startDate && current.endDate < patch.startDate
        ? patch.startDate
        : current.endDate
      : (patch.endDate ?? startDate);
  checkDates(startDate, endDate);
  await db.transaction(async (tx) => {
    await tx
      .update(meets)
      .set({
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        startDate,
        endDate,
        ...(patch.location !== undefined ? { location: patch.location } : {}),
        ...(patch.season !== undefined ? { season: patch.season } : {}),
        ...(patch.seasonYear !== undefined ? { seasonYear: patch.seasonYear } : {}),
        ...(patch.host !== undefined ? { host: patch.host } : {}),
        ...(patch.notes !== undefined ? { notes: patch.notes } : {}),
        ...(patch.status !== undefined ? { status: patch.status } : {}),
        ...(patch.courseId !== undefined ? { courseId: await checkCourse(db, organizationId, patch.courseId) } : {}),
        ...(patch.scoring !== undefined ? { scoring: patch.scoring } : {}),
        ...(patch.scoringTable !== undefined ? { scoringTable: patch.scoringTable } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(meets.organizationId, organizationId), eq(meets.id, meetId)));
    if (patch.season !== undefined && patch.season !== current.season) {
      // indoor = an indoor event, or any event at an indoor meet
      await tx.execute(sql`update ${results} set indoor = (${patch.season === 'indoor'} or event_type like '%-indoor-%')
        where organization_id = ${organizationId} and meet_id = ${meetId}`);
    }
  });
  // committed: a meet just completed has its results published; the team is told by push
  if (patch.status === 'completed' && from !== 'completed')
    sendNotice(db, resultsNotice(organizationId, meetId, patch.name ?? current.name, actorUserId));
  return getMeetRecord(db, organizationId, meetId, 'all');
};

export const deleteMeet = async (db: Db, organizationId: string, meetId: string): Promise<void> => {
  const gone = await db
    .delete(meets)
    .where(and(eq(meets.organizationId, organizationId), eq(meets.id, meetId)))
    .returning({ id: meets.id });
  if (gone.length === 0) throw meetNotFound();
};

/** Whether results may be written at this meet (not once it is cancelled). */
export const assertOpenForResults = (meet: Pick<MeetRow, 'status'>): void => {
  if (meet.status === 'cancelled') throw conflict('This meet was cancelled: reinstate it before entering results', 'meet-cancelled');
};
