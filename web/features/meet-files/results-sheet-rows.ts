import type { Entry, MeetDetail, MeetEvent } from '@core/api/meets';
import { formatWind, isWindEvent } from '@core/marks';
import { entryName } from '../../lib/entry-label';

export interface ResultsSheetRow {
  entryId: string;
  place: number | null;
  name: string;
  mark: string;
  /** "+1.2", "NWI"; '' for an event without wind */
  wind: string;
  /** "Team record", "PR", "SB" */
  notes: string[];
}

const notesOf = (entry: Entry): string[] => {
  const f = entry.flags;
  if (!f) return [];
  return [f.isTeamRecord ? 'Team record' : null, f.isPR ? 'PR' : f.isSeasonBest ? 'SB' : null].filter((n): n is string => n !== null);
};

/** An event's results as the sheet prints them: by place, marks without a place (DNF, DNS...) after. */
export const resultsSheetRows = (event: MeetEvent): ResultsSheetRow[] =>
  event.entries
    .filter((e) => e.result)
    .map((e) => ({
      entryId: e.id,
      place: e.result!.place,
      name: entryName(e),
      mark: e.result!.display,
      wind: isWindEvent(event.eventType) ? formatWind(e.result!.wind) : '',
      notes: notesOf(e),
    }))
    .sort((a, b) => (a.place ?? Number.MAX_SAFE_INTEGER) - (b.place ?? Number.MAX_SAFE_INTEGER) || a.name.localeCompare(b.name));

/** The team records set at the meet, in the meet's event order. */
export const recordsSet = (meet: MeetDetail): { event: MeetEvent; entry: Entry }[] =>
  meet.events.flatMap((event) => event.entries.filter((e) => e.result && e.flags?.isTeamRecord).map((entry) => ({ event, entry })));
