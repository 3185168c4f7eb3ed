import type { EventGroup } from '@core/api/athletes';
import {
  WEEKDAYS,
  type CalendarItem,
  type ScheduleEvent,
  type ScheduleEventInput,
  type ScheduleEventKind,
  type ScheduleEventPatch,
  type Weekday,
} from '@core/api/schedule';
import { WEEKDAY_LABELS } from './schedule-labels';

/** What the event form holds: days as YYYY-MM-DD, times as HH:mm, in the team's time zone. */
export interface EventFormValues {
  kind: ScheduleEventKind;
  title: string;
  date: string | null;
  startTime: string;
  endDate: string | null;
  endTime: string;
  location: string;
  notes: string;
  audience: EventGroup[];
  repeats: boolean;
  byDay: Weekday[];
  interval: number | string;
  until: string | null;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Weekday (MO..SU) of a YYYY-MM-DD day. */
export const weekdayOfDate = (isoDate: string): Weekday => WEEKDAYS[(new Date(`${isoDate}T00:00:00Z`).getUTCDay() + 6) % 7]!;

/**
 * The weekly rule's days once the start moves from `from` to `to`: a rule that names only the old
 * start's weekday follows the start to its new weekday; any other rule (several days, or a day the
 * coach picked apart from the start) is the coach's choice and stays.
 */
export const byDayForNewStart = (byDay: readonly Weekday[], from: string | null, to: string | null): Weekday[] => {
  if (!from || !to || byDay.length !== 1 || byDay[0] !== weekdayOfDate(from)) return [...byDay];
  return [weekdayOfDate(to)];
};

export const emptyEvent = (date: string | null = null): EventFormValues => ({
  kind: 'practice',
  title: 'Practice',
  date,
  startTime: '15:30',
  endDate: null,
  endTime: '17:30',
  location: '',
  notes: '',
  audience: [],
  repeats: false,
  byDay: date ? [weekdayOfDate(date)] : [],
  interval: 1,
  until: null,
});

export const eventToForm = (e: ScheduleEvent): EventFormValues => ({
  kind: e.kind,
  title: e.title,
  date: e.start.slice(0, 10),
  startTime: e.start.slice(11),
  endDate: e.end.slice(0, 10) === e.start.slice(0, 10) ? null : e.end.slice(0, 10),
  endTime: e.end.slice(11),
  location: e.location,
  notes: e.notes,
  audience: e.audience,
  repeats: e.recurrence !== null,
  byDay: e.recurrence?.byDay.length ? e.recurrence.byDay : [weekdayOfDate(e.start.slice(0, 10))],
  interval: e.recurrence?.interval ?? 1,
  until: e.recurrence?.until ?? null,
});

/** One occurrence as the form shows it (its own date, time and texts; the series' kind and audience). */
export const occurrenceToForm = (e: ScheduleEvent, item: CalendarItem): EventFormValues => ({
  ...eventToForm(e),
  title: item.title,
  date: item.localStart.slice(0, 10),
  startTime: item.localStart.slice(11),
  endDate: item.localEnd.slice(0, 10) === item.localStart.slice(0, 10) ? null : item.localEnd.slice(0, 10),
  endTime: item.localEnd.slice(11),
  location: item.location,
  notes: item.notes,
});

const start = (v: EventFormValues) => `${v.date}T${v.startTime}`;
const end = (v: EventFormValues) => `${v.endDate ?? v.date}T${v.endTime}`;

/** Client-side checks, the same the server makes (the server's 400 still names a field it refuses). */
export const validateEvent = {
  title: (v: string) => (v.trim().length < 2 ? 'At least 2 characters' : v.trim().length > 120 ? 'At most 120 characters' : null),
  date: (v: string | null) => (v ? null : 'Pick the day'),
  startTime: (v: string) => (TIME.test(v) ? null : 'A time like 15:30'),
  endTime: (v: string, values: EventFormValues) => {
    if (!TIME.test(v)) return 'A time like 17:30';
    if (values.date && TIME.test(values.startTime) && end({ ...values, endTime: v }) <= start(values)) return 'It must end after it starts';
    return null;
  },
  endDate: (v: string | null, values: EventFormValues) =>
    v && values.date && v < values.date ? 'The last day cannot be before the first' : null,
  byDay: (v: Weekday[], values: EventFormValues) => {
    if (!values.repeats) return null;
    if (v.length === 0) return 'Pick at least one day';
    if (values.date && !v.includes(weekdayOfDate(values.date))) {
      return `The first day is a ${WEEKDAY_LABELS[weekdayOfDate(values.date)].long}: include it, or start on one of the days picked`;
    }
    return null;
  },
  interval: (v: number | string, values: EventFormValues) =>
    !values.repeats || (typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 8) ? null : 'Every 1 to 8 weeks',
  until: (v: string | null, values: EventFormValues) =>
    values.repeats && v && values.date && v < values.date ? 'The repeat cannot end before the first day' : null,
};

export const eventInput = (v: EventFormValues): ScheduleEventInput => ({
  kind: v.kind,
  title: v.title.trim(),
  start: start(v),
  end: end(v),
  location: v.location.trim(),
  notes: v.notes.trim(),
  audience: v.audience,
  recurrence: v.repeats ? { freq: 'weekly', interval: Number(v.interval) || 1, byDay: v.byDay, until: v.until } : null,
});

/** The change of one occurrence: only its time and texts. */
export const occurrencePatch = (v: EventFormValues, occurrence: string): ScheduleEventPatch => ({
  scope: 'occurrence',
  occurrence,
  title: v.title.trim(),
  start: start(v),
  end: end(v),
  location: v.location.trim(),
  notes: v.notes.trim(),
});

/** The change of the series, or of this and following (then `occurrence` names where the new series starts). */
export const seriesPatch = (v: EventFormValues, scope: 'series' | 'following', occurrence?: string): ScheduleEventPatch => ({
  ...eventInput(v),
  scope,
  occurrence,
});

/** "Every Mon, Wed and Fri until Jun 1, 2027". */
export const repeatSummary = (v: Pick<EventFormValues, 'byDay' | 'interval' | 'until'>): string => {
  const days = WEEKDAYS.filter((d) => v.byDay.includes(d)).map((d) => WEEKDAY_LABELS[d].short);
  const list = days.length > 1 ? `${days.slice(0, -1).join(', ')} and ${days.at(-1)}` : (days[0] ?? '');
  const every = Number(v.interval) > 1 ? `Every ${v.interval} weeks on ${list}` : `Every ${list}`;
  return v.until
    ? `${every} until ${new Date(`${v.until}T00:00:00Z`).toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })}`
    : `${every}, with no end date`;
};
