/** Result rows read from an import table and matched against the roster and the meet's events. */
import { findSportEvent } from '@core/sport-events/sport-events';
import { readEventToken } from '../athletes/event-names';
import { nameKey } from '../athletes/names';
import { cellOf, mapColumns, type Table } from '../athletes/table-text';
import type { TeamSettings } from '../performance/team-settings';
import { readResultInput, type ParsedResult } from './parse-input';

const FIELDS = ['event', 'first', 'last', 'name', 'gender', 'mark', 'wind', 'place', 'heat'] as const;
type Field = (typeof FIELDS)[number];

const LABELS: Record<Field, string> = {
  event: 'Event',
  first: 'First',
  last: 'Last',
  name: 'Name',
  gender: 'Gender',
  mark: 'Mark',
  wind: 'Wind',
  place: 'Place',
  heat: 'Heat',
};

const ALIASES: Record<Field, readonly string[]> = {
  event: ['event', 'eventname', 'evt'],
  first: ['first', 'firstname', 'givenname'],
  last: ['last', 'lastname', 'surname'],
  name: ['name', 'athlete', 'athletename', 'fullname'],
  gender: ['gender', 'sex'],
  mark: ['mark', 'result', 'time', 'performance', 'distance', 'height', 'finaltime'],
  wind: ['wind', 'windspeed', 'w'],
  place: ['place', 'pl', 'position', 'pos', 'rank'],
  heat: ['heat', 'ht', 'flight'],
};

export interface RosterEntry {
  id: string;
  firstName: string;
  lastName: string;
  gender: 'male' | 'female';
  key: string;
}

export interface ResultCandidate {
  row: number;
  eventType: string | null;
  athlete: RosterEntry | null;
  athleteName: string;
  parsed: ParsedResult | null;
  errors: { field: string; message: string }[];
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

const nameParts = (row: Table['rows'][number], col: Partial<Record<Field, number>>): { first: string; last: string } => {
  if (col.first !== undefined || col.last !== undefined) return { first: cellOf(row, col.first), last: cellOf(row, col.last) };
  const name = cellOf(row, col.name);
  if (name.includes(',')) {
    const [last, first] = name.split(',', 2) as [string, string];
    return { first: first.trim(), last: last.trim() };
  }
  const words = name.split(/\s+/).filter(Boolean);
  return { first: words.slice(0, -1).join(' '), last: words.at(-1) ?? '' };
};

export const readResultRows = (table: Table, roster: RosterEntry[], settings: TeamSettings): { columns: string[]; rows: ResultCandidate[] } => {
  const col = mapColumns(table.header, ALIASES, LABELS, ['event', 'mark']);
  if (col.name === undefined && (col.first === undefined || col.last === undefined)) {
    mapColumns(table.header, ALIASES, LABELS, ['first', 'last']);
  }
  const columns = FIELDS.filter((f) => col[f] !== undefined).map((f) => LABELS[f]);
  const byKey = new Map<string, RosterEntry[]>();
  for (const a of roster) byKey.set(a.key, [...(byKey.get(a.key) ?? []), a]);
  const seen = new Map<string, number>();
  const rows = table.rows.map((r): ResultCandidate => {
    const errors: ResultCandidate['errors'] = [];
    const problem = (field: string, message: string) => errors.push({ field, message });
    const { first, last } = nameParts(r, col);
    const athleteName = `${first} ${last}`.trim();
    const eventCell = splitEventCell(cellOf(r, col.event));
    const typed = findSportEvent(eventCell.rest.toLowerCase());
    const gender = typed && typed.gender !== 'mixed' ? typed.gender : (readGender(cellOf(r, col.gender)) ?? (eventCell.gender === 'mixed' ? null : eventCell.gender));
    const matches = (byKey.get(nameKey(first, last)) ?? []).filter((a) => !gender || a.gender === gender);
    let athlete: RosterEntry | null = null;
    if (!first && !last) problem('Athlete', 'The athlete\'s name is missing');
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
      const place = cellOf(r, col.place);
      const heat = cellOf(r, col.heat);
      const placeN = place ? Number(place.replace(/(st|nd|rd|th)$/i, '')) : null;
      const heatN = heat ? Number(heat) : null;
      if (placeN !== null && !(Number.isInteger(placeN) && placeN >= 1 && placeN <= 999)) problem('Place', `"${place}" is not a place`);
      if (heatN !== null && !(Number.isInteger(heatN) && heatN >= 1 && heatN <= 99)) problem('Heat', `"${heat}" is not a heat number`);
      const out = readResultInput(eventType, { mark: cellOf(r, col.mark), wind: cellOf(r, col.wind), place: placeN, heat: heatN }, settings, 'row');
      if (out.ok) parsed = out.value;
      else problem(out.field === 'row.wind' ? 'Wind' : 'Mark', out.message);
    }
    if (athlete && eventType) {
      const k = `${athlete.id}|${eventType}`;
      const earlier = seen.get(k);
      if (earlier !== undefined) problem('Athlete', `${athleteName} is already listed in this event on row ${earlier}`);
      else seen.set(k, r.row);
    }
    return { row: r.row, eventType, athlete, athleteName, parsed, errors };
  });
  return { columns, rows };
};

export const rosterEntry = (a: { id: string; firstName: string; lastName: string; gender: string }): RosterEntry => ({
  id: a.id,
  firstName: a.firstName,
  lastName: a.lastName,
  gender: a.gender === 'female' ? 'female' : 'male',
  key: nameKey(a.firstName, a.lastName),
});
