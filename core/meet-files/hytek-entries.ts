/**
 * The Hy-Tek semicolon entries file ("Import Entries from a Semi-Colon Delimited File" of Meet
 * Manager for Track & Field): the layout is written out in docs/meet-files.md and checked field by
 * field in hytek-entries.test.ts. Records written:
 *
 * I (athlete information, one per athlete entered): 1 "I", 2 last name (20), 3 first name (20),
 *   4 initial (1, blank), 5 gender M/F, 6 birth date MM/DD/YYYY, 7 team code (4), 8 team name (30),
 *   9 age (blank: the birth date or school year says it), 10 school year (the grade), 11-22 blank
 *   (address, phones, shirt size, registration #: not ours to send), 23 competitor # (the bib).
 * D (one per individual entry): fields 2-10 as the I record, 11 event code, 12 entry mark, 13 event
 *   measure M/E, 14 division (blank), 15 competitor # (the bib).
 * R (one per relay team): 1 "R", 2 team code, 3 team name, 4 relay letter, 5 relay gender M/F/X,
 *   6 relay age (blank), 7 event code, 8 entry time, 9 measure, 10 division (blank), then per runner
 *   (up to 8: legs, then alternates) last name, first name, initial, gender, birth date,
 *   age-or-comp # (the bib), school year.
 *
 * Each record ends with CR LF; trailing blank fields are left off (the format allows it). A field
 * never holds the delimiter or a line break: they are replaced by a space.
 */
import { formatImperial, formatMetric, formatTime } from '../marks/format';
import { requireMarkEvent } from '../marks/events';
import type { PerformanceMark, Units } from '../marks/types';

export interface HytekAthlete {
  lastName: string;
  firstName: string;
  gender: 'male' | 'female';
  /** ISO date or null */
  birthdate: string | null;
  grade: number | null;
  bib: string | null;
}

export interface HytekTeam {
  code: string;
  name: string;
}

export interface HytekEntry {
  athlete: HytekAthlete;
  eventCode: string;
  /** the entry mark as the format writes it ('' without a seed) */
  mark: string;
  measure: 'M' | 'E';
}

export interface HytekRelay {
  letter: string;
  gender: 'M' | 'F' | 'X';
  eventCode: string;
  mark: string;
  measure: 'M' | 'E';
  runners: HytekAthlete[];
}

export interface HytekEntriesFile {
  team: HytekTeam;
  /** every athlete entered (individually or on a relay), for the I records */
  athletes: HytekAthlete[];
  entries: HytekEntry[];
  relays: HytekRelay[];
}

/** A field's text: no semicolon, no line break, at most `max` characters. */
export const hytekField = (text: string, max: number): string =>
  text
    .replace(/[;\r\n\t]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim()
    .slice(0, max)
    .trim();

/** MM/DD/YYYY of an ISO date; '' for none. */
export const hytekDate = (iso: string | null): string => {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  return m ? `${m[2]}/${m[3]}/${m[1]}` : '';
};

/** A team code of at most 4 letters or digits from a team name: the initials of a name of several words, else its first letters; "UNA" when none. */
export const teamCodeOf = (name: string): string => {
  const words = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);
  if (words.length === 0) return 'UNA';
  const code = words.length >= 2 ? words.map((w) => w[0]).join('') : words[0]!;
  return code.slice(0, 4);
};

/** The measure of an event's marks: M for runs (metres) and metric teams, E for an imperial team's field marks. */
export const hytekMeasure = (type: string, units: Units): 'M' | 'E' =>
  requireMarkEvent(type).measure === 'length' && units === 'imperial' ? 'E' : 'M';

/**
 * An entry mark as the format writes it: times "58.83", "1:19.14", a hand time with "h" ("13.4h");
 * metric lengths "12.33"; English lengths feet-inches "21-02.00"; combined events the points.
 */
export const hytekMark = (type: string, mark: PerformanceMark | null, units: Units): string => {
  if (!mark) return '';
  if (mark.kind === 'points') return String(mark.points);
  const event = requireMarkEvent(type);
  if (mark.kind === 'time') return `${formatTime(event, mark)}${mark.timing === 'hand' ? 'h' : ''}`;
  return units === 'imperial' ? formatImperial(event, mark) : formatMetric(mark.mm).replace(/m$/, '');
};

const GENDER = { male: 'M', female: 'F' } as const;

/** Fields 2-10, the same in the I and D records of one athlete. */
const athleteFields = (a: HytekAthlete, team: HytekTeam): string[] => [
  hytekField(a.lastName, 20),
  hytekField(a.firstName, 20),
  '',
  GENDER[a.gender],
  hytekDate(a.birthdate),
  hytekField(team.code, 4),
  hytekField(team.name, 30),
  '',
  a.grade === null ? '' : String(a.grade),
];

const record = (fields: string[]): string => {
  let end = fields.length;
  while (end > 1 && fields[end - 1] === '') end--;
  return `${fields.slice(0, end).join(';')}\r\n`;
};

const bibField = (bib: string | null): string => hytekField(bib ?? '', 5);

export const writeHytekEntries = (file: HytekEntriesFile): string => {
  const { team } = file;
  const lines: string[] = [];
  for (const a of file.athletes) {
    lines.push(record(['I', ...athleteFields(a, team), ...Array<string>(12).fill(''), bibField(a.bib)]));
  }
  for (const e of file.entries) {
    lines.push(
      record([
        'D',
        ...athleteFields(e.athlete, team),
        hytekField(e.eventCode, 10),
        hytekField(e.mark, 11),
        e.measure,
        '',
        bibField(e.athlete.bib),
      ]),
    );
  }
  for (const r of file.relays) {
    const runners = r.runners
      .slice(0, 8)
      .flatMap((a) => [
        hytekField(a.lastName, 20),
        hytekField(a.firstName, 20),
        '',
        GENDER[a.gender],
        hytekDate(a.birthdate),
        bibField(a.bib),
        a.grade === null ? '' : String(a.grade),
      ]);
    lines.push(
      record([
        'R',
        hytekField(team.code, 4),
        hytekField(team.name, 30),
        hytekField(r.letter, 1),
        r.gender,
        '',
        hytekField(r.eventCode, 10),
        hytekField(r.mark, 10),
        r.measure,
        '',
        ...runners,
      ]),
    );
  }
  return lines.join('');
};
