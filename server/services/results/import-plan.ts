/**
 * The plan of a results import into one meet: the text read in its format, every row checked, the
 * meet event each row goes to (an existing one, or one to add), duplicates, and what to warn about.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { EventChoice } from '@core/api/results';
import { readTimingEvent, type ImportFormat } from '@core/results-import';
import type { Db } from '../../db/database';
import {
  athletes,
  meetCompetitors,
  meetEntries,
  meetEvents,
  organizations,
  results,
  type MeetEntryRow,
  type MeetEventRow,
  type MeetRow,
} from '../../db/schema';
import { foldName } from '../athletes/names';
import { badRequest } from '../../http/http-error';
import { getMeetOr404 } from '../meets/meets';
import type { TeamSettings } from '../organizations/team-settings';
import { applyEventChoices, choiceKey } from './import-choices';
import { checkResultRows, rosterEntry, type ResultCandidate } from './import-rows';
import { readImportSource, type ImportSource } from './import-source';
import { importWarnings, severalEvents } from './import-warnings';

export interface ImportRequest {
  text: string;
  format?: ImportFormat;
  /** .lif only: the meet event the race goes to */
  eventId?: string;
  /** import the good rows, leave out those with problems */
  leaveOutProblems?: boolean;
  /** the coach's picks for event names not read with certainty (import-choices.ts) */
  eventChoices?: EventChoice[];
}

export interface PlannedRow extends ResultCandidate {
  /** "eventType|round" of the meet event the row goes to; null when the row has no event or athlete, or is skipped */
  target: string | null;
  /** a relay row: the meet's relay entry its result goes to */
  relayEntry: RelayEntry | null;
}

type RelayEntry = Pick<MeetEntryRow, 'id' | 'meetId' | 'meetEventId' | 'athleteId' | 'relayName'>;

/**
 * The relay entry a relay row goes to: the one whose name the row gives ("A", or "Riverside A" ending
 * in it), else the event's only relay team; a message when there is none or the name fits several.
 */
const relayEntryOf = (name: string, entries: RelayEntry[]): RelayEntry | string => {
  if (entries.length === 0)
    return 'No relay team is entered in this event at this meet: enter the relay and its legs on the meet page, then import';
  const want = foldName(name);
  // a one-letter last word names the team: "Riverside A" and "A" are "Relay A"
  const letter = (text: string): string | null => {
    const last = text.split(' ').at(-1) ?? '';
    return last.length === 1 ? last : null;
  };
  const named = entries.filter((e) => {
    if (!e.relayName) return false;
    const have = foldName(e.relayName);
    return have === want || want.endsWith(` ${have}`) || (letter(want) !== null && letter(want) === letter(have));
  });
  if (named.length === 1) return named[0]!;
  if (entries.length === 1) return entries[0]!;
  const names = entries.map((e) => e.relayName ?? 'unnamed').join(', ');
  return `Several relay teams are entered in this event (${names}): give the relay's name in the Name column`;
};

export interface Plan {
  meet: MeetRow;
  source: ImportSource;
  rows: PlannedRow[];
  /** meet event id by "eventType|round" */
  eventIds: Map<string, string>;
  /** meet events to add */
  added: { eventType: string; round: string }[];
  /** "athleteId|meetEventId" and "entry|entryId" of the results already at this meet, and "competitor|meetEventId|name|team" (lower case) of its competitors */
  withResult: Set<string>;
  warnings: string[];
  /** event names read with no certainty (picked or not), each with its rows */
  unreadEvents: { name: string; rows: number[] }[];
}

const keyOf = (eventType: string, round: string) => `${eventType}|${round}`;

/** One competitor per name and team in a meet event (lower case, as the table's unique index). */
export const competitorKey = (eventKey: string, name: string, team: string) =>
  `competitor|${eventKey}|${name.toLowerCase()}|${team.toLowerCase()}`;

/** The reader's unreadable and skipped lines as rows of the preview, so every line of the file shows. */
const fileLines = (source: ImportSource): ResultCandidate[] => [
  ...source.problems.map((p) => ({
    row: p.line,
    eventType: null,
    round: null,
    athlete: null,
    athleteName: p.name,
    team: null,
    parsed: null,
    errors: [{ field: 'Format', message: p.message.replace(/^Line \d+: /, '') }],
    skipped: null,
  })),
  ...source.skipped.map((s) => ({
    row: s.line,
    eventType: null,
    round: null,
    athlete: null,
    athleteName: s.name,
    team: null,
    parsed: null,
    errors: [],
    skipped: s.reason,
  })),
];

const chosenEvent = (events: MeetEventRow[], source: ImportSource, eventId: string | undefined): MeetEventRow | undefined => {
  if (!eventId) return undefined;
  if (source.format !== 'lif') throw badRequest('body.eventId: Only a FinishLynx (.lif) file goes to a chosen meet event', 'body.eventId');
  const chosen = events.find((e) => e.id === eventId);
  if (!chosen) throw badRequest('body.eventId: Choose an event of this meet', 'body.eventId');
  return chosen;
};

export const planResultImport = async (
  db: Db,
  organizationId: string,
  meetId: string,
  request: ImportRequest,
  settings: TeamSettings,
): Promise<Plan> => {
  const meet = await getMeetOr404(db, organizationId, meetId);
  const crossCountry = meet.season === 'cross-country';
  const read = readImportSource(request.text, request.format, { crossCountry });
  // names the coach picked an event for (or chose to leave out) are never read again: the pick decides
  const picks = applyEventChoices(read.rows, request.eventChoices ?? [], { crossCountry });
  const source: ImportSource = { ...read, rows: picks.rows, skipped: [...read.skipped, ...picks.skipped] };
  const [roster, events, existing, relays, theirs, [org]] = await Promise.all([
    db
      .select({ id: athletes.id, firstName: athletes.firstName, lastName: athletes.lastName, gender: athletes.gender })
      .from(athletes)
      .where(eq(athletes.organizationId, organizationId)),
    db
      .select()
      .from(meetEvents)
      .where(and(eq(meetEvents.organizationId, organizationId), eq(meetEvents.meetId, meetId))),
    db
      .select({ athleteId: results.athleteId, meetEventId: results.meetEventId, entryId: results.entryId })
      .from(results)
      .where(and(eq(results.organizationId, organizationId), eq(results.meetId, meetId))),
    db
      .select({
        id: meetEntries.id,
        meetId: meetEntries.meetId,
        meetEventId: meetEntries.meetEventId,
        athleteId: meetEntries.athleteId,
        relayName: meetEntries.relayName,
      })
      .from(meetEntries)
      .where(and(eq(meetEntries.organizationId, organizationId), eq(meetEntries.meetId, meetId), isNull(meetEntries.athleteId))),
    db
      .select({ meetEventId: meetCompetitors.meetEventId, name: meetCompetitors.name, team: meetCompetitors.team })
      .from(meetCompetitors)
      .where(and(eq(meetCompetitors.organizationId, organizationId), eq(meetCompetitors.meetId, meetId))),
    db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId)).limit(1),
  ]);
  const chosen = chosenEvent(events, source, request.eventId);
  // races of several events in one .lif each keep their own event; the chosen one takes those that cannot be read
  const several = severalEvents(source);
  const fixed = chosen && !several ? { eventType: chosen.eventType, round: chosen.round } : undefined;
  const sourceRows =
    chosen && several
      ? source.rows.map((r) =>
          readTimingEvent(r.event, { crossCountry }).kind === 'event' ? r : { ...r, event: chosen.eventType, round: null },
        )
      : source.rows;
  const checked = checkResultRows(sourceRows, roster.map(rosterEntry), settings, fixed, { crossCountry, ownTeam: org?.name });
  const candidates = [...checked, ...fileLines(source)].sort((a, b) => a.row - b.row);

  const eventIds = new Map(events.map((e) => [keyOf(e.eventType, e.round), e.id]));
  // without a round, a row goes to the event's final, else to its first round at the meet
  const defaultKey = new Map<string, string>();
  for (const e of [...events].sort((a, b) => Number(b.round === 'final') - Number(a.round === 'final') || a.position - b.position)) {
    if (!defaultKey.has(e.eventType)) defaultKey.set(e.eventType, keyOf(e.eventType, e.round));
  }
  // a .lif's round word ("Heat", "St. Final") names the meet's round only when the meet runs that round of the event
  const roundOf = (c: ResultCandidate): string | null =>
    c.round && source.format === 'lif' && !fixed && !eventIds.has(keyOf(c.eventType!, c.round)) ? null : c.round;
  const targetOf = (c: ResultCandidate): string | null => {
    if (c.skipped || !c.eventType) return null;
    const round = roundOf(c);
    return round ? keyOf(c.eventType, round) : (defaultKey.get(c.eventType) ?? keyOf(c.eventType, 'final'));
  };

  const unit = source.format === 'csv' ? 'row' : 'line';
  const seen = new Map<string, number>();
  const rows = candidates.map((read): PlannedRow => {
    const c = read.eventType ? { ...read, round: roundOf(read) } : read;
    const target = targetOf(c);
    if (c.relay && target && !c.skipped) {
      const eventId = eventIds.get(target);
      const found = relayEntryOf(
        c.relay.name,
        relays.filter((e) => e.meetEventId === eventId),
      );
      if (typeof found === 'string') {
        c.errors.push({ field: 'Relay', message: found });
        return { ...c, target: null, relayEntry: null };
      }
      const k = `relay|${found.id}`;
      const earlier = seen.get(k);
      if (earlier !== undefined)
        c.errors.push({ field: 'Relay', message: `${found.relayName ?? 'This relay'} is already listed on ${unit} ${earlier}` });
      else seen.set(k, c.row);
      return { ...c, athleteName: c.relay.name || (found.relayName ?? c.athleteName), target, relayEntry: found };
    }
    if (c.relay) return { ...c, target: null, relayEntry: null };
    if (c.competitor && target) {
      // another team's line listed twice in one event is left out, not an error
      const k = competitorKey(target, c.competitor.name, c.competitor.team);
      const earlier = seen.get(k);
      if (earlier !== undefined)
        return {
          ...c,
          competitor: undefined,
          parsed: null,
          skipped: `Already listed on ${unit} ${earlier}`,
          target: null,
          relayEntry: null,
        };
      seen.set(k, c.row);
      return { ...c, target, relayEntry: null };
    }
    if (target && c.athlete) {
      const k = `${c.athlete.id}|${target}`;
      const earlier = seen.get(k);
      if (earlier !== undefined)
        c.errors.push({ field: 'Athlete', message: `${c.athleteName} is already listed in this event on ${unit} ${earlier}` });
      else seen.set(k, c.row);
    }
    return { ...c, target, relayEntry: null };
  });
  const added = [...new Set(rows.map((r) => r.target).filter((t): t is string => t !== null && !eventIds.has(t)))].map((t) => {
    const [eventType, round] = t.split('|') as [string, string];
    return { eventType, round };
  });
  return {
    meet,
    source,
    rows,
    eventIds,
    added,
    withResult: new Set([
      ...existing.flatMap((e) => [`${e.athleteId}|${e.meetEventId}`, `entry|${e.entryId}`]),
      ...theirs.map((c) => `competitor|${c.meetEventId}|${c.name.toLowerCase()}|${c.team.toLowerCase()}`),
    ]),
    warnings: importWarnings(source, meet, chosen),
    unreadEvents: unreadEvents(checked, source.rows, picks.picked),
  };
};

/** The names read with no certainty, first seen first: those of rows that could not be placed, and those the coach picked for. */
const unreadEvents = (
  checked: ResultCandidate[],
  rows: ImportSource['rows'],
  picked: Map<number, string>,
): { name: string; rows: number[] }[] => {
  const nameOf = new Map(rows.map((r) => [r.line, r.event.trim()]));
  const lines: [number, string][] = [
    ...checked.filter((c) => c.eventUnread).map((c): [number, string] => [c.row, nameOf.get(c.row) ?? '']),
    ...picked.entries(),
  ].sort((a, b) => a[0] - b[0]);
  const byKey = new Map<string, { name: string; rows: number[] }>();
  for (const [line, name] of lines) {
    if (!name) continue;
    const key = choiceKey(name);
    const found = byKey.get(key);
    if (found) found.rows.push(line);
    else byKey.set(key, { name, rows: [line] });
  }
  return [...byKey.values()];
};
