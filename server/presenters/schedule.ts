import { EVENT_GROUPS } from '@core/api/athletes';
import { MEET_STATUSES } from '@core/api/meets';
import {
  ATTENDANCE_STATUSES,
  AVAILABILITY_ANSWERS,
  SCHEDULE_EVENT_KINDS,
  type AthleteAttendance,
  type AttendanceRow,
  type CalendarItem,
  type ScheduleEvent,
} from '@core/api/schedule';
import { toInstant } from '@core/schedule/zoned-time';
import type { AthleteAttendanceItem, AttendanceRecord } from '../services/schedule/attendance';
import type { CalendarEntry } from '../services/schedule/calendar';
import type { ScheduleEventRecord } from '../services/schedule/events';
import { recurrenceOf, rruleLine } from '../services/schedule/recurrence';
import type { ResponderRecord } from '../services/schedule/responses';

const pick = <T extends string>(values: readonly T[], v: string, fallback: T): T =>
  (values as readonly string[]).includes(v) ? (v as T) : fallback;
const pickOrNull = <T extends string>(values: readonly T[], v: string | null): T | null =>
  v !== null && (values as readonly string[]).includes(v) ? (v as T) : null;
const groups = (v: readonly string[]) =>
  v.filter((g): g is (typeof EVENT_GROUPS)[number] => (EVENT_GROUPS as readonly string[]).includes(g));

/** A team event; its wall times are in the team's zone (`timezone`, the caller's team settings; decision 040). */
export const presentScheduleEvent = ({ event, exceptions }: ScheduleEventRecord, timezone: string): ScheduleEvent => ({
  id: event.id,
  organizationId: event.organizationId,
  kind: pick(SCHEDULE_EVENT_KINDS, event.kind, 'other'),
  title: event.title,
  start: event.startLocal,
  end: event.endLocal,
  timezone,
  location: event.location,
  notes: event.notes,
  audience: groups(event.audience),
  recurrence: recurrenceOf(event),
  rrule: rruleLine(event, timezone),
  exceptions: exceptions.map((x) => ({
    occurrence: x.occurrence,
    cancelled: x.cancelled,
    start: x.startLocal,
    end: x.endLocal,
    title: x.title,
    location: x.location,
    notes: x.notes,
  })),
  createdAt: event.createdAt.toISOString(),
  updatedAt: event.updatedAt.toISOString(),
});

/** One calendar entry; an event's instants are its wall times in the team's zone (`timezone`). */
export const presentCalendarItem = (e: CalendarEntry, timezone: string): CalendarItem => {
  const answers = { counts: e.answers.counts, myAnswer: e.answers.mine };
  if (e.type === 'meet') {
    const m = e.meet;
    return {
      key: e.key,
      type: 'meet',
      eventId: null,
      meetId: m.id,
      occurrence: null,
      kind: 'meet',
      title: m.name,
      allDay: true,
      start: m.startDate,
      end: m.endDate,
      localStart: m.startDate,
      localEnd: m.endDate,
      location: m.location,
      notes: m.notes,
      audience: [],
      recurring: false,
      changed: false,
      cancelled: m.status === 'cancelled',
      meetStatus: pick(MEET_STATUSES, m.status, 'draft'),
      meetStartTime: m.startTime,
      ...answers,
    };
  }
  const o = e.occurrence;
  return {
    key: e.key,
    type: 'event',
    eventId: o.event.id,
    meetId: null,
    occurrence: o.occurrence,
    kind: pick(SCHEDULE_EVENT_KINDS, o.event.kind, 'other'),
    title: o.title,
    allDay: false,
    start: toInstant(o.startLocal, timezone).toISOString(),
    end: toInstant(o.endLocal, timezone).toISOString(),
    localStart: o.startLocal,
    localEnd: o.endLocal,
    location: o.location,
    notes: o.notes,
    audience: groups(o.event.audience),
    recurring: o.event.freq !== null,
    changed: o.changed,
    cancelled: o.cancelled,
    meetStatus: null,
    ...answers,
  };
};

export const presentResponder = (r: ResponderRecord) => ({
  userId: r.userId,
  athleteId: r.athleteId,
  name: `${r.firstName} ${r.lastName}`.trim(),
  answer: pick(AVAILABILITY_ANSWERS, r.answer, 'maybe'),
});

export const presentAttendanceRow = (r: AttendanceRecord): AttendanceRow => ({
  athleteId: r.athlete.id,
  firstName: r.athlete.firstName,
  lastName: r.athlete.lastName,
  eventGroups: groups(r.athlete.eventGroups),
  status: pickOrNull(ATTENDANCE_STATUSES, r.status),
  answer: pickOrNull(AVAILABILITY_ANSWERS, r.answer),
});

export const presentAthleteAttendance = (items: AthleteAttendanceItem[]): AthleteAttendance => {
  const counts = { present: 0, late: 0, excused: 0, absent: 0 };
  const out = items.map((i) => {
    const status = pick(ATTENDANCE_STATUSES, i.status, 'present');
    counts[status] += 1;
    return {
      key: i.key,
      kind: pick([...SCHEDULE_EVENT_KINDS, 'meet'] as const, i.kind, 'other'),
      title: i.title,
      localStart: i.localStart,
      status,
    };
  });
  return { counts, items: out };
};
