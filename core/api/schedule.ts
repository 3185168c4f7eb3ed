import { z } from 'zod';
import { LOCAL_TIME_PATTERN } from '../schedule/zoned-time';
import { EVENT_GROUPS } from './athletes';
import { defineCall } from './define-call';
import { idSchema, isoDateSchema, isoDateTimeSchema, okSchema } from './common';
import { MEET_STATUSES } from './meets';

export const SCHEDULE_EVENT_KINDS = ['practice', 'meeting', 'travel', 'other'] as const;
export type ScheduleEventKind = (typeof SCHEDULE_EVENT_KINDS)[number];

export const AVAILABILITY_ANSWERS = ['going', 'maybe', 'not-going'] as const;
export type AvailabilityAnswer = (typeof AVAILABILITY_ANSWERS)[number];

export const ATTENDANCE_STATUSES = ['present', 'late', 'excused', 'absent'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/** Days of the week as RRULE writes them, Monday first. */
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const RECURRENCE_FREQUENCIES = ['daily', 'weekly'] as const;

/** How a change or a removal applies to a recurring series, as calendar apps ask. */
export const EDIT_SCOPES = ['series', 'occurrence', 'following'] as const;
export type EditScope = (typeof EDIT_SCOPES)[number];

/** At most this many days between `from` and `to` in one calendar read. */
export const MAX_SCHEDULE_RANGE_DAYS = 400;

const validLocal = (v: string) => !Number.isNaN(new Date(`${v}:00Z`).getTime()) && new Date(`${v}:00Z`).toISOString().startsWith(v);

/** A wall-clock time in the team's time zone: `YYYY-MM-DDTHH:mm`, no offset. */
export const localTimeSchema = z
  .string()
  .max(16, 'A local time: YYYY-MM-DDTHH:mm')
  .regex(LOCAL_TIME_PATTERN, 'A local time: YYYY-MM-DDTHH:mm')
  .refine(validLocal, 'Not a real date and time');

/** A series' repetition as stored and answered: every field set. */
export const recurrenceSchema = z.object({
  freq: z.enum(RECURRENCE_FREQUENCIES),
  /** every n days or weeks */
  interval: z.number().int().min(1).max(8),
  /** weekly: the days it repeats on (defaults to the first day's weekday) */
  byDay: z.array(z.enum(WEEKDAYS)).max(7),
  /** last day (inclusive, team's time zone); null repeats with no end */
  until: isoDateSchema.nullable(),
});
/** A repetition as written: what is left out takes its default (an answer never needs one, decision 035). */
const recurrenceInputSchema = recurrenceSchema.extend({
  interval: recurrenceSchema.shape.interval.default(1),
  byDay: recurrenceSchema.shape.byDay.default([]),
  until: recurrenceSchema.shape.until.default(null),
});
export type Recurrence = z.infer<typeof recurrenceSchema>;
export type RecurrenceInput = z.input<typeof recurrenceInputSchema>;

const text = (max: number) => z.string().trim().max(max);

export const scheduleEventInputSchema = z.object({
  kind: z.enum(SCHEDULE_EVENT_KINDS),
  title: z.string().trim().min(2, 'At least 2 characters').max(120),
  start: localTimeSchema,
  end: localTimeSchema,
  location: text(200).optional(),
  notes: text(4000).optional(),
  /** event groups it is for; empty: everyone */
  audience: z.array(z.enum(EVENT_GROUPS)).max(EVENT_GROUPS.length).default([]),
  recurrence: recurrenceInputSchema.nullable().default(null),
});
export type ScheduleEventInput = z.input<typeof scheduleEventInputSchema>;

/** A team event (practice, meeting, travel, other), one-off or the first of a recurring series. */
export const scheduleEventSchema = z.object({
  id: idSchema,
  organizationId: idSchema,
  kind: z.enum(SCHEDULE_EVENT_KINDS),
  title: z.string(),
  /** first occurrence, local wall time in `timezone` */
  start: z.string(),
  end: z.string(),
  timezone: z.string(),
  location: z.string(),
  notes: z.string(),
  audience: z.array(z.enum(EVENT_GROUPS)),
  recurrence: recurrenceSchema.nullable(),
  /** the RRULE line (RFC 5545) of a recurring series, UNTIL in UTC */
  rrule: z.string().nullable(),
  /** occurrences changed or cancelled one by one, by their original local start */
  exceptions: z.array(
    z.object({
      occurrence: z.string(),
      cancelled: z.boolean(),
      start: z.string().nullable(),
      end: z.string().nullable(),
      title: z.string().nullable(),
      location: z.string().nullable(),
      notes: z.string().nullable(),
    }),
  ),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type ScheduleEvent = z.infer<typeof scheduleEventSchema>;

export const availabilityCountsSchema = z.object({ going: z.number().int(), maybe: z.number().int(), notGoing: z.number().int() });
export type AvailabilityCounts = z.infer<typeof availabilityCountsSchema>;

/** One thing on the calendar: an occurrence of a team event, or a meet (all-day, from its dates). */
export const calendarItemSchema = z.object({
  /** unique on the calendar: `event:<id>:<occurrence>` or `meet:<id>` */
  key: z.string(),
  type: z.enum(['event', 'meet']),
  eventId: idSchema.nullable(),
  meetId: idSchema.nullable(),
  /** original local start of the occurrence (its identity, even when moved); null for a meet */
  occurrence: z.string().nullable(),
  kind: z.enum([...SCHEDULE_EVENT_KINDS, 'meet']),
  title: z.string(),
  allDay: z.boolean(),
  /** instants (ISO with offset); a meet's are its first and last day (YYYY-MM-DD) */
  start: z.string(),
  end: z.string(),
  /** local wall times in the team's zone (a meet: its dates) */
  localStart: z.string(),
  localEnd: z.string(),
  location: z.string(),
  notes: z.string(),
  audience: z.array(z.enum(EVENT_GROUPS)),
  recurring: z.boolean(),
  /** this occurrence differs from its series (moved or edited) */
  changed: z.boolean(),
  cancelled: z.boolean(),
  meetStatus: z.enum(MEET_STATUSES).nullable(),
  /** a meet's start time, "HH:MM" in the team's zone (core/api/meet-files); null or absent: not set, and for a team event */
  meetStartTime: z.string().nullable().optional(),
  myAnswer: z.enum(AVAILABILITY_ANSWERS).nullable(),
  counts: availabilityCountsSchema,
});
export type CalendarItem = z.infer<typeof calendarItemSchema>;

const orgQuery = z.object({ orgId: idSchema });
const eventQuery = z.object({ orgId: idSchema, eventId: idSchema });

/**
 * What an answer or attendance is about: one occurrence of a team event (eventId + occurrence,
 * its original local start) or a meet (meetId). Checked in the handler after membership, so a
 * stranger gets 404 before any 400.
 */
export const targetSchema = z.object({
  eventId: idSchema.optional(),
  occurrence: localTimeSchema.optional(),
  meetId: idSchema.optional(),
});
export type Target = z.infer<typeof targetSchema>;

export const getSchedule = defineCall({
  method: 'GET',
  path: '/api/schedule/get',
  auth: true,
  tag: 'schedule',
  summary: 'The calendar between two dates (team time zone): event occurrences and meets, soonest first',
  query: orgQuery.extend({
    from: isoDateSchema,
    to: isoDateSchema,
    /** only what targets the caller (their athletes\' event groups) */
    mine: z.enum(['true', 'false']).default('false'),
    kind: z.enum([...SCHEDULE_EVENT_KINDS, 'meet']).optional(),
    limit: z.coerce.number().int().min(1).max(2000).default(1000),
  }),
  response: z.object({ timezone: z.string(), items: z.array(calendarItemSchema), truncated: z.boolean() }),
});

export const getScheduleEvent = defineCall({
  method: 'GET',
  path: '/api/schedule/event/get',
  auth: true,
  tag: 'schedule',
  summary: 'One team event (series) with its changed and cancelled occurrences',
  query: eventQuery,
  response: scheduleEventSchema,
});

export const postScheduleEvent = defineCall({
  method: 'POST',
  path: '/api/schedule/events/post',
  auth: true,
  tag: 'schedule',
  summary: 'Create a practice, meeting, travel or other team event, optionally repeating',
  query: orgQuery,
  body: scheduleEventInputSchema,
  response: scheduleEventSchema,
});

export const scheduleEventPatchSchema = z.object({
  /** series: every occurrence; occurrence: this one; following: this one and the ones after (splits the series) */
  scope: z.enum(EDIT_SCOPES).default('series'),
  /** original local start of the occurrence (needed unless scope is series) */
  occurrence: localTimeSchema.optional(),
  kind: z.enum(SCHEDULE_EVENT_KINDS).optional(),
  title: scheduleEventInputSchema.shape.title.optional(),
  start: localTimeSchema.optional(),
  end: localTimeSchema.optional(),
  location: text(200).optional(),
  notes: text(4000).optional(),
  audience: z.array(z.enum(EVENT_GROUPS)).max(EVENT_GROUPS.length).optional(),
  recurrence: recurrenceInputSchema.nullable().optional(),
  /** scope occurrence: cancel (true) or bring back (false) this occurrence */
  cancelled: z.boolean().optional(),
});
export type ScheduleEventPatch = z.input<typeof scheduleEventPatchSchema>;

export const patchScheduleEvent = defineCall({
  method: 'PATCH',
  path: '/api/schedule/event/patch',
  auth: true,
  tag: 'schedule',
  summary: 'Change a team event: the whole series, one occurrence, or this and following',
  query: eventQuery,
  body: scheduleEventPatchSchema,
  response: scheduleEventSchema,
});

export const deleteScheduleEvent = defineCall({
  method: 'DELETE',
  path: '/api/schedule/event/delete',
  auth: true,
  tag: 'schedule',
  summary: 'Delete a series, cancel one occurrence, or end the series before an occurrence (scope following)',
  query: eventQuery.extend({ scope: z.enum(EDIT_SCOPES).default('series'), occurrence: localTimeSchema.optional() }),
  response: okSchema,
});

export const responderSchema = z.object({
  /** the account that answered; null for an athlete without an account, answered for by a parent */
  userId: idSchema.nullable(),
  /** that athlete (null when an account answered) */
  athleteId: idSchema.nullable(),
  name: z.string(),
  answer: z.enum(AVAILABILITY_ANSWERS),
});

export const attendanceRowSchema = z.object({
  athleteId: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  eventGroups: z.array(z.enum(EVENT_GROUPS)),
  status: z.enum(ATTENDANCE_STATUSES).nullable(),
  /** the availability answer of the athlete's linked account, if any */
  answer: z.enum(AVAILABILITY_ANSWERS).nullable(),
});
export type AttendanceRow = z.infer<typeof attendanceRowSchema>;

export const occurrenceDetailSchema = z.object({
  item: calendarItemSchema,
  timezone: z.string(),
  responses: z.array(responderSchema),
  /** the athletes it targets, with their attendance; null for a member who may not take it */
  attendance: z.array(attendanceRowSchema).nullable(),
});
export type OccurrenceDetail = z.infer<typeof occurrenceDetailSchema>;

export const getOccurrence = defineCall({
  method: 'GET',
  path: '/api/schedule/occurrence/get',
  auth: true,
  tag: 'schedule',
  summary: 'One occurrence or meet: who is going, and (coaches) the attendance sheet',
  query: orgQuery.extend(targetSchema.shape),
  response: occurrenceDetailSchema,
});

export const postAvailability = defineCall({
  method: 'POST',
  path: '/api/schedule/availability/post',
  auth: true,
  tag: 'schedule',
  summary: 'Answer going, maybe or not going for an occurrence or a meet (null takes the answer back)',
  query: orgQuery.extend(targetSchema.shape),
  body: z.object({ answer: z.enum(AVAILABILITY_ANSWERS).nullable() }),
  response: z.object({ answer: z.enum(AVAILABILITY_ANSWERS).nullable(), counts: availabilityCountsSchema }),
});

export const postAttendance = defineCall({
  method: 'POST',
  path: '/api/schedule/attendance/post',
  auth: true,
  tag: 'schedule',
  summary: "Take attendance for an occurrence or a meet (null clears an athlete's mark)",
  query: orgQuery.extend(targetSchema.shape),
  body: z.object({
    records: z
      .array(z.object({ athleteId: idSchema, status: z.enum(ATTENDANCE_STATUSES).nullable() }))
      .min(1)
      .max(500),
  }),
  response: z.array(attendanceRowSchema),
});

export const athleteAttendanceSchema = z.object({
  counts: z.object({ present: z.number().int(), late: z.number().int(), excused: z.number().int(), absent: z.number().int() }),
  items: z.array(
    z.object({
      key: z.string(),
      kind: z.enum([...SCHEDULE_EVENT_KINDS, 'meet']),
      title: z.string(),
      /** local date and time in the team's zone (a meet: its date) */
      localStart: z.string(),
      status: z.enum(ATTENDANCE_STATUSES),
    }),
  ),
});
export type AthleteAttendance = z.infer<typeof athleteAttendanceSchema>;

export const getAthleteAttendance = defineCall({
  method: 'GET',
  path: '/api/athlete/attendance/get',
  auth: true,
  tag: 'schedule',
  summary: "An athlete's attendance, latest first, with counts (coaches, the athlete, their confirmed parents)",
  query: orgQuery.extend({ athleteId: idSchema }),
  response: athleteAttendanceSchema,
});

export const feedLinkSchema = z.object({ url: z.string(), webcalUrl: z.string() });
export type FeedLink = z.infer<typeof feedLinkSchema>;

export const getScheduleFeed = defineCall({
  method: 'GET',
  path: '/api/schedule/feed/get',
  auth: true,
  tag: 'schedule',
  summary: "The caller's private calendar feed address (created on first use)",
  query: orgQuery,
  response: feedLinkSchema,
});

export const postScheduleFeedRotate = defineCall({
  method: 'POST',
  path: '/api/schedule/feed/rotate/post',
  auth: true,
  tag: 'schedule',
  summary: "Give the caller's calendar feed a new secret address; the old one stops working",
  query: orgQuery,
  response: feedLinkSchema,
});

/** The iCalendar feed itself: no bearer token, the secret in the path. */
export const FEED_PATH_PREFIX = '/api/schedule/ics/';
export const feedPath = (token: string): string => `${FEED_PATH_PREFIX}${token}.ics`;
