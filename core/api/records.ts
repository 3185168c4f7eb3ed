/**
 * Team records: the best legal mark per event and gender, derived live from results (all-time, per
 * season, per grade level; indoor and outdoor apart) merged with historical records typed by hand
 * or imported in bulk. Every member reads; owners, admins and coaches write.
 */
import { z } from 'zod';
import { markSchema } from '../marks/schema';
import { defineCall } from './define-call';
import { idSchema, isoDateSchema, okSchema, replacementOf } from './common';
import { handTimeComparisonSchema } from './leaders';
import { importTextSchema, MEET_SEASONS } from './results';

export const RECORD_BOARDS = ['all-time', 'season', 'grade'] as const;
export type RecordBoard = (typeof RECORD_BOARDS)[number];
export const RECORD_ENVIRONMENTS = ['outdoor', 'indoor'] as const;
export type RecordEnvironment = (typeof RECORD_ENVIRONMENTS)[number];
export const DEFAULT_RECORD_TOP = 10;
export const MAX_RECORD_TOP = 50;
/** grade levels named on the boards (others show as "Grade N") */
export const GRADE_NAMES: Readonly<Record<number, string>> = { 9: 'Freshman', 10: 'Sophomore', 11: 'Junior', 12: 'Senior' };
export const gradeName = (grade: number): string => GRADE_NAMES[grade] ?? `Grade ${grade}`;

/** One mark on a board: a live result of the team, or a historical record typed in. */
export const recordMarkSchema = z.object({
  /** 1-based place on the list; ties share it */
  place: z.number().int(),
  source: z.enum(['result', 'historical']),
  /** the result's id (source result) or the historical record's id */
  id: idSchema,
  eventType: z.string(),
  indoor: z.boolean(),
  /** the roster athlete (individual results); null for relays and historical records */
  athleteId: idSchema.nullable(),
  /** the athlete, or a relay's four legs in running order */
  athleteNames: z.array(z.string()),
  mark: markSchema,
  display: z.string(),
  /** the mark as compared (a converted hand time), when it differs from display */
  comparableDisplay: z.string(),
  timing: z.enum(['fat', 'hand', 'converted']).nullable(),
  wind: z.number().nullable(),
  date: isoDateSchema,
  meetId: idSchema.nullable(),
  meetName: z.string(),
  round: z.string().nullable(),
  season: z.enum(MEET_SEASONS),
  seasonYear: z.number().int(),
  grade: z.number().int().nullable(),
  /** historical records: the note typed with it */
  note: z.string(),
});
export type RecordMark = z.infer<typeof recordMarkSchema>;

export const recordEventSchema = z.object({
  eventType: z.string(),
  /** the record: every mark sharing first place */
  record: z.array(recordMarkSchema),
  /** the top list (places up to `top`, ties included) */
  top: z.array(recordMarkSchema),
});
export type RecordEvent = z.infer<typeof recordEventSchema>;

export const boardQuerySchema = z.object({
  orgId: idSchema,
  board: z.enum(RECORD_BOARDS).default('all-time'),
  environment: z.enum(RECORD_ENVIRONMENTS).default('outdoor'),
  /** board "season": which season (environment follows from it: indoor, or outdoor for outdoor and cross country) */
  season: z.enum(MEET_SEASONS).optional(),
  seasonYear: z.coerce.number().int().min(1900).max(2100).optional(),
  /** board "grade": the grade level the marks were set in */
  grade: z.coerce.number().int().min(1).max(12).optional(),
  top: z.coerce.number().int().min(1).max(MAX_RECORD_TOP).default(DEFAULT_RECORD_TOP),
});
export type BoardQuery = z.infer<typeof boardQuerySchema>;

export const getRecords = defineCall({
  method: 'GET',
  path: '/api/records/get',
  auth: true,
  tag: 'records',
  summary: 'The record board: per event and gender the record (ties share it) and the top list, from results and historical records',
  query: boardQuerySchema,
  /** with the hand-time setting and rule the marks were compared by, to name beside them */
  response: handTimeComparisonSchema.extend({
    /** seasons with marks, latest first, for the season board's picker */
    seasons: z.array(z.object({ season: z.enum(MEET_SEASONS), seasonYear: z.number().int() })),
    /** grade levels with marks, for the grade board's picker */
    grades: z.array(z.number().int()),
    /** what was asked for, with defaults filled in (season board: the latest season when none is named) */
    board: z.enum(RECORD_BOARDS),
    environment: z.enum(RECORD_ENVIRONMENTS),
    season: z.object({ season: z.enum(MEET_SEASONS), seasonYear: z.number().int() }).nullable(),
    grade: z.number().int().nullable(),
    events: z.array(recordEventSchema),
  }),
});

/** One step of a record's history: the mark that held it, from when, until when. */
export const recordHistoryStepSchema = z.object({
  mark: recordMarkSchema,
  /** the date the mark was set (it held the record from then) */
  heldFrom: isoDateSchema,
  /** the date a better mark took it; null: it still stands */
  brokenOn: isoDateSchema.nullable(),
  /** it tied the standing record rather than beating it */
  equalled: z.boolean(),
});
export type RecordHistoryStep = z.infer<typeof recordHistoryStepSchema>;

export const getRecordHistory = defineCall({
  method: 'GET',
  path: '/api/record/history/get',
  auth: true,
  tag: 'records',
  summary: "A record's history on a board: each mark that held it (or equalled it), when, and when it fell",
  query: boardQuerySchema.omit({ top: true }).extend({ eventType: z.string().min(1).max(80) }),
  response: z.object({ eventType: z.string(), steps: z.array(recordHistoryStepSchema) }),
});

/** A historical record as typed: the athletes (one, or a relay's four legs) who are not on the roster. */
export const historicalRecordInputSchema = z.object({
  eventType: z.string().min(1).max(80),
  /** an indoor mark (indoor events are always indoor) */
  indoor: z.boolean().default(false),
  athleteNames: z.array(z.string().trim().min(1).max(120)).min(1).max(4),
  mark: z.string().trim().min(1).max(40),
  wind: z.string().trim().max(10).optional(),
  date: isoDateSchema,
  meetName: z.string().trim().max(200).default(''),
  grade: z.number().int().min(1).max(12).nullable().optional(),
  note: z.string().trim().max(1000).default(''),
  source: z.string().trim().max(500).default(''),
});

export const historicalRecordSchema = z.object({
  id: idSchema,
  eventType: z.string(),
  indoor: z.boolean(),
  athleteNames: z.array(z.string()),
  mark: markSchema,
  display: z.string(),
  wind: z.number().nullable(),
  date: isoDateSchema,
  meetName: z.string(),
  grade: z.number().int().nullable(),
  season: z.enum(MEET_SEASONS),
  seasonYear: z.number().int(),
  note: z.string(),
  source: z.string(),
});
export type HistoricalRecord = z.infer<typeof historicalRecordSchema>;

export const getHistoricalRecords = defineCall({
  method: 'GET',
  path: '/api/records/historical/get',
  auth: true,
  tag: 'records',
  summary: 'Historical records typed by hand or imported, by event then best first',
  query: z.object({ orgId: idSchema }),
  response: z.object({ items: z.array(historicalRecordSchema) }),
});

export const postHistoricalRecord = defineCall({
  method: 'POST',
  path: '/api/records/historical/post',
  auth: true,
  tag: 'records',
  summary: 'Add a historical record (owner, admin, coach); wind-aided marks and non-marks are refused',
  query: z.object({ orgId: idSchema }),
  body: historicalRecordInputSchema,
  response: historicalRecordSchema,
});

export const patchHistoricalRecord = defineCall({
  method: 'PATCH',
  path: '/api/record/historical/patch',
  auth: true,
  tag: 'records',
  summary: 'Replace a historical record with the one sent, every field named (owner, admin, coach)',
  query: z.object({ orgId: idSchema, recordId: idSchema }),
  // the whole record, every field named (the form sends them all): built in the call, where the web
  // build's lazy contract builds it on first use (web/build/lazy-contract.ts)
  body: replacementOf(historicalRecordInputSchema),
  response: historicalRecordSchema,
});
/** A historical record as the form sends it, to add or to replace one: every field named. */
export type HistoricalRecordInput = z.input<(typeof patchHistoricalRecord)['body']>;

export const deleteHistoricalRecord = defineCall({
  method: 'DELETE',
  path: '/api/record/historical/delete',
  auth: true,
  tag: 'records',
  summary: 'Delete a historical record (owner, admin, coach)',
  query: z.object({ orgId: idSchema, recordId: idSchema }),
  response: okSchema,
});

export const RECORD_IMPORT_COLUMNS = [
  'event',
  'gender',
  'athlete',
  'mark',
  'date',
  'meet',
  'wind',
  'grade',
  'indoor',
  'note',
  'source',
] as const;

export const recordImportRowSchema = z.object({
  /** spreadsheet row number (the header is row 1) */
  row: z.number().int(),
  eventType: z.string().nullable(),
  athleteNames: z.array(z.string()),
  display: z.string().nullable(),
  date: z.string(),
  meetName: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
});
export type RecordImportRow = z.infer<typeof recordImportRowSchema>;

export const recordImportPreviewSchema = z.object({
  rows: z.array(recordImportRowSchema),
  /** rows with no error */
  valid: z.number().int(),
  /** rows with an error: the import saves nothing while there is one */
  invalid: z.number().int(),
});
export type RecordImportPreview = z.infer<typeof recordImportPreviewSchema>;

export const postRecordImportPreview = defineCall({
  method: 'POST',
  path: '/api/records/import/preview/post',
  auth: true,
  tag: 'records',
  summary: 'Check historical record rows (CSV or a spreadsheet paste) without saving: each row with its errors',
  query: z.object({ orgId: idSchema }),
  body: importTextSchema,
  response: recordImportPreviewSchema,
});

export const postRecordImport = defineCall({
  method: 'POST',
  path: '/api/records/import/post',
  auth: true,
  tag: 'records',
  summary: 'Save historical record rows, all or nothing: any bad row answers 400 naming it and saves nothing',
  query: z.object({ orgId: idSchema }),
  body: importTextSchema,
  response: z.object({ created: z.number().int() }),
});
