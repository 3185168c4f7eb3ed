import type { EventGroup } from '@core/api/athletes';
import type { AttendanceStatus, AvailabilityAnswer, CalendarItem, EditScope, ScheduleEventKind, Weekday } from '@core/api/schedule';
import { viewerDay, viewerTime } from '../../lib/date-labels';

export const KIND_LABELS: Record<ScheduleEventKind | 'meet', string> = {
  practice: 'Practice',
  meeting: 'Meeting',
  travel: 'Travel',
  other: 'Other',
  meet: 'Meet',
};

/** Calendar colours per kind (Mantine palette names). */
export const KIND_COLORS: Record<ScheduleEventKind | 'meet', string> = {
  practice: 'blue',
  meeting: 'grape',
  travel: 'orange',
  other: 'gray',
  meet: 'teal',
};

export const GROUP_LABELS: Record<EventGroup, string> = {
  sprints: 'Sprints',
  distance: 'Distance',
  hurdles: 'Hurdles',
  jumps: 'Jumps',
  throws: 'Throws',
};

export const WEEKDAY_LABELS: Record<Weekday, { short: string; long: string }> = {
  MO: { short: 'Mon', long: 'Monday' },
  TU: { short: 'Tue', long: 'Tuesday' },
  WE: { short: 'Wed', long: 'Wednesday' },
  TH: { short: 'Thu', long: 'Thursday' },
  FR: { short: 'Fri', long: 'Friday' },
  SA: { short: 'Sat', long: 'Saturday' },
  SU: { short: 'Sun', long: 'Sunday' },
};

export const ANSWER_LABELS: Record<AvailabilityAnswer, string> = { going: 'Going', maybe: 'Maybe', 'not-going': 'Not going' };
export const ANSWER_COLORS: Record<AvailabilityAnswer, string> = { going: 'teal', maybe: 'yellow', 'not-going': 'red' };

export const ATTENDANCE_LABELS: Record<AttendanceStatus, string> = {
  present: 'Present',
  late: 'Late',
  excused: 'Excused',
  absent: 'Absent',
};

export const SCOPE_LABELS: Record<EditScope, string> = {
  occurrence: 'Only this one',
  following: 'This and the following ones',
  series: 'Every occurrence',
};

/** "For everyone" or "For sprints, hurdles". */
export const audienceLabel = (audience: readonly EventGroup[]): string =>
  audience.length === 0 ? 'Everyone' : audience.map((g) => GROUP_LABELS[g]).join(', ');

/** A YYYY-MM-DD day as "Mon, Mar 1, 2027". */
export const formatDay = (isoDate: string): string => viewerDay(new Date(`${isoDate}T00:00:00Z`));

/** When an item happens, in the viewer's own zone: "Mon, Mar 1, 2027, 3:30 PM – 5:30 PM". */
export const itemWhen = (item: CalendarItem): string => {
  if (item.allDay) {
    const days = item.start === item.end ? formatDay(item.start) : `${formatDay(item.start)} – ${formatDay(item.end)}`;
    // a meet's start time is the team's wall time, as the heat sheet prints it
    return item.meetStartTime ? `${days}, starts ${item.meetStartTime}` : days;
  }
  const start = new Date(item.start);
  const end = new Date(item.end);
  const day = viewerDay(new Date(Date.UTC(start.getFullYear(), start.getMonth(), start.getDate())));
  return `${day}, ${viewerTime(start)} – ${viewerTime(end)}`;
};

/** The viewer's own IANA zone (the browser's). */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
