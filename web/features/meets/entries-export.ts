import type { MeetDetail, MeetEvent } from '@core/api/meets';
import type { MarkOptions } from '@core/marks';
import { entryName, relayLegsText } from '../../lib/entry-label';
import { findSportEvent } from '@core/sport-events/sport-events';
import { eventTitle } from '../../lib/event-labels';
import { withRound } from './round-labels';
import { bySheetOrder } from './seed-order';

const cell = (v: string | number | null | undefined): string => {
  const s = v === null || v === undefined ? '' : String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

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
  const lines = [ENTRIES_CSV_HEADER.join(',')];
  for (const event of meet.events) {
    for (const entry of [...event.entries].sort(bySheetOrder(event.eventType, options))) {
      lines.push(
        [
          meetEventTitle(event),
          event.round,
          entry.result?.heat ?? '',
          entryName(entry),
          entry.athlete?.grade ?? '',
          relayLegsText(entry) ?? '',
          entry.seed?.display ?? '',
          entry.seed ? SEED_FROM[entry.seed.source] : '',
          entry.result?.display ?? '',
        ]
          .map(cell)
          .join(','),
      );
    }
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
};

/** Hands a text to the browser as a file download. */
export const download = (fileName: string, text: string, type = 'text/csv;charset=utf-8') => {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/** "harbor-invitational-entries.csv" */
export const entriesFileName = (meet: Pick<MeetDetail, 'name'>): string =>
  `${
    meet.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'meet'
  }-entries.csv`;
