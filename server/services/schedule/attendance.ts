/** Attendance coaches take: present, late, excused or absent, per athlete and occurrence or meet. */
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { AttendanceStatus } from '@core/api/schedule';
import type { Db } from '../../db/database';
import {
  athletes,
  meetEntries,
  meets,
  scheduleAttendance,
  scheduleEventExceptions,
  scheduleEvents,
  type AthleteRow,
} from '../../db/schema';
import { notFound } from '../../http/http-error';
import { answersByAthlete, answersByUser } from './responses';
import type { ResolvedTarget } from './targets';

export interface AttendanceRecord {
  athlete: Pick<AthleteRow, 'id' | 'firstName' | 'lastName' | 'eventGroups' | 'userId'>;
  status: string | null;
  answer: string | null;
}

const athleteColumns = {
  id: athletes.id,
  firstName: athletes.firstName,
  lastName: athletes.lastName,
  eventGroups: athletes.eventGroups,
  userId: athletes.userId,
};

/**
 * The attendance sheet: the active athletes the target is for (an event's audience groups, or
 * everyone; a meet: its entered athletes, or the whole active roster before entries exist), plus
 * anyone already marked, by name.
 */
export const attendanceSheet = async (db: Db, organizationId: string, target: ResolvedTarget): Promise<AttendanceRecord[]> => {
  const marked = await db
    .select({ athleteId: scheduleAttendance.athleteId, status: scheduleAttendance.status })
    .from(scheduleAttendance)
    .where(and(eq(scheduleAttendance.organizationId, organizationId), eq(scheduleAttendance.target, target.key)));
  const markedIds = marked.map((m) => m.athleteId);
  let forWhom = sql`${athletes.status} = 'active'`;
  if (target.type === 'event' && target.record.event.audience.length > 0) {
    forWhom = sql`${forWhom} and ${athletes.eventGroups} && ${sql.param(target.record.event.audience)}::text[]`;
  }
  if (target.type === 'meet') {
    const entered = db.select({ id: meetEntries.athleteId }).from(meetEntries).where(eq(meetEntries.meetId, target.meetId));
    const [any] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(meetEntries)
      .where(eq(meetEntries.meetId, target.meetId));
    if ((any?.n ?? 0) > 0) forWhom = sql`${forWhom} and ${athletes.id} in (${entered})`;
  }
  const rows = await db
    .select(athleteColumns)
    .from(athletes)
    .where(and(eq(athletes.organizationId, organizationId), markedIds.length ? or(forWhom, inArray(athletes.id, markedIds)) : forWhom))
    .orderBy(asc(athletes.lastName), asc(athletes.firstName));
  const statusOf = new Map(marked.map((m) => [m.athleteId, m.status]));
  const [answers, parentsAnswers] = await Promise.all([
    answersByUser(db, organizationId, target.key),
    answersByAthlete(db, organizationId, target.key),
  ]);
  return rows.map((athlete) => ({
    athlete,
    status: statusOf.get(athlete.id) ?? null,
    answer: (athlete.userId ? answers.get(athlete.userId) : parentsAnswers.get(athlete.id)) ?? null,
  }));
};

/** Marks (or with null, clears) athletes; every athlete must be this team's (404 otherwise). */
export const recordAttendance = async (
  db: Db,
  organizationId: string,
  target: ResolvedTarget,
  records: { athleteId: string; status: AttendanceStatus | null }[],
  recordedBy: string,
): Promise<void> => {
  const ids = [...new Set(records.map((r) => r.athleteId))];
  const found = await db
    .select({ id: athletes.id })
    .from(athletes)
    .where(and(eq(athletes.organizationId, organizationId), inArray(athletes.id, ids)));
  if (found.length !== ids.length) throw notFound('Athlete not found', 'athlete-not-found');
  await db.transaction(async (tx) => {
    for (const r of records) {
      if (r.status === null) {
        await tx
          .delete(scheduleAttendance)
          .where(
            and(
              eq(scheduleAttendance.organizationId, organizationId),
              eq(scheduleAttendance.target, target.key),
              eq(scheduleAttendance.athleteId, r.athleteId),
            ),
          );
        continue;
      }
      await tx
        .insert(scheduleAttendance)
        .values({
          organizationId,
          target: target.key,
          eventId: target.eventId,
          meetId: target.meetId,
          occurrence: target.occurrence,
          athleteId: r.athleteId,
          status: r.status,
          recordedBy,
        })
        .onConflictDoUpdate({
          target: [scheduleAttendance.organizationId, scheduleAttendance.target, scheduleAttendance.athleteId],
          set: { status: r.status, recordedBy, updatedAt: new Date() },
        });
    }
  });
};

export interface AthleteAttendanceItem {
  key: string;
  kind: string;
  title: string;
  localStart: string;
  status: string;
}

/** An athlete's attendance, latest first (at most `limit`). */
export const athleteAttendance = async (
  db: Db,
  organizationId: string,
  athleteId: string,
  limit = 200,
): Promise<AthleteAttendanceItem[]> => {
  const localStart = sql<string>`coalesce(${scheduleEventExceptions.startLocal}, ${scheduleAttendance.occurrence}, ${meets.startDate}::text)`;
  const rows = await db
    .select({
      key: scheduleAttendance.target,
      kind: sql<string>`coalesce(${scheduleEvents.kind}, 'meet')`,
      title: sql<string>`coalesce(${scheduleEventExceptions.title}, ${scheduleEvents.title}, ${meets.name}, '')`,
      localStart,
      status: scheduleAttendance.status,
    })
    .from(scheduleAttendance)
    .leftJoin(scheduleEvents, eq(scheduleEvents.id, scheduleAttendance.eventId))
    .leftJoin(
      scheduleEventExceptions,
      and(
        eq(scheduleEventExceptions.eventId, scheduleAttendance.eventId),
        eq(scheduleEventExceptions.occurrence, scheduleAttendance.occurrence),
      ),
    )
    .leftJoin(meets, eq(meets.id, scheduleAttendance.meetId))
    .where(and(eq(scheduleAttendance.organizationId, organizationId), eq(scheduleAttendance.athleteId, athleteId)))
    .orderBy(desc(localStart), desc(scheduleAttendance.target))
    .limit(limit);
  return rows;
};
