import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, date } from 'drizzle-orm/pg-core';
import { athletes } from './athletes';
import { meets } from './meets';
import { organizations } from './organizations';
import { users } from './users';

const LOCAL = `'^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}$'`;

/**
 * Team events (practice, meeting, travel, other). Times are local wall times (`YYYY-MM-DDTHH:mm`)
 * in the team's time zone, read from the team each time (migration 0023; decision 040), so a
 * repeating practice keeps 15:30 across a daylight-saving change and a team that corrects its
 * zone corrects every event. A recurring series stores its rule as parts (freq, interval, by_day,
 * until_date); `last_start` is its last occurrence's local start (null: no end), for range reads.
 */
export const scheduleEvents = pgTable(
  'schedule_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    startLocal: text('start_local').notNull(),
    endLocal: text('end_local').notNull(),
    location: text('location').notNull().default(''),
    notes: text('notes').notNull().default(''),
    audience: text('audience')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    freq: text('freq'),
    interval: integer('interval').notNull().default(1),
    byDay: text('by_day')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    untilDate: date('until_date', { mode: 'string' }),
    lastStart: text('last_start'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('schedule_events_org_start_idx').on(t.organizationId, t.startLocal),
    check('schedule_events_kind_check', sql`${t.kind} in ('practice', 'meeting', 'travel', 'other')`),
    check('schedule_events_freq_check', sql`${t.freq} is null or ${t.freq} in ('daily', 'weekly')`),
    check('schedule_events_local_check', sql.raw(`start_local ~ ${LOCAL} and end_local ~ ${LOCAL} and end_local > start_local`)),
  ],
);

/** One occurrence of a series changed (overrides) or cancelled, by its original local start. */
export const scheduleEventExceptions = pgTable(
  'schedule_event_exceptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => scheduleEvents.id, { onDelete: 'cascade' }),
    occurrence: text('occurrence').notNull(),
    cancelled: boolean('cancelled').notNull().default(false),
    startLocal: text('start_local'),
    endLocal: text('end_local'),
    title: text('title'),
    location: text('location'),
    notes: text('notes'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('schedule_event_exceptions_event_occurrence_uq').on(t.eventId, t.occurrence)],
);

/**
 * Going / maybe / not going of a member, for one occurrence (event_id + occurrence) or a meet.
 * `target` is `event:<id>:<occurrence>` or `meet:<id>`: one key for both kinds.
 */
export const scheduleResponses = pgTable(
  'schedule_responses',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    target: text('target').notNull(),
    eventId: uuid('event_id').references(() => scheduleEvents.id, { onDelete: 'cascade' }),
    meetId: uuid('meet_id').references(() => meets.id, { onDelete: 'cascade' }),
    occurrence: text('occurrence'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answer: text('answer').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('schedule_responses_target_user_uq').on(t.organizationId, t.target, t.userId),
    index('schedule_responses_event_idx').on(t.eventId),
    check('schedule_responses_answer_check', sql`${t.answer} in ('going', 'maybe', 'not-going')`),
    check('schedule_responses_one_target_check', sql`(${t.eventId} is null) <> (${t.meetId} is null)`),
  ],
);

/** Attendance a coach took: one athlete at one occurrence or meet. */
export const scheduleAttendance = pgTable(
  'schedule_attendance',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    target: text('target').notNull(),
    eventId: uuid('event_id').references(() => scheduleEvents.id, { onDelete: 'cascade' }),
    meetId: uuid('meet_id').references(() => meets.id, { onDelete: 'cascade' }),
    occurrence: text('occurrence'),
    athleteId: uuid('athlete_id')
      .notNull()
      .references(() => athletes.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('schedule_attendance_target_athlete_uq').on(t.organizationId, t.target, t.athleteId),
    index('schedule_attendance_athlete_idx').on(t.athleteId),
    index('schedule_attendance_event_idx').on(t.eventId),
    check('schedule_attendance_status_check', sql`${t.status} in ('present', 'late', 'excused', 'absent')`),
    check('schedule_attendance_one_target_check', sql`(${t.eventId} is null) <> (${t.meetId} is null)`),
  ],
);

/** A member's private calendar feed: the secret token in its address (rotate to revoke). */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calendar_feeds_org_user_uq').on(t.organizationId, t.userId)],
);

export type ScheduleEventRow = typeof scheduleEvents.$inferSelect;
export type ScheduleExceptionRow = typeof scheduleEventExceptions.$inferSelect;
export type ScheduleResponseRow = typeof scheduleResponses.$inferSelect;
export type ScheduleAttendanceRow = typeof scheduleAttendance.$inferSelect;
export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
