/**
 * Team events: create, change (the series, one occurrence, or this and following), delete.
 * Occurrences are named by their original local start; a change of one is an exception row.
 */
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { WEEKDAYS, type EditScope, type scheduleEventInputSchema, type scheduleEventPatchSchema, type Weekday } from '@core/api/schedule';
import { addDays, addLocalMinutes, localMinutesBetween } from '@core/schedule/zoned-time';
import type { Db } from '../../db/database';
import {
  scheduleAttendance,
  scheduleEventExceptions,
  scheduleEvents,
  scheduleResponses,
  type ScheduleEventRow,
  type ScheduleExceptionRow,
} from '../../db/schema';
import { badRequest, notFound } from '../../http/http-error';
import { sendNotice } from '../../notifications/notice';
import { scheduleNotice } from './schedule-notice';
import { isOccurrence, lastOccurrenceStart, weekdayOf, type SeriesShape } from './recurrence';

type EventInput = z.output<typeof scheduleEventInputSchema>;
type EventPatch = z.output<typeof scheduleEventPatchSchema>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface ScheduleEventRecord {
  event: ScheduleEventRow;
  exceptions: ScheduleExceptionRow[];
}

/** Longest event (wall-clock): a travel weekend fits, a typo of a month does not. */
export const MAX_EVENT_MINUTES = 14 * 24 * 60;
/** A series may run at most this long (its occurrences are expanded on every read). */
export const MAX_SERIES_DAYS = 3 * 366;
/** One occurrence may move at most this far from its original start. */
export const MAX_OCCURRENCE_SHIFT_DAYS = 30;

export const eventNotFound = () => notFound('Event not found', 'event-not-found');
export const occurrenceNotFound = () => notFound('This event has no occurrence at that time', 'occurrence-not-found');

export const getEventOr404 = async (db: Db | Tx, organizationId: string, eventId: string): Promise<ScheduleEventRow> => {
  const [row] = await db
    .select()
    .from(scheduleEvents)
    .where(and(eq(scheduleEvents.organizationId, organizationId), eq(scheduleEvents.id, eventId)))
    .limit(1);
  if (!row) throw eventNotFound();
  return row;
};

export const getEventRecord = async (db: Db | Tx, organizationId: string, eventId: string): Promise<ScheduleEventRecord> => {
  const event = await getEventOr404(db, organizationId, eventId);
  const exceptions = await db
    .select()
    .from(scheduleEventExceptions)
    .where(eq(scheduleEventExceptions.eventId, eventId))
    .orderBy(asc(scheduleEventExceptions.occurrence));
  return { event, exceptions };
};

const checkTimes = (start: string, end: string, field: string): void => {
  if (end <= start) throw badRequest(`${field}.end: The event must end after it starts`, `${field}.end`);
  if (localMinutesBetween(start, end) > MAX_EVENT_MINUTES) throw badRequest(`${field}.end: An event lasts at most 14 days`, `${field}.end`);
};

const sortDays = (days: readonly string[]): Weekday[] => WEEKDAYS.filter((d) => days.includes(d));

/** The recurrence columns of a series starting at `start`, checked (400 with the field named). */
const recurrenceColumns = (
  start: string,
  r: EventInput['recurrence'],
): Pick<ScheduleEventRow, 'freq' | 'interval' | 'byDay' | 'untilDate'> => {
  if (!r) return { freq: null, interval: 1, byDay: [], untilDate: null };
  const byDay = r.freq === 'weekly' ? sortDays(r.byDay.length ? r.byDay : [weekdayOf(start)]) : [];
  if (r.freq === 'weekly' && !byDay.includes(weekdayOf(start))) {
    throw badRequest(
      `body.recurrence.byDay: The first occurrence (${start.slice(0, 10)}) must fall on one of the repeat days`,
      'body.recurrence.byDay',
    );
  }
  const startDate = start.slice(0, 10);
  if (r.until !== null && r.until < startDate)
    throw badRequest('body.recurrence.until: The repeat cannot end before the first occurrence', 'body.recurrence.until');
  if (r.until !== null && r.until > addDays(startDate, MAX_SERIES_DAYS)) {
    throw badRequest('body.recurrence.until: A series runs at most 3 years; end it sooner', 'body.recurrence.until');
  }
  return { freq: r.freq, interval: r.interval, byDay, untilDate: r.until };
};

/** Ends a series the day before `occurrence` (its last start follows), as "this and following" does. */
const endSeriesBefore = async (tx: Tx, series: ScheduleEventRow, occurrence: string): Promise<void> => {
  const before = addDays(occurrence.slice(0, 10), -1);
  const ended: SeriesShape = { ...series, untilDate: before };
  await tx
    .update(scheduleEvents)
    .set({ untilDate: before, lastStart: lastOccurrenceStart(ended), updatedAt: new Date() })
    .where(eq(scheduleEvents.id, series.id));
};

/** A new team event; its wall times are in the team's zone, whatever that is when it is read (decision 040). */
export const createEvent = async (db: Db, organizationId: string, input: EventInput): Promise<ScheduleEventRecord> => {
  checkTimes(input.start, input.end, 'body');
  const rec = recurrenceColumns(input.start, input.recurrence);
  const [row] = await db
    .insert(scheduleEvents)
    .values({
      organizationId,
      kind: input.kind,
      title: input.title,
      startLocal: input.start,
      endLocal: input.end,
      location: input.location ?? '',
      notes: input.notes ?? '',
      audience: [...new Set(input.audience)],
      ...rec,
      lastStart: lastOccurrenceStart({ startLocal: input.start, ...rec }),
    })
    .returning();
  return { event: row!, exceptions: [] };
};

/** Moves the per-occurrence rows (changes, answers, attendance) at or after `from` to another series, shifted by `minutes`. */
const moveOccurrenceRows = async (
  tx: Tx,
  organizationId: string,
  fromEventId: string,
  toEventId: string,
  from: string,
  minutes: number,
): Promise<void> => {
  const shifted = (col: string) =>
    sql.raw(`to_char((${col} || ':00')::timestamp + interval '${Math.trunc(minutes)} minutes', 'YYYY-MM-DD"T"HH24:MI')`);
  await tx.execute(sql`update ${scheduleEventExceptions} set event_id = ${toEventId}, occurrence = ${shifted('occurrence')}
    where event_id = ${fromEventId} and occurrence >= ${from}`);
  for (const table of [scheduleResponses, scheduleAttendance]) {
    await tx.execute(sql`update ${table} set event_id = ${toEventId}, occurrence = ${shifted('occurrence')},
      target = 'event:' || ${toEventId} || ':' || ${shifted('occurrence')}
      where organization_id = ${organizationId} and event_id = ${fromEventId} and occurrence >= ${from}`);
  }
};

const deleteOccurrenceRows = async (tx: Tx, eventId: string, from: string): Promise<void> => {
  await tx
    .delete(scheduleEventExceptions)
    .where(and(eq(scheduleEventExceptions.eventId, eventId), gte(scheduleEventExceptions.occurrence, from)));
  await tx.delete(scheduleResponses).where(and(eq(scheduleResponses.eventId, eventId), gte(scheduleResponses.occurrence, from)));
  await tx.delete(scheduleAttendance).where(and(eq(scheduleAttendance.eventId, eventId), gte(scheduleAttendance.occurrence, from)));
};

/** The series fields a patch sets (everything but per-occurrence overrides). */
const seriesValues = (current: ScheduleEventRow, patch: EventPatch, start: string, end: string) => {
  const rec =
    patch.recurrence !== undefined
      ? recurrenceColumns(start, patch.recurrence)
      : recurrenceColumns(
          start,
          current.freq
            ? {
                freq: current.freq as 'daily' | 'weekly',
                interval: current.interval,
                byDay: current.byDay as Weekday[],
                until: current.untilDate,
              }
            : null,
        );
  return {
    ...(patch.kind !== undefined ? { kind: patch.kind } : {}),
    ...(patch.title !== undefined ? { title: patch.title } : {}),
    ...(patch.location !== undefined ? { location: patch.location } : {}),
    ...(patch.notes !== undefined ? { notes: patch.notes } : {}),
    ...(patch.audience !== undefined ? { audience: [...new Set(patch.audience)] } : {}),
    startLocal: start,
    endLocal: end,
    ...rec,
    lastStart: lastOccurrenceStart({ startLocal: start, ...rec }),
    updatedAt: new Date(),
  };
};

const requireOccurrence = (event: ScheduleEventRow, occurrence: string | undefined): string => {
  if (!occurrence) throw badRequest('body.occurrence: Name the occurrence (its original start) to change', 'body.occurrence');
  if (!isOccurrence(event, occurrence)) throw occurrenceNotFound();
  return occurrence;
};

const duration = (e: Pick<ScheduleEventRow, 'startLocal' | 'endLocal'>) => localMinutesBetween(e.startLocal, e.endLocal);

const patchSeries = async (tx: Tx, organizationId: string, current: ScheduleEventRow, patch: EventPatch): Promise<string> => {
  if (patch.cancelled !== undefined)
    throw badRequest('body.cancelled: Cancel one occurrence (scope occurrence), or delete the series', 'body.cancelled');
  const start = patch.start ?? current.startLocal;
  const end = patch.end ?? (patch.start ? addLocalMinutes(start, duration(current)) : current.endLocal);
  checkTimes(start, end, 'body');
  const values = seriesValues(current, patch, start, end);
  await tx.update(scheduleEvents).set(values).where(eq(scheduleEvents.id, current.id));
  const shift = localMinutesBetween(current.startLocal, start);
  // the same occurrences at a new time keep their changes, answers and attendance
  if (shift !== 0) await moveOccurrenceRows(tx, organizationId, current.id, current.id, '0000', shift);
  return current.id;
};

const patchOccurrence = async (tx: Tx, organizationId: string, current: ScheduleEventRow, patch: EventPatch): Promise<string> => {
  const occurrence = requireOccurrence(current, patch.occurrence);
  for (const field of ['kind', 'audience', 'recurrence'] as const) {
    if (patch[field] !== undefined)
      throw badRequest(`body.${field}: Change the ${field} of the whole series, or of this and following`, `body.${field}`);
  }
  const [existing] = await tx
    .select()
    .from(scheduleEventExceptions)
    .where(and(eq(scheduleEventExceptions.eventId, current.id), eq(scheduleEventExceptions.occurrence, occurrence)));
  const start = patch.start ?? existing?.startLocal ?? occurrence;
  const end =
    patch.end ??
    (patch.start ? addLocalMinutes(start, duration(current)) : (existing?.endLocal ?? addLocalMinutes(start, duration(current))));
  checkTimes(start, end, 'body');
  if (Math.abs(localMinutesBetween(occurrence, start)) > MAX_OCCURRENCE_SHIFT_DAYS * 24 * 60) {
    throw badRequest('body.start: One occurrence moves at most 30 days; change the series instead', 'body.start');
  }
  const values = {
    cancelled: patch.cancelled ?? existing?.cancelled ?? false,
    startLocal: start === occurrence ? null : start,
    endLocal: end === addLocalMinutes(start, duration(current)) ? null : end,
    title: patch.title !== undefined ? (patch.title === current.title ? null : patch.title) : (existing?.title ?? null),
    location: patch.location !== undefined ? (patch.location === current.location ? null : patch.location) : (existing?.location ?? null),
    notes: patch.notes !== undefined ? (patch.notes === current.notes ? null : patch.notes) : (existing?.notes ?? null),
    updatedAt: new Date(),
  };
  const unchanged =
    !values.cancelled &&
    values.startLocal === null &&
    values.endLocal === null &&
    values.title === null &&
    values.location === null &&
    values.notes === null;
  if (unchanged) {
    if (existing) await tx.delete(scheduleEventExceptions).where(eq(scheduleEventExceptions.id, existing.id));
  } else {
    await tx
      .insert(scheduleEventExceptions)
      .values({ organizationId, eventId: current.id, occurrence, ...values })
      .onConflictDoUpdate({ target: [scheduleEventExceptions.eventId, scheduleEventExceptions.occurrence], set: values });
  }
  await tx.update(scheduleEvents).set({ updatedAt: new Date() }).where(eq(scheduleEvents.id, current.id));
  return current.id;
};

/** Ends `current` the day before `occurrence` and starts a new series there with the patch applied. */
const patchFollowing = async (tx: Tx, organizationId: string, current: ScheduleEventRow, patch: EventPatch): Promise<string> => {
  const occurrence = requireOccurrence(current, patch.occurrence);
  if (occurrence === current.startLocal || !current.freq)
    return patchSeries(tx, organizationId, current, { ...patch, scope: 'series', occurrence: undefined });
  if (patch.cancelled !== undefined)
    throw badRequest('body.cancelled: To cancel this and following, delete with scope following', 'body.cancelled');
  const start = patch.start ?? occurrence;
  const end = patch.end ?? addLocalMinutes(start, duration(current));
  checkTimes(start, end, 'body');
  const values = seriesValues(current, patch, start, end);
  const { id: _id, createdAt: _c, ...copy } = current;
  const [created] = await tx
    .insert(scheduleEvents)
    .values({ ...copy, ...values, createdAt: new Date() })
    .returning({ id: scheduleEvents.id });
  await endSeriesBefore(tx, current, occurrence);
  await moveOccurrenceRows(tx, organizationId, current.id, created!.id, occurrence, localMinutesBetween(occurrence, start));
  return created!.id;
};

/**
 * Changes a team event. `series`: every occurrence; `occurrence`: this one (an exception row;
 * `cancelled` cancels or restores it); `following`: this one and the ones after, as a new series
 * (the old one ends the day before). Answers the series the change now lives in.
 */
/** Changes a series or one occurrence; `actorUserId` (who changes it) is not told of the change. */
export const updateEvent = async (
  db: Db,
  organizationId: string,
  eventId: string,
  patch: EventPatch,
  actorUserId?: string,
): Promise<ScheduleEventRecord> => {
  const { id, current } = await db.transaction(async (tx) => {
    const current = await getEventOr404(tx, organizationId, eventId);
    const scope: EditScope = patch.scope;
    if (scope === 'occurrence') return { id: await patchOccurrence(tx, organizationId, current, patch), current };
    if (scope === 'following') return { id: await patchFollowing(tx, organizationId, current, patch), current };
    return { id: await patchSeries(tx, organizationId, current, patch), current };
  });
  // committed: the members it is for are told it changed (or was cancelled), by push or mail
  sendNotice(
    db,
    scheduleNotice(db, current, { cancelled: patch.cancelled === true, occurrence: patch.occurrence, scope: patch.scope }, actorUserId),
  );
  return getEventRecord(db, organizationId, id);
};

/** Deletes the series, cancels one occurrence, or ends the series before an occurrence. */
export const deleteEvent = async (
  db: Db,
  organizationId: string,
  eventId: string,
  scope: EditScope,
  occurrence: string | undefined,
  actorUserId?: string,
): Promise<void> => {
  const current = await db.transaction(async (tx) => {
    const current = await getEventOr404(tx, organizationId, eventId);
    if (scope === 'series') {
      await tx.delete(scheduleEvents).where(eq(scheduleEvents.id, current.id));
      return current;
    }
    if (!occurrence) throw badRequest('query.occurrence: Name the occurrence (its original start)', 'query.occurrence');
    if (!isOccurrence(current, occurrence)) throw occurrenceNotFound();
    if (scope === 'occurrence') {
      await patchOccurrence(tx, organizationId, current, { scope, occurrence, cancelled: true });
      return current;
    }
    if (occurrence === current.startLocal) {
      await tx.delete(scheduleEvents).where(eq(scheduleEvents.id, current.id));
      return current;
    }
    await endSeriesBefore(tx, current, occurrence);
    await deleteOccurrenceRows(tx, current.id, occurrence);
    return current;
  });
  // committed: the members it was for are told it is cancelled, by push or mail
  sendNotice(db, scheduleNotice(db, current, { cancelled: true, occurrence, scope }, actorUserId));
};

/** Series of a team that may have occurrences starting in [fromLocal, toLocal), with their exceptions. */
export const seriesBetween = async (
  db: Db,
  organizationId: string,
  fromLocal: string,
  toLocal: string,
  audience: readonly string[] | null,
): Promise<ScheduleEventRecord[]> => {
  const where = [
    eq(scheduleEvents.organizationId, organizationId),
    sql`${scheduleEvents.startLocal} < ${toLocal}`,
    sql`(${scheduleEvents.lastStart} is null or ${scheduleEvents.lastStart} >= ${fromLocal})`,
  ];
  if (audience)
    where.push(sql`(${scheduleEvents.audience} = '{}'::text[] or ${scheduleEvents.audience} && ${sql.param(audience)}::text[])`);
  const events = await db
    .select()
    .from(scheduleEvents)
    .where(and(...where))
    .orderBy(asc(scheduleEvents.startLocal));
  return withExceptions(db, events);
};

/** Every series of a team (the calendar feed), optionally only those for `audience`. */
export const allSeries = async (db: Db, organizationId: string, audience: readonly string[] | null): Promise<ScheduleEventRecord[]> => {
  const where = [eq(scheduleEvents.organizationId, organizationId)];
  if (audience)
    where.push(sql`(${scheduleEvents.audience} = '{}'::text[] or ${scheduleEvents.audience} && ${sql.param(audience)}::text[])`);
  const events = await db
    .select()
    .from(scheduleEvents)
    .where(and(...where))
    .orderBy(asc(scheduleEvents.startLocal));
  return withExceptions(db, events);
};

const withExceptions = async (db: Db, events: ScheduleEventRow[]): Promise<ScheduleEventRecord[]> => {
  if (events.length === 0) return [];
  const rows = await db
    .select()
    .from(scheduleEventExceptions)
    .where(
      inArray(
        scheduleEventExceptions.eventId,
        events.map((e) => e.id),
      ),
    )
    .orderBy(asc(scheduleEventExceptions.occurrence));
  const byEvent = new Map<string, ScheduleExceptionRow[]>();
  for (const r of rows) byEvent.set(r.eventId, [...(byEvent.get(r.eventId) ?? []), r]);
  return events.map((event) => ({ event, exceptions: byEvent.get(event.id) ?? [] }));
};
