/**
 * The iCalendar feed (RFC 5545, `ical-generator`): a recurring series is one VEVENT with its RRULE,
 * cancelled occurrences as EXDATE and changed ones as VEVENTs with a RECURRENCE-ID; local times carry
 * the team's TZID (every event's wall times are in the team's zone, decision 040) and the calendar
 * holds its VTIMEZONE (`@touch4it/ical-timezones`); meets are all-day.
 *
 * Local times go to ical-generator as floating dates (the wall time in UTC fields) and get their
 * TZID afterwards: its zoned path formats through Temporal objects at ~0.7 ms per event (decision 022).
 */
import ical, { ICalEventStatus } from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { addDays, floatingDate } from '@core/schedule/zoned-time';
import type { MeetRow } from '../../db/schema';
import type { ScheduleEventRecord } from './events';
import { occurrenceAt } from './occurrences';
import { isOccurrence, rruleLine } from './recurrence';

const KIND_LABEL: Record<string, string> = { practice: 'Practice', meeting: 'Meeting', travel: 'Travel', other: 'Event' };

const basic = (v: string) => v.replace(/[-:]/g, '') + '00';

const describe = (notes: string, audience: readonly string[]): string =>
  [notes, audience.length ? `For: ${audience.join(', ')}` : ''].filter(Boolean).join('\n\n');

export interface FeedInput {
  teamName: string;
  /** the team's zone: every event's wall times are in it */
  timezone: string;
  series: ScheduleEventRecord[];
  meets: MeetRow[];
}

export const buildFeed = ({ teamName, timezone, series, meets }: FeedInput): string => {
  const cal = ical({
    name: `${teamName} schedule`,
    prodId: { company: 'Splits', product: 'Schedule', language: 'EN' },
    ttl: 60 * 60,
  });
  for (const rec of series) {
    const { event, exceptions } = rec;
    const uid = `${event.id}@splits`;
    const category = KIND_LABEL[event.kind] ?? 'Event';
    const valid = exceptions.filter((x) => isOccurrence(event, x.occurrence));
    if (!event.freq) {
      const only = occurrenceAt(rec, event.startLocal)!;
      cal.createEvent({
        id: uid,
        stamp: event.updatedAt,
        start: floatingDate(only.startLocal),
        end: floatingDate(only.endLocal),
        floating: true,
        summary: only.title,
        location: only.location || null,
        description: describe(only.notes, event.audience) || null,
        categories: [{ name: category }],
        status: only.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      });
      continue;
    }
    const cancelled = valid.filter((x) => x.cancelled).map((x) => basic(x.occurrence));
    const repeating = [rruleLine(event, timezone)!, ...(cancelled.length ? [`EXDATE;TZID=${timezone}:${cancelled.join(',')}`] : [])].join(
      '\r\n',
    );
    cal.createEvent({
      id: uid,
      stamp: event.updatedAt,
      start: floatingDate(event.startLocal),
      end: floatingDate(event.endLocal),
      floating: true,
      summary: event.title,
      location: event.location || null,
      description: describe(event.notes, event.audience) || null,
      categories: [{ name: category }],
      repeating,
    });
    for (const x of valid) {
      if (x.cancelled) continue;
      const o = occurrenceAt(rec, x.occurrence)!;
      cal.createEvent({
        id: uid,
        stamp: x.updatedAt,
        recurrenceId: floatingDate(x.occurrence),
        start: floatingDate(o.startLocal),
        end: floatingDate(o.endLocal),
        floating: true,
        summary: o.title,
        location: o.location || null,
        description: describe(o.notes, event.audience) || null,
        categories: [{ name: category }],
      });
    }
  }
  for (const meet of meets) {
    const cancelledMeet = meet.status === 'cancelled';
    // only staff's feeds hold drafts (meets/visibility): marked, and tentative
    const draftMeet = meet.status === 'draft';
    cal.createEvent({
      id: `meet-${meet.id}@splits`,
      stamp: meet.updatedAt,
      allDay: true,
      start: floatingDate(`${meet.startDate}T00:00`),
      end: floatingDate(`${addDays(meet.endDate, 1)}T00:00`),
      summary: cancelledMeet ? `Cancelled: ${meet.name}` : draftMeet ? `Draft: ${meet.name}` : meet.name,
      location: meet.location || null,
      description: [meet.host ? `Host: ${meet.host}` : '', meet.notes].filter(Boolean).join('\n\n') || null,
      categories: [{ name: 'Meet' }],
      status: cancelledMeet ? ICalEventStatus.CANCELLED : draftMeet ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
    });
  }
  const vtimezone = `${getVtimezoneComponent(timezone)?.trim().split(/\r?\n/).join('\r\n') ?? ''}\r\nX-WR-TIMEZONE:${timezone}\r\n`;
  return cal
    .toString()
    .replace(/^(DTSTART|DTEND|RECURRENCE-ID):(\d{8}T\d{6})\r$/gm, `$1;TZID=${timezone}:$2\r`)
    .replace(/^BEGIN:VEVENT\r$/m, `${vtimezone}BEGIN:VEVENT\r`);
};
