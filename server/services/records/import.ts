/**
 * Historical records in bulk: a CSV or a spreadsheet paste (event, gender, athlete name(s), mark,
 * date, meet, wind, grade level, and optionally indoor, note, source). Every row is read by the same
 * reader as a record typed by hand; the preview shows each row's errors (unknown event, unparseable
 * mark, wind-aided, duplicate of another row or of a saved record) and the commit saves all rows in
 * one COPY statement, or none while any row is bad.
 */
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type pg from 'pg';
import type { RECORD_IMPORT_COLUMNS, RecordImportPreview } from '@core/api/records';
import { readDateCell, readGenderCell, readGradeCell, splitGenderPrefix } from '@core/sheet-cells';
import { readTimingEvent } from '@core/results-import/event-names';
import { isMeasuredXc } from '@core/sport-events/measured-xc';
import { eventType, findSportEvent } from '@core/sport-events/sport-events';
import { copyRows, type CopyColumn } from '../../db/copy-rows';
import type { Db } from '../../db/database';
import { orderedUuids } from '../../db/ordered-uuids';
import { historicalRecords } from '../../db/schema';
import { badRequest } from '../../http/http-error';
import { readEventToken } from '../athletes/event-names';
import { cellOf, mapColumns, parseTable } from '../athletes/table-text';
import type { TeamSettings } from '../organizations/team-settings';
import { duplicateKey, readHistoricalRecord, type HistoricalColumns } from './historical-input';

type Field = (typeof RECORD_IMPORT_COLUMNS)[number] | 'course';

const LABELS: Record<Field, string> = {
  event: 'Event',
  gender: 'Gender',
  athlete: 'Athlete',
  mark: 'Mark',
  date: 'Date',
  meet: 'Meet',
  wind: 'Wind',
  grade: 'Grade',
  indoor: 'Indoor',
  note: 'Note',
  source: 'Source',
  course: 'Course',
};

const ALIASES: Record<Field, readonly string[]> = {
  event: ['event', 'eventname', 'evt'],
  gender: ['gender', 'sex'],
  athlete: ['athlete', 'athletes', 'name', 'names', 'athletename', 'athletenames', 'legs', 'runners'],
  mark: ['mark', 'result', 'time', 'performance', 'distance', 'height'],
  date: ['date', 'day'],
  meet: ['meet', 'meetname', 'competition'],
  wind: ['wind', 'windspeed', 'w'],
  grade: ['grade', 'gradelevel', 'class', 'year', 'yr'],
  indoor: ['indoor', 'environment'],
  note: ['note', 'notes', 'comment'],
  source: ['source', 'reference'],
  course: ['course', 'coursename', 'venue'],
};

export interface CheckedRecordRow {
  row: number;
  /** course records: the course as the row names it */
  course: string;
  eventType: string | null;
  athleteNames: string[];
  display: string | null;
  date: string;
  meetName: string;
  errors: { field: string; message: string }[];
  value: (HistoricalColumns & { courseId: string | null }) | null;
}

/** "Girls 100m", "female-100m" or "100m" with a Gender column: the event type, or why not. */
const readEvent = (cell: string, genderCell: string): { type: string } | { error: string } => {
  const typed = findSportEvent(cell.trim().toLowerCase());
  if (typed) return { type: typed.type };
  // records are kept per girls and boys: "Mixed" is not a gender prefix here
  const prefix = splitGenderPrefix(cell);
  const named = prefix.gender === 'mixed' ? null : prefix.gender;
  const gender = readGenderCell(genderCell) ?? named;
  const rest = named ? prefix.rest : cell.trim();
  if (!cell.trim()) return { error: 'The event is missing' };
  if (!gender) return { error: `No gender for "${cell}": add a Gender column or write "Girls ${cell}"` };
  let read = readEventToken(rest, gender);
  // cross-country distances as written on course records: "8K", "5k", "2 Mile"
  if ('error' in read && /^\d+\s*(k|mile)$/i.test(rest.trim()))
    read = readEventToken(`xc-${rest.trim().toLowerCase().replace(/\s+/g, '')}`, gender);
  // a course's measured distance: "8.05K", "5.2 Mile" (decision 058)
  const measured = 'error' in read ? readTimingEvent(rest) : null;
  if (measured?.kind === 'event' && isMeasuredXc(measured.event)) return { type: eventType(gender, measured.event) };
  if ('error' in read) return { error: read.error };
  if (!('type' in read)) return { error: `"${rest}" is an event group, not an event` };
  return { type: read.type };
};

const readIndoor = (cell: string): boolean => /^(y|yes|true|1|indoor|indoors|i)$/i.test(cell.trim());

/**
 * Reads and checks every row of the text; duplicates are looked for among the rows and the saved
 * records. With `courses` (course records: the team's courses by lower-cased name), each row names
 * its course in a Course column and must be a cross-country event.
 */
export const checkRecordRows = async (
  db: Db,
  organizationId: string,
  text: string,
  settings: TeamSettings,
  courses?: Map<string, string>,
): Promise<CheckedRecordRow[]> => {
  const table = parseTable(text);
  const col = mapColumns(
    table.header,
    ALIASES,
    LABELS,
    courses ? ['course', 'event', 'athlete', 'mark', 'date'] : ['event', 'athlete', 'mark', 'date'],
  );
  const saved = await db
    .select({
      courseId: historicalRecords.courseId,
      eventType: historicalRecords.eventType,
      indoor: historicalRecords.indoor,
      athleteNames: historicalRecords.athleteNames,
      sortValueRaw: historicalRecords.sortValueRaw,
      date: historicalRecords.date,
    })
    .from(historicalRecords)
    .where(
      and(
        eq(historicalRecords.organizationId, organizationId),
        courses ? isNotNull(historicalRecords.courseId) : isNull(historicalRecords.courseId),
      ),
    );
  const keyOf = (courseId: string | null, c: Parameters<typeof duplicateKey>[0]) => `${courseId ?? ''}|${duplicateKey(c)}`;
  const seen = new Map<string, number | 'saved'>(saved.map((s) => [keyOf(s.courseId, s), 'saved']));
  return table.rows.map((r): CheckedRecordRow => {
    const errors: { field: string; message: string }[] = [];
    const course = cellOf(r, col.course);
    let courseId: string | null = null;
    if (courses) {
      courseId = courses.get(course.trim().toLowerCase()) ?? null;
      if (!course.trim()) errors.push({ field: 'Course', message: 'The course is missing' });
      else if (!courseId) errors.push({ field: 'Course', message: `No course named "${course}": add it under Courses first` });
    }
    const names = cellOf(r, col.athlete)
      .split(/[/;|]/)
      .map((n) => n.trim())
      .filter(Boolean);
    // a date neither way written goes on as typed: the record's own check names the problem
    const date = readDateCell(cellOf(r, col.date)) ?? cellOf(r, col.date).trim();
    const meetName = cellOf(r, col.meet);
    const event = readEvent(cellOf(r, col.event), cellOf(r, col.gender));
    const grade = readGradeCell(cellOf(r, col.grade));
    if (grade === 'bad')
      errors.push({ field: 'Grade', message: `"${cellOf(r, col.grade)}" is not a grade level (9-12, or Freshman to Senior)` });
    if ('error' in event) {
      errors.push({ field: 'Event', message: event.error });
      return { row: r.row, course, eventType: null, athleteNames: names, display: null, date, meetName, errors, value: null };
    }
    if (courses && findSportEvent(event.type)?.category !== 'cross-country') {
      errors.push({ field: 'Event', message: `${event.type} is not a cross-country distance (5K, 2 Mile...)` });
    }
    const out = readHistoricalRecord(
      {
        eventType: event.type,
        indoor: readIndoor(cellOf(r, col.indoor)),
        athleteNames: names,
        mark: cellOf(r, col.mark),
        wind: cellOf(r, col.wind) || undefined,
        date,
        meetName,
        grade: grade === 'bad' ? null : grade,
        note: cellOf(r, col.note),
        source: cellOf(r, col.source),
        courseRecord: Boolean(courses),
      },
      settings,
    );
    if (!out.ok)
      errors.push(...out.errors.map((e) => ({ field: LABELS[e.field === 'athlete' ? 'athlete' : e.field], message: e.message })));
    let value = out.ok ? { ...out.value, courseId } : null;
    if (value) {
      const key = keyOf(courseId, value);
      const dup = seen.get(key);
      if (dup === 'saved') errors.push({ field: 'Row', message: 'Duplicate: this record is already saved' });
      else if (dup !== undefined) errors.push({ field: 'Row', message: `Duplicate of row ${dup}` });
      else seen.set(key, r.row);
    }
    if (errors.length > 0) value = null;
    return {
      row: r.row,
      course,
      eventType: event.type,
      athleteNames: names,
      display: cellOf(r, col.mark) || null,
      date,
      meetName,
      errors,
      value,
    };
  });
};

export const previewOf = (
  rows: CheckedRecordRow[],
): RecordImportPreview & { rows: (RecordImportPreview['rows'][number] & { course: string })[] } => {
  const invalid = rows.filter((r) => r.errors.length > 0).length;
  return {
    rows: rows.map(({ value: _value, ...rest }) => rest),
    valid: rows.length - invalid,
    invalid,
  };
};

type RecordValue = NonNullable<CheckedRecordRow['value']>;

/** Each column a bulk import fills from the row, with its cell. */
const RECORD_COPY: readonly CopyColumn<RecordValue>[] = [
  ['course_id', (v) => v.courseId],
  ['event_type', (v) => v.eventType],
  ['indoor', (v) => v.indoor],
  ['athlete_names', (v) => v.athleteNames],
  ['mark_kind', (v) => v.markKind],
  ['ms', (v) => v.ms],
  ['timing', (v) => v.timing],
  ['mm', (v) => v.mm],
  ['quarter_inches', (v) => v.quarterInches],
  ['wind_tenths', (v) => v.windTenths],
  ['sort_value', (v) => v.sortValue],
  ['sort_value_raw', (v) => v.sortValueRaw],
  ['date', (v) => v.date],
  ['season', (v) => v.season],
  ['season_year', (v) => v.seasonYear],
  ['meet_name', (v) => v.meetName],
  ['grade', (v) => v.grade],
  ['note', (v) => v.note],
  ['source', (v) => v.source],
];

/** The columns a bulk import fills besides the id (the team's first). */
export const RECORD_COPY_COLUMNS = ['organization_id', ...RECORD_COPY.map(([column]) => column)];

/** Saves every row in one COPY statement (all or nothing); any bad row answers 400 naming it (and its problem) and saves nothing. */
export const commitRecordRows = async (pool: pg.Pool, organizationId: string, rows: CheckedRecordRow[]): Promise<number> => {
  const bad = rows.filter((r) => r.errors.length > 0);
  if (bad.length > 0) {
    const first = bad[0]!;
    const more = bad.length > 1 ? ` (and ${bad.length - 1} more row${bad.length > 2 ? 's' : ''})` : '';
    throw badRequest(
      `body.text: Row ${first.row}: ${first.errors[0]!.field}: ${first.errors[0]!.message}${more}. Nothing was saved.`,
      'body.text',
    );
  }
  const values = rows.map((r) => r.value!);
  // ids in ascending order append to the primary key (gen_random_uuid() per row scatters them)
  const ids = orderedUuids(values.length);
  // one COPY statement: every row is saved or none is
  const client = await pool.connect();
  let failed: Error | undefined;
  try {
    await copyRows(
      client,
      'historical_records',
      [['id', (_v, i) => ids[i]!], ['organization_id', () => organizationId], ...RECORD_COPY],
      values,
    );
  } catch (error) {
    failed = error as Error;
    throw error;
  } finally {
    // a connection a COPY failed on is not handed to the next caller
    client.release(failed);
  }
  return values.length;
};
