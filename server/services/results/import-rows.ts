/**
 * Result source rows (from a CSV, a .lif or a Hy-Tek file) checked against the roster and the mark
 * engine: the athlete by name (and gender), the event, the mark, wind, place and heat. Rows of
 * another team become competitors (decision 027): other teams' finishers, kept apart from the roster
 * for team scores. A row is another team's when its team is not ours: ours is the team named as the
 * organization is, else (a file that does not name us) any team with a row on our roster.
 */
import { eventForGender, readTimingEvent, type TimingEvent } from '@core/results-import/event-names';
import type { ResultSourceRow } from '@core/results-import/types';
import { readGenderCell, splitGenderPrefix } from '@core/sheet-cells';
import { eventType as typeOf, findCatalogueEvent, findSportEvent } from '@core/sport-events/sport-events';
import { readEventToken } from '../athletes/event-names';
import { foldName, nameKey } from '../athletes/names';
import type { TeamSettings } from '../organizations/team-settings';
import { readResultInput, type ParsedResult } from './parse-input';

interface RosterEntry {
  id: string;
  firstName: string;
  lastName: string;
  gender: 'male' | 'female';
  key: string;
}

export interface ImportIssue {
  field: string;
  message: string;
}

export interface ResultCandidate {
  row: number;
  eventType: string | null;
  /** the meet round the row goes to; null: the event's final (or first) round at the meet */
  round: string | null;
  athlete: RosterEntry | null;
  athleteName: string;
  team: string | null;
  parsed: ParsedResult | null;
  errors: ImportIssue[];
  /** why the row is left out; null when it is imported */
  skipped: string | null;
  /** a relay row: the name it gives (a relay team's name, "A", or the team); it goes to a relay entry of the meet */
  relay?: { name: string };
  /** another team's finisher: saved as a competitor of the meet event, never on the roster */
  competitor?: { name: string; team: string };
  /** the row's event name was read with no certainty: never guessed, the coach picks (import-choices.ts) */
  eventUnread?: boolean;
}

export interface ReadContext {
  /** a cross-country meet: "5000m" is the 5K (XC) */
  crossCountry?: boolean;
  /** the organization's name: rows of the team so named are ours */
  ownTeam?: string;
}

const EXAMPLES = '100m, 800 Meters, 110 Hurdles, 4 x 400 Relay, Long Jump or female-100m';

/** Why a name that is no catalogue event for this athlete is refused, in plain words. */
const eventProblem = (name: string, timing: TimingEvent, rosterError: string): string => {
  if (timing.kind === 'outside')
    return `"${name}" is an event Splits does not keep (relays other than 4x100-4x800 and the medleys, walks, combined events)`;
  if (timing.kind === 'unknown') return `Unknown event "${name}": use a name such as ${EXAMPLES}`;
  return rosterError;
};

/** A row whose event name no reading placed (neither a type, a roster event name nor a timing name): the coach picks. */
const unread = (typed: unknown, timing: TimingEvent, eventType: string | null, rest: string): boolean =>
  !typed && timing.kind === 'unknown' && eventType === null && rest.trim() !== '';

/** The meet event a .lif goes to: every row takes its event and round. */
interface FixedEvent {
  eventType: string;
  round: string;
}

/** "Girls 100m", "Boys Long Jump", "female-100m" or "100m": the gender the cell names, and the rest. */

const placeAndMark = (
  r: ResultSourceRow,
  eventType: string,
  settings: TeamSettings,
  problem: (field: string, message: string) => void,
): ParsedResult | null => {
  const placeN = r.place ? Number(r.place.replace(/(st|nd|rd|th)$/i, '')) : null;
  const heatN = r.heat ? Number(r.heat) : null;
  const placeOk = placeN === null || (Number.isInteger(placeN) && placeN >= 1 && placeN <= 999);
  const heatOk = heatN === null || (Number.isInteger(heatN) && heatN >= 1 && heatN <= 99);
  if (!placeOk) problem('Place', `"${r.place}" is not a place`);
  if (!heatOk) problem('Heat', `"${r.heat}" is not a heat number`);
  // a bad place or heat is reported above; the mark is still checked, without it
  // a combined event's total in a results file is the entry's points, without its disciplines
  const out = readResultInput(
    eventType,
    { mark: r.mark, wind: r.wind, place: placeOk ? placeN : null, heat: heatOk ? heatN : null },
    settings,
    'row',
    { givenTotal: true },
  );
  if (out.ok) return out.value;
  problem(out.field === 'row.wind' ? 'Wind' : 'Mark', out.message);
  return null;
};

/** A relay row: no roster athlete; the gender from the event, a Gender column or the name; the relay's name from the Name (or Team) column. */
const checkRelayRow = (
  r: ResultSourceRow,
  slug: string,
  gender: 'male' | 'female' | 'mixed' | null,
  settings: TeamSettings,
  fixed: FixedEvent | undefined,
) => {
  const errors: ImportIssue[] = [];
  const problem = (field: string, message: string) => errors.push({ field, message });
  const name = `${r.first} ${r.last}`.trim() || r.team.trim();
  const catalogue = findCatalogueEvent(slug)!;
  let eventType: string | null = null;
  if (!gender) problem('Event', `Name the relay's gender (Women ${catalogue.displayName}) or add a Gender column`);
  else if (!findSportEvent(typeOf(gender, slug))) problem('Event', `${catalogue.displayName} has no ${gender} race`);
  else eventType = typeOf(gender, slug);
  const parsed = eventType ? placeAndMark(r, eventType, settings, problem) : null;
  const candidate: ResultCandidate = {
    row: r.line,
    eventType,
    round: fixed ? fixed.round : r.round,
    athlete: null,
    athleteName: name || catalogue.displayName,
    team: r.team || null,
    parsed,
    errors,
    skipped: null,
    relay: { name },
  };
  return { candidate, onRoster: false };
};

const checkRow = (
  r: ResultSourceRow,
  byKey: Map<string, RosterEntry[]>,
  settings: TeamSettings,
  fixed: FixedEvent | undefined,
  context: ReadContext,
) => {
  const errors: ImportIssue[] = [];
  const problem = (field: string, message: string) => errors.push({ field, message });
  const athleteName = `${r.first} ${r.last}`.trim();
  const eventCell = splitGenderPrefix(fixed ? fixed.eventType : r.event);
  const typed = findSportEvent(eventCell.rest.toLowerCase());
  // names as timing systems and TFRRS write them ("800 Meters", "4 x 400 Relay", "Men's 8k")
  const timing = readTimingEvent(fixed ? fixed.eventType : r.event, context);
  const named = eventCell.gender ?? timing.gender;
  const slug = typed?.event ?? (timing.kind === 'event' ? timing.event : null);
  if (slug && findCatalogueEvent(slug)?.kind === 'relay') {
    return checkRelayRow(r, slug, typed?.gender ?? readGenderCell(r.gender) ?? named, settings, fixed);
  }
  const gender = typed && typed.gender !== 'mixed' ? typed.gender : (readGenderCell(r.gender) ?? (named === 'mixed' ? null : named));
  const sameName = byKey.get(nameKey(r.first, r.last)) ?? [];
  const matches = sameName.filter((a) => !gender || a.gender === gender);
  let athlete: RosterEntry | null = null;
  if (!r.first && !r.last) problem('Athlete', "The athlete's name is missing");
  else if (matches.length === 0 && sameName.length > 0)
    problem('Athlete', `${athleteName} is on the roster as a ${sameName[0]!.gender} athlete; this event is for ${gender} athletes`);
  else if (matches.length === 0) problem('Athlete', `No athlete named ${athleteName} on the roster`);
  else if (matches.length > 1) problem('Athlete', `Several athletes are named ${athleteName}: add a Gender column`);
  else athlete = matches[0]!;
  let eventType: string | null = typed?.type ?? null;
  if (!typed && !eventCell.rest) problem('Event', 'The event is missing');
  else if (!typed && athlete) {
    const read = readEventToken(eventCell.rest, athlete.gender);
    // a men's "Heptathlon" is the catalogue's indoor heptathlon: the event's twin for the athlete's gender
    const twin = timing.kind === 'event' ? eventForGender(timing.event, athlete.gender) : null;
    const fromTiming = timing.kind === 'event' ? typeOf(athlete.gender, twin ?? timing.event) : null;
    // at a cross-country meet the meet decides what a distance is ("5000m" is the 5K (XC)): the timing reading knows the meet, the roster's does not
    if (context.crossCountry && fromTiming && findSportEvent(fromTiming)) eventType = fromTiming;
    else if (!('error' in read) && 'type' in read) eventType = read.type;
    else if (fromTiming && findSportEvent(fromTiming)) eventType = fromTiming;
    else if (fromTiming)
      problem(
        'Event',
        `${findCatalogueEvent(timing.kind === 'event' ? timing.event : '')!.displayName} is not an event for a ${athlete.gender} athlete`,
      );
    else if ('error' in read) problem('Event', eventProblem(eventCell.rest, timing, read.error));
    else problem('Event', `"${eventCell.rest}" is an event group, not an event`);
  } else if (!typed && timing.kind !== 'event') problem('Event', eventProblem(eventCell.rest, timing, `Unknown event "${eventCell.rest}"`));
  if (typed && athlete && typed.gender !== 'mixed' && typed.gender !== athlete.gender)
    problem('Event', `${athleteName} cannot compete in ${typed.type}`);
  const parsed = eventType ? placeAndMark(r, eventType, settings, problem) : null;
  const candidate: ResultCandidate = {
    row: r.line,
    eventType,
    round: fixed ? fixed.round : r.round,
    athlete,
    athleteName,
    team: r.team || null,
    parsed,
    errors,
    skipped: null,
    ...(unread(typed, timing, eventType, eventCell.rest) ? { eventUnread: true } : {}),
  };
  return { candidate, onRoster: sameName.length > 0 };
};

/**
 * Another team's row: the event from the row (its gender from the event, a Gender column or the
 * event's words), the mark, wind, place and heat. A row that cannot be read is left out with the
 * reason, never an error: other teams' lines must not stop our results from going in.
 */
const checkCompetitorRow = (
  r: ResultSourceRow,
  settings: TeamSettings,
  fixed: FixedEvent | undefined,
  context: ReadContext,
): ResultCandidate => {
  const errors: ImportIssue[] = [];
  const problem = (field: string, message: string) => errors.push({ field, message });
  const cell = fixed ? fixed.eventType : r.event;
  const eventCell = splitGenderPrefix(cell);
  const typed = findSportEvent(eventCell.rest.toLowerCase());
  const timing = readTimingEvent(cell, context);
  const slug = typed?.event ?? (timing.kind === 'event' ? timing.event : null);
  const relay = slug !== null && findCatalogueEvent(slug)?.kind === 'relay';
  const gender = typed?.gender ?? readGenderCell(r.gender) ?? eventCell.gender ?? timing.gender ?? null;
  const typedName = `${r.first} ${r.last}`.trim();
  // a relay line names its team by a letter ("A"): "Roosevelt A"
  const name = relay && typedName.length <= 2 ? `${r.team.trim()} ${typedName}`.trim() : typedName;
  let eventType: string | null = null;
  if (!name) problem('Athlete', 'The name is missing');
  else if (typed) eventType = typed.type;
  else if (!slug) problem('Event', eventProblem(eventCell.rest, timing, `Unknown event "${eventCell.rest}"`));
  else if (!gender) problem('Event', `Name the gender of ${findCatalogueEvent(slug)!.displayName} (a Gender column)`);
  else if (!eventForGender(slug, gender)) problem('Event', `${findCatalogueEvent(slug)!.displayName} has no ${gender} race`);
  else eventType = typeOf(gender, eventForGender(slug, gender)!);
  const parsed = eventType && errors.length === 0 ? placeAndMark(r, eventType, settings, problem) : null;
  const team = r.team.trim();
  const ok = errors.length === 0 && parsed !== null;
  return {
    row: r.line,
    eventType: ok ? eventType : null,
    round: fixed ? fixed.round : r.round,
    athlete: null,
    athleteName: name || team,
    team,
    parsed: ok ? parsed : null,
    errors: [],
    skipped: ok ? null : `Another team's line (${team}): ${errors[0]!.field}: ${errors[0]!.message}`,
    ...(ok ? { competitor: { name, team } } : {}),
    ...(unread(typed, timing, eventType, eventCell.rest) ? { eventUnread: true } : {}),
  };
};

/**
 * Checks every row. With `fixed`, the rows go to that meet event whatever the file names. Rows of a
 * team none of whose athletes is on the roster are skipped when their athlete is not on it either.
 */
export const checkResultRows = (
  source: ResultSourceRow[],
  roster: RosterEntry[],
  settings: TeamSettings,
  fixed?: FixedEvent,
  context: ReadContext = {},
): ResultCandidate[] => {
  const byKey = new Map<string, RosterEntry[]>();
  for (const a of roster) byKey.set(a.key, [...(byKey.get(a.key) ?? []), a]);
  const checked = source.map((r) => checkRow(r, byKey, settings, fixed, context));
  const own = context.ownTeam ? foldName(context.ownTeam) : null;
  const named = own !== null && source.some((r) => r.team && foldName(r.team) === own);
  // the file names us: that team is ours; else every team with a row on our roster
  const ourTeams = named
    ? new Set([own])
    : new Set(checked.filter((c) => c.candidate.athlete && c.candidate.team).map((c) => foldName(c.candidate.team!)));
  return checked.map(({ candidate, onRoster }, i) => {
    if (!candidate.team || ourTeams.has(foldName(candidate.team))) return candidate;
    // a row on our roster under another team's name, while the file does not name us, stays ours (fallback rule above)
    if (!named && onRoster) return candidate;
    return checkCompetitorRow(source[i]!, settings, fixed, context);
  });
};

export const rosterEntry = (a: { id: string; firstName: string; lastName: string; gender: string }): RosterEntry => ({
  id: a.id,
  firstName: a.firstName,
  lastName: a.lastName,
  gender: a.gender === 'female' ? 'female' : 'male',
  key: nameKey(a.firstName, a.lastName),
});
