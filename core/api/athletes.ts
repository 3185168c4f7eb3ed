import { z } from 'zod';
import { ATHLETE_GENDERS } from '../sport-events/catalogue';
import { schoolYearOf } from '../seasons';
import { defineCall } from './define-call';
import { idSchema, isoDateSchema, isoDateTimeSchema, okSchema, patchOf } from './common';
import { importIssueSchema, importTextSchema, MEET_SEASONS, resultSchema, resultSummarySchema } from './results';

export const ATHLETE_STATUSES = ['active', 'inactive', 'alumni'] as const;
export type AthleteStatus = (typeof ATHLETE_STATUSES)[number];
export const EVENT_GROUPS = ['sprints', 'distance', 'hurdles', 'jumps', 'throws'] as const;
export type EventGroup = (typeof EVENT_GROUPS)[number];
export const MIN_GRADE = 1;
export const MAX_GRADE = 12;

/** The school year a date belongs to, named by the calendar year it ends in (it ends in June; core/seasons). */
export const schoolYearEnd = (today: Date = new Date()): number => schoolYearOf(today.toISOString().slice(0, 10));
/** Grade (1-12) this school year for a graduation year; null once graduated or not yet in school. */
export const gradeFromGradYear = (gradYear: number, today: Date = new Date()): number | null => {
  const grade = MAX_GRADE - (gradYear - schoolYearEnd(today));
  return grade >= MIN_GRADE && grade <= MAX_GRADE ? grade : null;
};
export const gradYearFromGrade = (grade: number, today: Date = new Date()): number => schoolYearEnd(today) + (MAX_GRADE - grade);

/** A personal best, or a season best, of an athlete in one event and environment (the result in short). */
export const bestMarkSchema = z.object({
  eventType: z.string(),
  indoor: z.boolean(),
  result: resultSummarySchema,
});
export type BestMark = z.infer<typeof bestMarkSchema>;

export const athleteSchema = z.object({
  id: idSchema,
  organizationId: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  gender: z.enum(ATHLETE_GENDERS),
  /** stored; the grade follows from it each school year */
  gradYear: z.number().int().nullable(),
  /** 1-12 this school year, null when unknown or graduated */
  grade: z.number().int().nullable(),
  birthdate: isoDateSchema.nullable(),
  email: z.string().nullable(),
  eventGroups: z.array(z.enum(EVENT_GROUPS)),
  /** sport-event types, e.g. female-100m */
  preferredEvents: z.array(z.string()),
  photo: z.string().nullable(),
  status: z.enum(ATHLETE_STATUSES),
  /** the member account of this athlete (an invitee), if linked */
  userId: idSchema.nullable(),
  notes: z.string(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Athlete = z.infer<typeof athleteSchema>;

/** A PR as a roster row shows it: the event and the mark only (the athlete page has the full result). */
export const keyPrSchema = z.object({
  eventType: z.string(),
  indoor: z.boolean(),
  resultId: idSchema,
  /** the mark as entered, e.g. "12.41" or "5.62m" */
  display: z.string(),
  /** a hand time compared as its FAT equivalent */
  converted: z.boolean(),
});
export type KeyPr = z.infer<typeof keyPrSchema>;

/** A roster row: the athlete, how many PRs (event and environment) they hold, and up to 3 key PRs (preferred events first). */
export const rosterAthleteSchema = athleteSchema.extend({
  prCount: z.number().int(),
  resultCount: z.number().int(),
  keyPrs: z.array(keyPrSchema),
});
export type RosterAthlete = z.infer<typeof rosterAthleteSchema>;

/** The athlete page: details, PRs (indoor and outdoor apart), season bests for every season, and every result, newest first. */
export const athleteProfileSchema = athleteSchema.extend({
  prs: z.array(bestMarkSchema),
  seasonBests: z.array(bestMarkSchema.extend({ season: z.enum(MEET_SEASONS), seasonYear: z.number().int() })),
  /** individual results and relay legs; `isPR` / `isSeasonBest` say whether the mark was one when run */
  results: z.array(resultSchema.extend({ isPR: z.boolean(), isSeasonBest: z.boolean() })),
});
export type AthleteProfile = z.infer<typeof athleteProfileSchema>;

const nameText = z.string().trim().min(1, 'Required').max(60);
const eventTypes = z.array(z.string().trim().min(1).max(60)).max(40);

export const athleteInputSchema = z.object({
  firstName: nameText,
  lastName: nameText,
  gender: z.enum(ATHLETE_GENDERS),
  /** give a grade (converted to a graduation year) or a graduation year */
  grade: z.number().int().min(MIN_GRADE).max(MAX_GRADE).nullable().optional(),
  gradYear: z.number().int().min(1950).max(2100).nullable().optional(),
  birthdate: isoDateSchema.nullable().optional(),
  email: z.email().max(254).nullable().optional(),
  eventGroups: z.array(z.enum(EVENT_GROUPS)).max(5).optional(),
  /** must be catalogue types (checked on the server) */
  preferredEvents: eventTypes.optional(),
  photo: z.string().max(2048).nullable().optional(),
  status: z.enum(ATHLETE_STATUSES).optional(),
  /** must be a member of the organization */
  userId: idSchema.nullable().optional(),
  notes: z.string().max(2000).optional(),
});
export type AthleteInput = z.input<typeof athleteInputSchema>;

export const ATHLETE_SORTS = [
  'lastName',
  '-lastName',
  'firstName',
  '-firstName',
  'grade',
  '-grade',
  'prCount',
  '-prCount',
  'createdAt',
  '-createdAt',
] as const;

const orgQuery = z.object({ orgId: idSchema });
const athleteQuery = z.object({ orgId: idSchema, athleteId: idSchema });

/** The roster's search, filters and sort: the list and the CSV export take the same. */
const rosterFilterQuery = orgQuery.extend({
  search: z.string().trim().max(100).optional(),
  gender: z.enum(ATHLETE_GENDERS).optional(),
  grade: z.coerce.number().int().min(MIN_GRADE).max(MAX_GRADE).optional(),
  gradYear: z.coerce.number().int().min(1950).max(2100).optional(),
  eventGroup: z.enum(EVENT_GROUPS).optional(),
  status: z.enum(ATHLETE_STATUSES).optional(),
  sortBy: z.enum(ATHLETE_SORTS).default('lastName'),
});

export const getAthletes = defineCall({
  method: 'GET',
  path: '/api/athletes/get',
  auth: true,
  tag: 'athletes',
  summary: 'The roster: search, filters, sort and paging, each row with its PR count and key PRs',
  query: rosterFilterQuery.extend({
    limit: z.coerce.number().int().min(1).max(500).default(100),
    offset: z.coerce.number().int().min(0).default(0),
  }),
  response: z.object({ items: z.array(rosterAthleteSchema), total: z.number().int(), limit: z.number().int(), offset: z.number().int() }),
});

export const getAthlete = defineCall({
  method: 'GET',
  path: '/api/athlete/get',
  auth: true,
  tag: 'athletes',
  summary: 'One athlete with PRs, season bests and every result',
  query: athleteQuery,
  response: athleteProfileSchema,
});

export const postAthlete = defineCall({
  method: 'POST',
  path: '/api/athletes/post',
  auth: true,
  tag: 'athletes',
  summary: 'Add an athlete to the roster',
  query: orgQuery,
  body: athleteInputSchema,
  response: athleteSchema,
});

export const patchAthlete = defineCall({
  method: 'PATCH',
  path: '/api/athlete/patch',
  auth: true,
  tag: 'athletes',
  summary: 'Edit an athlete (deactivate with status inactive, graduate with alumni)',
  query: athleteQuery,
  body: patchOf(athleteInputSchema),
  response: athleteSchema,
});

export const deleteAthlete = defineCall({
  method: 'DELETE',
  path: '/api/athlete/delete',
  auth: true,
  tag: 'athletes',
  summary: 'Delete an athlete and their results',
  query: athleteQuery,
  response: okSchema,
});

// ---------------------------------------------------------------- import and export

/** Header names the import understands (any case; "First Name", "Grad Year"... also accepted). */
export const ATHLETE_IMPORT_COLUMNS = ['gender', 'first', 'last', 'grade', 'birthdate', 'events', 'email'] as const;
export const ATHLETE_IMPORT_REQUIRED = ['gender', 'first', 'last', 'grade'] as const;

export const athleteImportRowSchema = z.object({
  /** spreadsheet row number (the header is row 1) */
  row: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  gender: z.enum(ATHLETE_GENDERS).nullable(),
  grade: z.number().int().nullable(),
  birthdate: isoDateSchema.nullable(),
  email: z.string().nullable(),
  preferredEvents: z.array(z.string()),
  eventGroups: z.array(z.enum(EVENT_GROUPS)),
  errors: z.array(importIssueSchema),
  /** likely duplicates: same first and last name and gender (case and accents ignored) */
  duplicateOf: z.array(z.object({ athleteId: idSchema.nullable(), row: z.number().int().nullable(), name: z.string() })),
});
export type AthleteImportRow = z.infer<typeof athleteImportRowSchema>;

export const previewAthletesImport = defineCall({
  method: 'POST',
  path: '/api/athletes/import/preview/post',
  auth: true,
  tag: 'athletes',
  summary: 'Check roster rows (CSV or pasted spreadsheet) without saving: per-row errors and likely duplicates',
  query: orgQuery,
  body: importTextSchema,
  response: z.object({
    columns: z.array(z.string()),
    rows: z.array(athleteImportRowSchema),
    errorCount: z.number().int(),
    duplicateCount: z.number().int(),
  }),
});

export const importAthletes = defineCall({
  method: 'POST',
  path: '/api/athletes/import/post',
  auth: true,
  tag: 'athletes',
  summary: 'Add roster rows: all or nothing (a bad row saves nothing; 400 names the row and column), or leaving out the flagged rows',
  query: orgQuery,
  body: importTextSchema.extend({
    /** leave out rows that duplicate an athlete already on the roster (default: import them too) */
    skipDuplicates: z.boolean().default(false),
    /** leave out the rows the preview flags with errors (default: a flagged row refuses the whole import) */
    skipInvalid: z.boolean().default(false),
  }),
  response: z.object({ created: z.number().int(), skipped: z.number().int() }),
});

/**
 * Answers text/csv (not JSON; UTF-8 with a byte-order mark so spreadsheets keep accents): Gender,
 * First, Last, Grade, Grad Year, Birthdate, Events (names), Email, Status, PRs — the athletes the
 * roster's search and filters show, in its sort.
 */
export const exportAthletes = defineCall({
  method: 'GET',
  path: '/api/athletes/export/get',
  auth: true,
  tag: 'athletes',
  summary:
    'The roster as CSV (text/csv), with the search, filters and sort of the list; with birthdates and emails: owners, admins and coaches only',
  query: rosterFilterQuery,
  response: z.string(),
});
