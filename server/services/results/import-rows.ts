/**
 * Result source rows (from a CSV, a .lif or a Hy-Tek file) checked against the roster and the mark
 * engine: the athlete by name (and gender), the event, the mark, wind, place and heat. Rows of a
 * timing file whose athlete is not on the roster and whose team has nobody on it are another team's:
 * skipped, not errors (a meet's file lists every school).
 */
import type { ResultSourceRow } from '@core/results-import/types';
import { findSportEvent } from '@core/sport-events/sport-events';
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
}

/** The meet event a .lif goes to: every row takes its event and round. */
interface FixedEvent {
  eventType: string;
  round: string;
}

const GENDER_WORDS: Record<string, 'male' | 'female' | 'mixed'> = {
  girls: 'female', girl: 'female', women: 'female', womens: 'female', female: 'female', f: 'female', w: 'female',
  boys: 'male', boy: 'male', men: 'male', mens: 'male', male: 'male', m: 'male', mixed: 'mixed',
};

/** "Girls 100m", "Boys Long Jump", "female-100m" or "100m": the gender the cell names, and the rest. */
const splitEventCell = (cell: string): { gender: 'male' | 'female' | 'mixed' | null; rest: string } => {
  const m = /^([A-Za-z']+)\s+(.+)$/.exec(cell.trim());
  const word = m ? m[1]!.toLowerCase().replace(/'/g, '') : '';
  return m && GENDER_WORDS[word] ? { gender: GENDER_WORDS[word], rest: m[2]! } : { gender: null, rest: cell.trim() };
};

const readGender = (v: string): 'male' | 'female' | null => {
  const g = GENDER_WORDS[v.toLowerCase()];
  return g === 'male' || g === 'female' ? g : null;
};

const checkRow = (r: ResultSourceRow, byKey: Map<string, RosterEntry[]>, settings: TeamSettings, fixed: FixedEvent | undefined) => {
  const errors: ImportIssue[] = [];
  const problem = (field: string, message: string) => errors.push({ field, message });
  const athleteName = `${r.first} ${r.last}`.trim();
  const eventCell = splitEventCell(fixed ? fixed.eventType : r.event);
  const typed = findSportEvent(eventCell.rest.toLowerCase());
  const gender = typed && typed.gender !== 'mixed' ? typed.gender : (readGender(r.gender) ?? (eventCell.gender === 'mixed' ? null : eventCell.gender));
  const named = byKey.get(nameKey(r.first, r.last)) ?? [];
  const matches = named.filter((a) => !gender || a.gender === gender);
  let athlete: RosterEntry | null = null;
  if (!r.first && !r.last) problem('Athlete', 'The athlete\'s name is missing');
  else if (matches.length === 0 && named.length > 0) problem('Athlete', `${athleteName} is on the roster as a ${named[0]!.gender} athlete; this event is for ${gender} athletes`);
  else if (matches.length === 0) problem('Athlete', `No athlete named ${athleteName} on the roster`);
  else if (matches.length > 1) problem('Athlete', `Several athletes are named ${athleteName}: add a Gender column`);
  else athlete = matches[0]!;
  let eventType: string | null = typed?.type ?? null;
  if (!typed && !eventCell.rest) problem('Event', 'The event is missing');
  else if (!typed && athlete) {
    const read = readEventToken(eventCell.rest, athlete.gender);
    if ('error' in read) problem('Event', read.error);
    else if (!('type' in read)) problem('Event', `"${eventCell.rest}" is an event group, not an event`);
    else eventType = read.type;
  }
  if (typed && athlete && typed.gender !== 'mixed' && typed.gender !== athlete.gender) problem('Event', `${athleteName} cannot compete in ${typed.type}`);
  const sport = eventType ? findSportEvent(eventType) : undefined;
  if (sport?.kind === 'relay') problem('Event', 'Relay results are entered on the meet page, with their legs');
  let parsed: ParsedResult | null = null;
  if (eventType && sport?.kind !== 'relay') {
    const placeN = r.place ? Number(r.place.replace(/(st|nd|rd|th)$/i, '')) : null;
    const heatN = r.heat ? Number(r.heat) : null;
    const placeOk = placeN === null || (Number.isInteger(placeN) && placeN >= 1 && placeN <= 999);
    const heatOk = heatN === null || (Number.isInteger(heatN) && heatN >= 1 && heatN <= 99);
    if (!placeOk) problem('Place', `"${r.place}" is not a place`);
    if (!heatOk) problem('Heat', `"${r.heat}" is not a heat number`);
    // a bad place or heat is reported above; the mark is still checked, without it
    const out = readResultInput(eventType, { mark: r.mark, wind: r.wind, place: placeOk ? placeN : null, heat: heatOk ? heatN : null }, settings, 'row');
    if (out.ok) parsed = out.value;
    else problem(out.field === 'row.wind' ? 'Wind' : 'Mark', out.message);
  }
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
  };
  return { candidate, onRoster: named.length > 0 };
};

/**
 * Checks every row. With `fixed`, the rows go to that meet event whatever the file names. Rows of a
 * team none of whose athletes is on the roster are skipped when their athlete is not on it either.
 */
export const checkResultRows = (source: ResultSourceRow[], roster: RosterEntry[], settings: TeamSettings, fixed?: FixedEvent): ResultCandidate[] => {
  const byKey = new Map<string, RosterEntry[]>();
  for (const a of roster) byKey.set(a.key, [...(byKey.get(a.key) ?? []), a]);
  const checked = source.map((r) => checkRow(r, byKey, settings, fixed));
  const ourTeams = new Set(checked.filter((c) => c.candidate.athlete && c.candidate.team).map((c) => foldName(c.candidate.team!)));
  for (const { candidate, onRoster } of checked) {
    if (!onRoster && candidate.team && !ourTeams.has(foldName(candidate.team))) {
      candidate.skipped = `Not on the roster (${candidate.team})`;
      candidate.errors = [];
      candidate.parsed = null;
    }
  }
  return checked.map((c) => c.candidate);
};

export const rosterEntry = (a: { id: string; firstName: string; lastName: string; gender: string }): RosterEntry => ({
  id: a.id,
  firstName: a.firstName,
  lastName: a.lastName,
  gender: a.gender === 'female' ? 'female' : 'male',
  key: nameKey(a.firstName, a.lastName),
});
