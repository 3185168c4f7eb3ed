/** Roster rows read from an import table: each cell checked, every problem kept with its column. */
import { z } from 'zod';
import { gradYearFromGrade, MAX_GRADE, MIN_GRADE, type AthleteImportRow, type EventGroup } from '@core/api/athletes';
import { readEventToken } from './event-names';
import { cellOf, mapColumns, type Table } from './table-text';

const FIELDS = ['gender', 'first', 'last', 'grade', 'birthdate', 'events', 'email'] as const;
type Field = (typeof FIELDS)[number];

const ATHLETE_COLUMN_LABELS: Record<Field, string> = {
  gender: 'Gender',
  first: 'First',
  last: 'Last',
  grade: 'Grade',
  birthdate: 'Birthdate',
  events: 'Events',
  email: 'Email',
};

const ALIASES: Record<Field, readonly string[]> = {
  gender: ['gender', 'sex', 'mf', 'boysgirls'],
  first: ['first', 'firstname', 'givenname', 'given'],
  last: ['last', 'lastname', 'surname', 'familyname'],
  grade: ['grade', 'gradelevel', 'gr', 'grd', 'class'],
  birthdate: ['birthdate', 'birthday', 'dob', 'dateofbirth', 'born'],
  events: ['events', 'event', 'preferredevents', 'eventgroups'],
  email: ['email', 'emailaddress', 'mail'],
};

const MALE = new Set(['m', 'male', 'boy', 'boys', 'b', 'man', 'men']);
const FEMALE = new Set(['f', 'female', 'girl', 'girls', 'g', 'woman', 'women', 'w']);
const CLASS_YEARS: Record<string, number> = { fr: 9, freshman: 9, so: 10, soph: 10, sophomore: 10, jr: 11, junior: 11, sr: 12, senior: 12 };

export type ImportIssue = { field: string; message: string };

export interface AthleteCandidate extends AthleteImportRow {
  gradYear: number | null;
}

const readGender = (v: string): 'male' | 'female' | null => {
  const k = v.toLowerCase();
  return MALE.has(k) ? 'male' : FEMALE.has(k) ? 'female' : null;
};

const readGrade = (v: string): number | null => {
  const k = v.toLowerCase().replace(/[\s.]/g, '');
  if (CLASS_YEARS[k] !== undefined) return CLASS_YEARS[k]!;
  const m = /^(\d{1,2})(st|nd|rd|th)?$/.exec(k);
  const n = m ? Number(m[1]) : NaN;
  return n >= MIN_GRADE && n <= MAX_GRADE ? n : null;
};

const validDate = (y: number, m: number, d: number): string | null => {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  if (y < 1900 || date.getTime() > Date.now()) return null;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
};

/** 2009-04-17, or 4/17/2009 as US spreadsheets write it. */
const readDate = (v: string): string | null => {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(v);
  if (iso) return validDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v);
  return us ? validDate(Number(us[3]), Number(us[1]), Number(us[2])) : null;
};

const emailSchema = z.email();

export const readAthleteRows = (table: Table, today: Date = new Date()): { columns: string[]; rows: AthleteCandidate[] } => {
  const col = mapColumns(table.header, ALIASES, ATHLETE_COLUMN_LABELS, ['gender', 'first', 'last', 'grade']);
  const columns = FIELDS.filter((f) => col[f] !== undefined).map((f) => ATHLETE_COLUMN_LABELS[f]);
  const rows = table.rows.map((r): AthleteCandidate => {
    const errors: ImportIssue[] = [];
    const problem = (field: Field, message: string) => errors.push({ field: ATHLETE_COLUMN_LABELS[field], message });
    const text = (f: Field) => cellOf(r, col[f]);
    const firstName = text('first').slice(0, 60);
    const lastName = text('last').slice(0, 60);
    if (!firstName) problem('first', 'First name is required');
    if (!lastName) problem('last', 'Last name is required');
    const gender = readGender(text('gender'));
    if (!gender) problem('gender', text('gender') ? `"${text('gender')}" is not a gender: use M or F` : 'Gender is required');
    const grade = readGrade(text('grade'));
    if (grade === null)
      problem('grade', text('grade') ? `"${text('grade')}" is not a grade: use 1-12 (or Fr, So, Jr, Sr)` : 'Grade is required');
    const birthText = text('birthdate');
    const birthdate = birthText ? readDate(birthText) : null;
    if (birthText && !birthdate) problem('birthdate', `"${birthText}" is not a birth date: use YYYY-MM-DD or M/D/YYYY`);
    const emailText = text('email');
    const email = emailText && emailSchema.safeParse(emailText).success ? emailText.toLowerCase() : null;
    if (emailText && !email) problem('email', `"${emailText}" is not an email address`);
    const preferredEvents: string[] = [];
    const groups = new Set<EventGroup>();
    for (const token of text('events')
      .split(/[;,|/]/)
      .map((t) => t.trim())
      .filter(Boolean)) {
      // without a gender the event is still checked: it must exist for one of them
      const read = gender
        ? readEventToken(token, gender)
        : ([readEventToken(token, 'female'), readEventToken(token, 'male')].find((x) => !('error' in x)) ??
          readEventToken(token, 'female'));
      if (!gender && !('error' in read)) continue;
      if ('error' in read) problem('events', read.error);
      else {
        if ('type' in read && !preferredEvents.includes(read.type)) preferredEvents.push(read.type);
        if (read.group) groups.add(read.group);
      }
    }
    return {
      row: r.row,
      firstName,
      lastName,
      gender,
      grade,
      gradYear: grade === null ? null : gradYearFromGrade(grade, today),
      birthdate,
      email,
      preferredEvents,
      eventGroups: [...groups],
      errors,
      duplicateOf: [],
    };
  });
  return { columns, rows };
};
