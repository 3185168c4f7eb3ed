import { z } from 'zod';
import { lengthMarkSchema, markSchema, seriesSchema } from '../marks/schema';
import { IMPORT_FORMATS } from '../results-import/types';
import { findCatalogueEvent } from '../sport-events/sport-events';
import { defineCall } from './define-call';
import { idSchema, isoDateSchema, isoDateTimeSchema, okSchema } from './common';

export const MEET_SEASONS = ['indoor', 'outdoor', 'cross-country'] as const;
export type MeetSeason = (typeof MEET_SEASONS)[number];

/** What the mark says beyond itself: 'ok' for a real mark, else the non-mark's code (read-only, from the mark). */
export const RESULT_STATUSES = ['ok', 'DNS', 'DNF', 'DQ', 'NH', 'NM', 'FOUL', 'SCR'] as const;

export const splitSchema = z.object({ label: z.string().nullable(), ms: z.number().int().positive() });
export type Split = z.infer<typeof splitSchema>;

export const relayLegSchema = z.object({
  athleteId: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  /** 1-4 for the legs in running order, 5-8 for the alternates */
  position: z.number().int().min(1).max(8),
  alternate: z.boolean(),
});
export type RelayLeg = z.infer<typeof relayLegSchema>;

/** One result as the pages show it: the mark (canonical and formatted), the meet and the athlete (or relay team). */
export const resultSchema = z.object({
  id: idSchema,
  organizationId: idSchema,
  meetId: idSchema,
  meetName: z.string(),
  /** the meet's start date */
  date: isoDateSchema,
  season: z.enum(MEET_SEASONS),
  seasonYear: z.number().int(),
  /** the meet event (a meet's event, not a catalogue type) */
  eventId: idSchema,
  entryId: idSchema,
  /** sport-event type, e.g. female-100m */
  eventType: z.string(),
  round: z.string(),
  /** null for a relay */
  athleteId: idSchema.nullable(),
  athleteName: z.string().nullable(),
  /** relay team name and legs; null for an individual result */
  relayName: z.string().nullable(),
  legs: z.array(relayLegSchema).nullable(),
  /** indoor mark: an indoor event, or any event at an indoor meet (kept apart for PRs) */
  indoor: z.boolean(),
  mark: markSchema,
  /** the mark in the team's units ("10.85", "6.45m", "21-01.75", "DNF") */
  display: z.string(),
  /** hand time compared after conversion to FAT (team setting on): the compared value, e.g. "11.04c" */
  comparableDisplay: z.string(),
  converted: z.boolean(),
  /** metres per second, null when none (NWI or not a wind event) */
  wind: z.number().nullable(),
  windAided: z.boolean(),
  /** a real, legal mark (not a non-mark, not wind-aided): may count for PRs, leaders and records */
  legal: z.boolean(),
  status: z.enum(RESULT_STATUSES),
  place: z.number().int().nullable(),
  heat: z.number().int().nullable(),
  splits: z.array(splitSchema),
  /** a field event's attempts or height card (decision 028); null when the mark alone was entered */
  series: seriesSchema.nullable(),
  /** the series as typed, in the team's units ("6.12/+1.2 X 6.30/+2.5", "1.50 O 1.55 XO"); null without a series */
  seriesDisplay: z.string().nullable(),
  /**
   * A jump series whose best mark is wind-aided while a wind-legal one exists: that best mark, which
   * places the athlete (`mark` and `wind` are then the best wind-legal mark, the one PRs and records
   * count). Null otherwise.
   */
  windAidedBest: z.object({ mark: lengthMarkSchema, display: z.string(), wind: z.number().nullable() }).nullable(),
  /**
   * The result as it was run, what a page shows beside its place (meet results, an athlete's results,
   * an event's recent results, exports): the mark that placed it, its wind and whether it is
   * wind-aided. The same as `mark`, `display`, `wind` and `windAided` except for a jump series won
   * by a wind-aided mark (`windAidedBest`): then that mark, and `display` the wind-legal best that
   * PR lists, leaders and records show (`markAsRun`).
   */
  asRun: z.object({ mark: markSchema, display: z.string(), wind: z.number().nullable(), windAided: z.boolean() }),
  /** bumped by every change: a save or delete names the version it changed (decision 039) */
  version: z.number().int().min(1),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Result = z.infer<typeof resultSchema>;

/** `asRun` of a result from its own mark and its series' wind-aided best (the one rule; the server's presenter uses it). */
export const markAsRun = (r: Pick<Result, 'mark' | 'display' | 'wind' | 'windAided' | 'windAidedBest'>): Result['asRun'] =>
  r.windAidedBest
    ? { mark: r.windAidedBest.mark, display: r.windAidedBest.display, wind: r.windAidedBest.wind, windAided: true }
    : { mark: r.mark, display: r.display, wind: r.wind, windAided: r.windAided };

/** The mark a result was run with as text, "6.30m w" when wind-aided (exports, print sheets). */
export const markAsRunText = (r: Pick<Result, 'asRun'>): string => (r.asRun.windAided ? `${r.asRun.display} w` : r.asRun.display);

/** The short form of a result where many are listed beside other things (PRs, season bests): the mark, the meet, the wind. */
export const resultSummarySchema = resultSchema.pick({
  id: true,
  meetId: true,
  meetName: true,
  date: true,
  season: true,
  seasonYear: true,
  eventType: true,
  indoor: true,
  mark: true,
  display: true,
  comparableDisplay: true,
  converted: true,
  wind: true,
  windAided: true,
  legal: true,
  status: true,
  place: true,
});
export type ResultSummary = z.infer<typeof resultSummarySchema>;

/**
 * How a result stands against the athlete's (or relay team's) other results in the same event and
 * environment run before it. Wind-aided and converted are facts of the result itself (Result).
 */
export const resultFlagsSchema = z.object({
  /** better than every earlier legal mark (the first legal mark is a PR); false for wind-aided marks and non-marks */
  isPR: z.boolean(),
  /** the same within the meet's season and year */
  isSeasonBest: z.boolean(),
  /** better than every earlier legal mark of the team in the event and environment (historical records included): a new team record when run */
  isTeamRecord: z.boolean(),
  /**
   * the team's qualifying standards this mark was the first of the athlete's season to meet (decision
   * 025); absent when none
   */
  qualified: z.array(z.object({ standardId: idSchema, name: z.string(), level: z.string(), display: z.string() })).optional(),
});
export type ResultFlags = z.infer<typeof resultFlagsSchema>;

export const savedResultSchema = z.object({ result: resultSchema, flags: resultFlagsSchema });
export type SavedResult = z.infer<typeof savedResultSchema>;

/**
 * Typed input: the mark and wind as typed (parsed by the mark engine on the server with the team's
 * settings), or for a field event its series instead of the mark. One of the two, never both: the
 * server answers 400 naming `body.mark` or `body.series` (after the team's access is checked).
 */
export const resultInputSchema = z.object({
  /** "10.85", "4:32.1", "6.45", "21-01.75", "DNF"...; absent when a series is given */
  mark: z.string().trim().max(40).optional(),
  /**
   * A field event's series, which gives the mark (and its wind): up to six attempts, each a mark
   * (its wind after a slash in long and triple jump), X (foul) or - (pass): "6.12/+1.2 X 6.30/+2.5 - 6.25";
   * or a height card in high jump and pole vault: "1.50 O 1.55 XO 1.60 XXX"
   */
  series: z.string().trim().max(300).optional(),
  /** "+1.8", "-0.4", "NWI" or empty; ignored for events without wind and with a series (its attempts carry the wind) */
  wind: z.string().trim().max(12).nullable().optional(),
  /** ignored with a series: the series of the event's results place them */
  place: z.number().int().min(1).max(999).nullable().optional(),
  /** the heat; in a field event the flight */
  heat: z.number().int().min(1).max(99).nullable().optional(),
  /** cumulative or lap times as typed ("58.2", "2:01.4") with an optional label ("400m", "Leg 2") */
  splits: z
    .array(z.object({ label: z.string().trim().max(20).nullable().optional(), time: z.string().trim().min(1).max(20) }))
    .max(50)
    .optional(),
});
export type ResultInput = z.input<typeof resultInputSchema>;

/**
 * The version a save or delete changed (decision 039): null to create the entry's first result, else
 * the `version` of the result as the editor last read it. A stale one is refused with 409.
 */
export const expectedVersionSchema = z.number().int().min(1).nullable();

export const resultSaveSchema = resultInputSchema.extend({ expectedVersion: expectedVersionSchema });
export type ResultSave = z.input<typeof resultSaveSchema>;

/** The `code` of the 409 a stale save or delete answers; its `current` is a ResultConflict. */
export const RESULT_CHANGED_CODE = 'result-changed';

/**
 * What a 409 `result-changed` holds in `current`: the entry's result as saved now (null: deleted
 * meanwhile) and who changed it last and when (null when the history does not say).
 */
export const resultConflictSchema = z.object({
  result: resultSchema.nullable(),
  changedBy: z.string().nullable(),
  changedAt: isoDateTimeSchema.nullable(),
});
export type ResultConflict = z.infer<typeof resultConflictSchema>;

export const postResult = defineCall({
  method: 'POST',
  path: '/api/meet/event/entry/result/post',
  auth: true,
  tag: 'results',
  summary:
    'Save the result of an entry (creates it with expectedVersion null, or replaces the version named); a stale version answers 409 result-changed with the current result; answers with PR / season-best flags',
  query: z.object({ orgId: idSchema, entryId: idSchema }),
  body: resultSaveSchema,
  response: savedResultSchema,
});

export const deleteResult = defineCall({
  method: 'DELETE',
  path: '/api/result/delete',
  auth: true,
  tag: 'results',
  summary: 'Delete one result (the entry stays) at the version named; a stale version answers 409 result-changed with the current result',
  query: z.object({ orgId: idSchema, resultId: idSchema, version: z.coerce.number().int().min(1) }),
  response: okSchema,
});

/** created: typed first; changed: typed over; deleted; imported: by a results import; computed: a combined event's total from its disciplines */
export const RESULT_CHANGE_KINDS = ['created', 'changed', 'deleted', 'imported', 'computed'] as const;
export type ResultChangeKind = (typeof RESULT_CHANGE_KINDS)[number];

/** One change of an entry's result: who, when, from what to what (the mark with its wind, place and heat as shown then). */
export const resultChangeSchema = z.object({
  id: idSchema,
  kind: z.enum(RESULT_CHANGE_KINDS),
  /** the version the change made (the version deleted, for a delete) */
  version: z.number().int(),
  /** null when there was no result before */
  from: z.string().nullable(),
  /** null when the result was deleted */
  to: z.string().nullable(),
  by: z.string(),
  at: isoDateTimeSchema,
});
export type ResultChange = z.infer<typeof resultChangeSchema>;

export const getResultHistory = defineCall({
  method: 'GET',
  path: '/api/meet/event/entry/result/history',
  auth: true,
  tag: 'results',
  summary: "The changes of an entry's result, newest first (owners, admins and coaches)",
  query: z.object({ orgId: idSchema, entryId: idSchema }),
  response: z.object({ changes: z.array(resultChangeSchema) }),
});

// ---------------------------------------------------------------- import of results (CSV, FinishLynx .lif, Hy-Tek)

/** CSV (comma or semicolon) or pasted spreadsheet (tab-separated) text, parsed on the server. */
export const importTextSchema = z.object({ text: z.string().min(1, 'Paste or upload rows').max(1_000_000) });

/** One pick of the coach: the event name as the file writes it, and the event its rows go to (null: leave them out). */
export const eventChoiceSchema = z.object({
  name: z.string().trim().min(1).max(200),
  event: z
    .string()
    .max(60)
    .refine((slug) => findCatalogueEvent(slug) !== undefined, 'Choose an event of the catalogue')
    .nullable(),
});
export type EventChoice = z.infer<typeof eventChoiceSchema>;

/**
 * The results import's body: the text, its format (csv, lif, hytek; detected from the content when
 * absent) and, for a FinishLynx .lif (one race), the meet event the race belongs to.
 */
export const resultImportBodySchema = importTextSchema.extend({
  format: z.enum(IMPORT_FORMATS).optional(),
  /** .lif only: the meet event the results go to (the file's header names an event; this one decides) */
  eventId: idSchema.optional(),
  /**
   * Import the good rows and leave out the rows with problems (the preview names each one); without
   * it the import is all or nothing and a bad row answers 400 naming it.
   */
  leaveOutProblems: z.boolean().optional(),
  /**
   * The coach's pick for an event name the import could not read with certainty (the preview's
   * unreadEvents): every row of that name goes to the chosen event (a catalogue slug, or a
   * cross-country race at a measured distance: "xc-8.05k"), the row's gender deciding; null leaves
   * those rows out, with the reason.
   */
  eventChoices: z.array(eventChoiceSchema).max(200).optional(),
});
export type ResultImportBody = z.input<typeof resultImportBodySchema>;

export const RESULT_IMPORT_COLUMNS = ['event', 'first', 'last', 'name', 'gender', 'mark', 'wind', 'place', 'heat'] as const;

export const importIssueSchema = z.object({ field: z.string(), message: z.string() });

export const resultImportRowSchema = z.object({
  /** spreadsheet row number (the header is row 1), or the line of a .lif / Hy-Tek file */
  row: z.number().int(),
  eventType: z.string().nullable(),
  athleteId: idSchema.nullable(),
  athleteName: z.string(),
  mark: markSchema.nullable(),
  display: z.string().nullable(),
  wind: z.number().nullable(),
  place: z.number().int().nullable(),
  heat: z.number().int().nullable(),
  /** the athlete already has a result in this event at this meet: the import replaces it */
  replaces: z.boolean(),
  errors: z.array(importIssueSchema),
  /** the meet round the row goes to (final, prelim, semi, heats) when the file names one */
  round: z.string().nullable(),
  /** school or club as the file writes it (timing formats) */
  team: z.string().nullable(),
  /** why the row is left out (a relay line that cannot be read, an event outside the catalogue); null: imported */
  skipped: z.string().nullable(),
  /** another team's finisher: saved as a competitor of the meet event (team scores), never on the roster (decision 027) */
  competitor: z.boolean(),
});

/** The first line of a .lif: the race the file holds. */
export const lifHeadingSchema = z.object({
  eventNumber: z.string(),
  roundNumber: z.string(),
  heat: z.number().int().nullable(),
  eventName: z.string(),
  /** the event the name reads as (a type or a catalogue slug), null when not read */
  event: z.string().nullable(),
  wind: z.string(),
});

export const resultImportPreviewSchema = z.object({
  columns: z.array(z.string()),
  rows: z.array(resultImportRowSchema),
  errorCount: z.number().int(),
  /** meet events the import would add */
  newEvents: z.array(z.string()),
  /** the format the text was read as */
  format: z.enum(IMPORT_FORMATS),
  /** .lif only: the file's event header */
  heading: lifHeadingSchema.nullable(),
  /** Hy-Tek only: the meet the file was exported from */
  meetName: z.string().nullable(),
  /** things to check that do not stop the import (a .lif naming another event than the one chosen) */
  warnings: z.array(z.string()),
  /** our results the import would save (rows without errors, not skipped, not another team's) */
  importCount: z.number().int(),
  /** other teams' finishers the import would save as competitors */
  competitorCount: z.number().int(),
  /** the meet events (event type and round) the import would add */
  addedEvents: z.array(z.object({ eventType: z.string(), round: z.string() })),
  /**
   * Event names read with no certainty ("Underwater Basket 300"), never guessed: each with the rows
   * (or lines) that give it, for the coach to pick an event or leave them out (eventChoices). A name
   * stays listed once picked, so the pick can be changed.
   */
  unreadEvents: z.array(z.object({ name: z.string(), rows: z.array(z.number().int()) })),
});
export type ResultImportPreview = z.infer<typeof resultImportPreviewSchema>;

export const previewResultsImport = defineCall({
  method: 'POST',
  path: '/api/results/import/preview/post',
  auth: true,
  tag: 'results',
  summary:
    'Check result rows (CSV: event, first/last or name, mark, wind?, place?, heat?; or a FinishLynx .lif or Hy-Tek semicolon file) against the roster without saving',
  query: z.object({ orgId: idSchema, meetId: idSchema }),
  body: resultImportBodySchema,
  response: resultImportPreviewSchema,
});

export const importResults = defineCall({
  method: 'POST',
  path: '/api/results/import/post',
  auth: true,
  tag: 'results',
  summary:
    'Import result rows (CSV, FinishLynx .lif, Hy-Tek or a copied results page) into a meet: all or nothing (a bad row saves nothing, 400 names the row or line), or with leaveOutProblems the good rows and not the bad ones',
  query: z.object({ orgId: idSchema, meetId: idSchema }),
  body: resultImportBodySchema,
  /** imported: our results; competitors: other teams' finishers saved for team scores; skipped: rows left out (lines that cannot be read, events outside the catalogue, and with leaveOutProblems the rows with problems) */
  response: z.object({
    imported: z.number().int(),
    competitors: z.number().int(),
    createdEvents: z.number().int(),
    skipped: z.number().int(),
  }),
});
