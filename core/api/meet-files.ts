/**
 * Meet files out (issue 29): the heat sheet (heats, lanes and flights seeded from seed marks,
 * editable), the meet's start time and its events' times, bib numbers, and the files a host's
 * tools read: the Hy-Tek semicolon entries file and FinishLynx lynx.evt, lynx.ppl and lynx.sch,
 * one call per file, so the meet page, a script and a host's tooling fetch the same bytes
 * (docs/meet-files.md).
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { idSchema, isoDateSchema, okSchema } from './common';
import { ROUNDS } from './meets';

export const SEEDING_STYLES = ['lanes', 'waterfall', 'flights', 'none'] as const;

/** "HH:MM", 24-hour, the team's zone. */
export const clockTimeSchema = z
  .string()
  .max(5, 'A time is HH:MM (24-hour), e.g. 15:30')
  .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'A time is HH:MM (24-hour), e.g. 15:30');

/** A bib (competitor) number: 1 to 5 digits, as Meet Manager's competitor # holds. */
export const bibSchema = z
  .string()
  .trim()
  .max(5, 'A bib is a number of 1 to 5 digits')
  .regex(/^[0-9]{1,5}$/, 'A bib is a number of 1 to 5 digits');

const meetQuery = z.object({ orgId: idSchema, meetId: idSchema });

export const heatSheetEntrySchema = z.object({
  entryId: idSchema,
  /** heat or flight; null: not seeded yet */
  heat: z.number().int().nullable(),
  /** lane, waterfall position or order in the flight */
  lane: z.number().int().nullable(),
  athleteId: idSchema.nullable(),
  /** the athlete's name, or the relay team's */
  name: z.string(),
  bib: z.string().nullable(),
  grade: z.number().int().nullable(),
  /** the seed in the team's units ("12.48", "5.21m"); null: none */
  seed: z.string().nullable(),
  /** a relay's legs, in order (alternates left out) */
  legs: z.array(z.string()),
});
export type HeatSheetEntry = z.infer<typeof heatSheetEntrySchema>;

export const heatSheetEventSchema = z.object({
  eventId: idSchema,
  eventType: z.string(),
  round: z.enum(ROUNDS),
  scheduledTime: clockTimeSchema.nullable(),
  style: z.enum(SEEDING_STYLES),
  /** seeded entries by heat and lane, then the entries not seeded */
  entries: z.array(heatSheetEntrySchema),
});
export type HeatSheetEvent = z.infer<typeof heatSheetEventSchema>;

export const heatSheetSchema = z.object({
  meetId: idSchema,
  name: z.string(),
  startDate: isoDateSchema,
  startTime: clockTimeSchema.nullable(),
  location: z.string(),
  host: z.string(),
  /** in the order they are run: by scheduled time, events without one after, in the meet's order */
  events: z.array(heatSheetEventSchema),
});
export type HeatSheet = z.infer<typeof heatSheetSchema>;

export const getHeatSheet = defineCall({
  method: 'GET',
  path: '/api/meet/heats/get',
  auth: true,
  tag: 'meet-files',
  summary: "A meet's heat sheet: every event in running order with its heats (or flights), lanes, bibs and seeds",
  query: meetQuery,
  response: heatSheetSchema,
});

export const seedHeatsBodySchema = z.object({
  /** one event only; absent: every event of the meet */
  eventId: idSchema.optional(),
  /** lanes on the track (lane events) */
  lanes: z.number().int().min(4).max(10).default(8),
  /** most runners on a waterfall start */
  waterfallSize: z.number().int().min(2).max(40).default(12),
  /** most athletes in a field-event flight */
  flightSize: z.number().int().min(2).max(40).default(8),
});

export const seedHeats = defineCall({
  method: 'POST',
  path: '/api/meet/heats/seed/post',
  auth: true,
  tag: 'meet-files',
  summary:
    'Seed heats, lanes and flights from the seed marks (fastest heat last; lanes 4,5,3,6,2,7,1,8 on 8 lanes; waterfall for 800m and up; flights for field events), replacing earlier heats',
  query: meetQuery,
  body: seedHeatsBodySchema,
  response: heatSheetSchema,
});

export const patchEntryHeat = defineCall({
  method: 'PATCH',
  path: '/api/meet/event/entry/heat/patch',
  auth: true,
  tag: 'meet-files',
  summary: 'Move one entry to a heat and lane (or flight and order); both null: not seeded. 409 when another entry holds that lane',
  query: z.object({ orgId: idSchema, entryId: idSchema }),
  body: z
    .object({ heat: z.number().int().min(1).max(99).nullable(), lane: z.number().int().min(1).max(99).nullable() })
    .refine((b) => (b.heat === null) === (b.lane === null), { message: 'Give both heat and lane, or neither', path: ['lane'] }),
  response: okSchema,
});

export const patchMeetSchedule = defineCall({
  method: 'PATCH',
  path: '/api/meet/schedule/patch',
  auth: true,
  tag: 'meet-files',
  summary: "Set a meet's start time and its events' scheduled times (HH:MM in the team's zone; null clears); fields left out stay",
  query: meetQuery,
  body: z.object({
    startTime: clockTimeSchema.nullable().optional(),
    events: z
      .array(z.object({ eventId: idSchema, time: clockTimeSchema.nullable() }))
      .max(200)
      .optional(),
  }),
  response: okSchema,
});

// ---------------------------------------------------------------- bibs

export const bibAthleteSchema = z.object({
  id: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  gender: z.enum(['male', 'female']),
  bib: z.string().nullable(),
});

export const bibsSchema = z.object({
  /** the team's range ("assign bibs" hands out its free numbers); both null: bibs are typed by hand */
  rangeStart: z.number().int().nullable(),
  rangeEnd: z.number().int().nullable(),
  /** the active roster, by last name */
  athletes: z.array(bibAthleteSchema),
});
export type Bibs = z.infer<typeof bibsSchema>;

export const getBibs = defineCall({
  method: 'GET',
  path: '/api/bibs/get',
  auth: true,
  tag: 'meet-files',
  summary: "The team's bib range and every active athlete's bib",
  query: z.object({ orgId: idSchema }),
  response: bibsSchema,
});

export const assignBibs = defineCall({
  method: 'POST',
  path: '/api/bibs/assign/post',
  auth: true,
  tag: 'meet-files',
  summary:
    "Save the team's bib range and give each active athlete without a bib the next free number of it (by last name); 400 when the range has too few free numbers",
  query: z.object({ orgId: idSchema }),
  body: z
    .object({ rangeStart: z.number().int().min(1).max(99999), rangeEnd: z.number().int().min(1).max(99999) })
    .refine((b) => b.rangeEnd >= b.rangeStart, { message: 'The range ends at or after its start', path: ['rangeEnd'] }),
  response: z.object({ assigned: z.number().int() }),
});

export const patchAthleteBib = defineCall({
  method: 'PATCH',
  path: '/api/bibs/athlete/patch',
  auth: true,
  tag: 'meet-files',
  summary: "Type one athlete's bib (null removes it); 409 when another athlete of the team wears it",
  query: z.object({ orgId: idSchema, athleteId: idSchema }),
  body: z.object({ bib: bibSchema.nullable() }),
  response: okSchema,
});

// ---------------------------------------------------------------- files (text, not JSON)

const fileQuery = meetQuery;

/**
 * Answers text/plain: the Hy-Tek semicolon entries file of the team's entries at the meet (I, D and
 * R records, CR LF lines; docs/meet-files.md), with birth dates: owners, admins and coaches only.
 */
export const getHytekEntries = defineCall({
  method: 'GET',
  path: '/api/meet/files/hytek-entries/get',
  auth: true,
  tag: 'meet-files',
  summary:
    "The team's entries at a meet as a Hy-Tek semicolon entries file (text/plain; individual D and relay R records with seeds in the team's units), for the host's Meet Manager, DirectAthletics, Athletic.net or MileSplit",
  query: fileQuery.extend({
    /** the team code the host knows the team by (4 letters or digits); default: from the team's name */
    teamCode: z
      .string()
      .max(4, 'A team code is 1 to 4 letters or digits')
      .regex(/^[A-Za-z0-9]{1,4}$/, 'A team code is 1 to 4 letters or digits')
      .optional(),
  }),
  response: z.string(),
});

/** Answers text/plain: FinishLynx lynx.evt, the start lists of the meet's races (heats and lanes as seeded). */
export const getLynxEvt = defineCall({
  method: 'GET',
  path: '/api/meet/files/lynx-evt/get',
  auth: true,
  tag: 'meet-files',
  summary:
    "FinishLynx lynx.evt (text/plain): every race of the meet by event, round and heat, with each competitor's bib, lane, name and team",
  query: fileQuery,
  response: z.string(),
});

/** Answers text/plain: FinishLynx lynx.ppl, the people with bibs. */
export const getLynxPpl = defineCall({
  method: 'GET',
  path: '/api/meet/files/lynx-ppl/get',
  auth: true,
  tag: 'meet-files',
  summary: 'FinishLynx lynx.ppl (text/plain): every athlete entered at the meet who has a bib: bib, last name, first name, team',
  query: fileQuery,
  response: z.string(),
});

/** Answers text/plain: FinishLynx lynx.sch, the races in running order. */
export const getLynxSch = defineCall({
  method: 'GET',
  path: '/api/meet/files/lynx-sch/get',
  auth: true,
  tag: 'meet-files',
  summary: 'FinishLynx lynx.sch (text/plain): the races (event, round, heat) in the order they are run, by scheduled time',
  query: fileQuery,
  response: z.string(),
});
