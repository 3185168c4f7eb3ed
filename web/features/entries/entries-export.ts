import { markAsRunText } from '@core/api/results';
import type { MeetDetail, MeetEvent } from '@core/api/meets';
import type { MarkOptions } from '@core/marks';
import { entryName, relayLegsText } from '../../lib/entry-label';
import { findSportEvent } from '@core/sport-events/sport-events';
import { toCsv } from '@core/csv';
import { fileSlug } from '../../lib/csv';
import { eventTitle } from '../../lib/event-labels';
import { withRound } from '../../lib/round-labels';
import { bySheetOrder } from './seed-order';

/** "Girls 100m": the catalogue's name for the event (as the meet page names it). */
const meetEventTitle = (event: MeetEvent): string => eventTitle(findSportEvent(event.eventType) ?? event);

/** The title an event has on the meet page, with its round when it says something. */
export const sheetEventTitle = (event: MeetEvent, meet: MeetDetail): string => withRound(meetEventTitle(event), event, meet.events);

const ENTRIES_CSV_HEADER = ['Event', 'Round', 'Heat or flight', 'Athlete or team', 'Grade', 'Legs', 'Seed', 'Seed from', 'Mark'] as const;

const SEED_FROM = { 'season-best': 'season best', entered: 'entered' } as const;

/**
 * Every entry of the meet as CSV (UTF-8 with a byte-order mark, so Excel keeps accents), one row an
 * entry, events in the meet's order, each event's entries by heat, then seed (best first), then name.
 */
export const entriesCsv = (meet: MeetDetail, options: MarkOptions): string => {
  const rows = meet.events.flatMap((event) =>
    [...event.entries]
      .sort(bySheetOrder(event.eventType, options))
      .map((entry) => [
        meetEventTitle(event),
        event.round,
        entry.result?.heat ?? '',
        entryName(entry),
        entry.athlete?.grade ?? '',
        relayLegsText(entry) ?? '',
        entry.seed?.display ?? '',
        entry.seed ? SEED_FROM[entry.seed.source] : '',
        entry.result ? markAsRunText(entry.result) : '',
      ]),
  );
  return toCsv(ENTRIES_CSV_HEADER, rows);
};

/** "harbor-invitational-entries.csv" */
export const entriesFileName = (meet: Pick<MeetDetail, 'name'>): string => `${fileSlug(meet.name, 'meet')}-entries.csv`;
