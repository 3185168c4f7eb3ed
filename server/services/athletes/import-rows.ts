/** Roster rows read from an import table: each cell checked, every problem kept with its column. */
import { z } from 'zod';
import { gradYearFromGrade, MAX_GRADE, MIN_GRADE, type AthleteImportRow, type EventGroup } from '@core/api/athletes';
import { readDateCell, readGenderCell, readGradeCell } from '@core/sheet-cells';
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

export type ImportIssue = { field: string; message: string };

export interface AthleteCandidate extends AthleteImportRow {
  gradYear: number | null;
}

/** A birth date: a real day since 1900, not in the future. */
const readBirthdate = (v: string): string | null => {
  const date = readDateCell(v);
  return date && date >= '1900-01-01' && Date.parse(date) <= Date.now() ? date : null;
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
    const gender = readGenderCell(text('gender'));
    if (!gender) problem('gender', text('gender') ? `"${text('gender')}" is not a gender: use M or F` : 'Gender is required');
    const gradeCell = readGradeCell(text('grade'));
    const grade = typeof gradeCell === 'number' && gradeCell >= MIN_GRADE && gradeCell <= MAX_GRADE ? gradeCell : null;
    if (grade === null)
      problem('grade', text('grade') ? `"${text('grade')}" is not a grade: use 1-12 (or Fr, So, Jr, Sr)` : 'Grade is required');
    const birthText = text('birthdate');
    const birthdate = birthText ? readBirthdate(birthText) : null;
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
