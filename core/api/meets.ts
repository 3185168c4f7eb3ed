import { z } from 'zod';
import { can, type RoleName } from '../roles';
import { MEET_SCORINGS } from '../scoring/tables';
import { ATHLETE_GENDERS, EVENT_KINDS, GENDERS } from '../sport-events/catalogue';
import { lengthMarkSchema, pointsMarkSchema, timeMarkSchema } from '../marks/schema';
import { defineCall } from './define-call';
import { idSchema, isoDateSchema, isoDateTimeSchema, okSchema, patchOf } from './common';
import { MEET_SEASONS, relayLegSchema, resultFlagsSchema, resultSchema } from './results';

export const MEET_STATUSES = ['draft', 'scheduled', 'completed', 'cancelled'] as const;
export type MeetStatus = (typeof MEET_STATUSES)[number];

/** Allowed lifecycle moves (draft -> scheduled -> completed, or cancelled); any other answers 409. */
export const MEET_TRANSITIONS: Record<MeetStatus, readonly MeetStatus[]> = {
  draft: ['scheduled', 'cancelled'],
  scheduled: ['draft', 'completed', 'cancelled'],
  completed: ['scheduled'],
  cancelled: ['draft', 'scheduled'],
};
export const canMoveMeet = (from: MeetStatus, to: MeetStatus): boolean => from === to || MEET_TRANSITIONS[from].includes(to);

/**
 * Who sees draft meets, and anything of one (its events, entries, results, standings, its place in
 * the schedule and the feed): those who can edit it (owners, admins, coaches). An invitee (athlete,
 * parent) sees a meet once it is published, never a draft (decision 046).
 */
export const seesDraftMeets = (role: RoleName | null | undefined): boolean => can(role, 'team:write');

export const ROUNDS = ['final', 'prelim', 'semi', 'heats', 'time-trial'] as const;
export const MAX_RELAY_ALTERNATES = 4;
export const RELAY_LEGS = 4;

/** A meet's own points table: points by place (first place first) for individual events and relays. */
export const scoringTableSchema = z.object({
  individual: z.array(z.number().min(0).max(100)).min(1, 'Give the points of at least first place').max(20),
  relay: z.array(z.number().min(0).max(100)).max(20),
});

export const meetSchema = z.object({
  id: idSchema,
  organizationId: idSchema,
  name: z.string(),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  location: z.string(),
  season: z.enum(MEET_SEASONS),
  seasonYear: z.number().int(),
  host: z.string(),
  notes: z.string(),
  status: z.enum(MEET_STATUSES),
  /** the course a cross-country meet is run on */
  courseId: idSchema.nullable(),
  /** how team scores are kept (decision 027) */
  scoring: z.enum(MEET_SCORINGS),
  /** the meet's own points table; null: the scoring's default (dual and tri 5-3-1 and relays 5-0, invitational 10-8-6-5-4-3-2-1) */
  scoringTable: scoringTableSchema.nullable(),
  eventCount: z.number().int(),
  resultCount: z.number().int(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Meet = z.infer<typeof meetSchema>;

export const entryAthleteSchema = z.object({
  id: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  gender: z.enum(ATHLETE_GENDERS),
  grade: z.number().int().nullable(),
});

export const SEED_SOURCES = ['season-best', 'entered'] as const;

/**
 * The mark an entry is seeded with: the one a coach typed, else the athlete's season best in the
 * event (the meet's season and year, marks run before the meet; decision 026). Null: neither.
 */
export const seedSchema = z.object({
  mark: z.discriminatedUnion('kind', [timeMarkSchema, lengthMarkSchema, pointsMarkSchema]),
  /** the mark in the team's units ("12.48", "5.21m") */
  display: z.string(),
  source: z.enum(SEED_SOURCES),
});
export type Seed = z.infer<typeof seedSchema>;

/** An athlete (individual event) or a relay team (4 legs + alternates) entered in a meet event, with its result if any. */
export const entrySchema = z.object({
  id: idSchema,
  eventId: idSchema,
  athlete: entryAthleteSchema.nullable(),
  relayName: z.string().nullable(),
  legs: z.array(relayLegSchema).nullable(),
  seed: seedSchema.nullable(),
  result: resultSchema.nullable(),
  /**
   * PR / season-best flags of the result as they were when it was run: against
   * the athlete's (relay team's) results dated the same day or before. Null without a result.
   */
  flags: resultFlagsSchema.nullable(),
  /** bumped by every change of the entry (relay name, legs, seed): a change names the version it changed (decision 039) */
  version: z.number().int().min(1),
});
export type Entry = z.infer<typeof entrySchema>;

/** The `code` of the 409 a stale entry change answers; its `current` is the Entry as it is. */
export const ENTRY_CHANGED_CODE = 'entry-changed';

export const meetEventSchema = z.object({
  id: idSchema,
  meetId: idSchema,
  eventType: z.string(),
  displayName: z.string(),
  gender: z.enum(GENDERS),
  kind: z.enum(EVENT_KINDS),
  round: z.enum(ROUNDS),
  position: z.number().int(),
  entries: z.array(entrySchema),
});
export type MeetEvent = z.infer<typeof meetEventSchema>;

export const meetDetailSchema = meetSchema.extend({ events: z.array(meetEventSchema) });
export type MeetDetail = z.infer<typeof meetDetailSchema>;

const text = (max: number) => z.string().trim().max(max);

export const meetInputSchema = z.object({
  name: z.string().trim().min(2, 'At least 2 characters').max(120),
  startDate: isoDateSchema,
  /** defaults to the start date; never before it */
  endDate: isoDateSchema.nullable().optional(),
  location: text(200).optional(),
  season: z.enum(MEET_SEASONS),
  /** defaults to the season's year by the start date (core/seasons: an indoor meet in December belongs to the next year) */
  seasonYear: z.number().int().min(1950).max(2100).optional(),
  host: text(120).optional(),
  notes: text(4000).optional(),
  status: z.enum(MEET_STATUSES).optional(),
  /** a course of the team (cross-country meets); null: none */
  courseId: idSchema.nullable().optional(),
  /** defaults to cross-country scoring for a cross-country meet, else none */
  scoring: z.enum(MEET_SCORINGS).optional(),
  scoringTable: scoringTableSchema.nullable().optional(),
});
export type MeetInput = z.input<typeof meetInputSchema>;

const orgQuery = z.object({ orgId: idSchema });
const meetQuery = z.object({ orgId: idSchema, meetId: idSchema });
const eventQuery = z.object({ orgId: idSchema, eventId: idSchema });
const entryQuery = z.object({ orgId: idSchema, entryId: idSchema });

export const getMeets = defineCall({
  method: 'GET',
  path: '/api/meets/get',
  auth: true,
  tag: 'meets',
  summary: 'Meets: upcoming (soonest first) or past (latest first), by season, search, paging',
  query: orgQuery.extend({
    when: z.enum(['all', 'upcoming', 'past']).default('all'),
    season: z.enum(MEET_SEASONS).optional(),
    seasonYear: z.coerce.number().int().min(1950).max(2100).optional(),
    status: z.enum(MEET_STATUSES).optional(),
    search: z.string().trim().max(100).optional(),
    limit: z.coerce.number().int().min(1).max(500).default(100),
    offset: z.coerce.number().int().min(0).default(0),
  }),
  response: z.object({ items: z.array(meetSchema), total: z.number().int(), limit: z.number().int(), offset: z.number().int() }),
});

export const getMeet = defineCall({
  method: 'GET',
  path: '/api/meet/get',
  auth: true,
  tag: 'meets',
  summary: 'One meet with its events, entries and results',
  query: meetQuery,
  response: meetDetailSchema,
});

/** What a new meet starts with: a template's events (and, if asked, the entries it keeps). */
export const fromTemplateSchema = z.object({ templateId: idSchema, entries: z.boolean().default(false) });

export const postMeet = defineCall({
  method: 'POST',
  path: '/api/meets/post',
  auth: true,
  tag: 'meets',
  summary: "Create a meet (draft unless a status is given), with a template's events if one is named",
  query: orgQuery,
  body: meetInputSchema.extend({ fromTemplate: fromTemplateSchema.optional() }),
  response: meetSchema,
});

export const patchMeet = defineCall({
  method: 'PATCH',
  path: '/api/meet/patch',
  auth: true,
  tag: 'meets',
  summary: 'Edit a meet; a status change must follow MEET_TRANSITIONS (409 otherwise)',
  query: meetQuery,
  body: patchOf(meetInputSchema),
  response: meetSchema,
});

export const deleteMeet = defineCall({
  method: 'DELETE',
  path: '/api/meet/delete',
  auth: true,
  tag: 'meets',
  summary: 'Delete a meet with its events, entries and results',
  query: meetQuery,
  response: okSchema,
});

// ---------------------------------------------------------------- events of a meet

export const postMeetEvent = defineCall({
  method: 'POST',
  path: '/api/meet/events/post',
  auth: true,
  tag: 'meets',
  summary: 'Add a catalogue event (e.g. female-100m) to a meet; position defaults to the end',
  query: meetQuery,
  body: z.object({
    eventType: z.string().trim().min(1).max(60),
    round: z.enum(ROUNDS).default('final'),
    position: z.number().int().min(0).max(10_000).optional(),
  }),
  response: meetEventSchema,
});

const MAX_EVENTS_AT_ONCE = 200;

export const postMeetEvents = defineCall({
  method: 'POST',
  path: '/api/meet/events/bulk/post',
  auth: true,
  tag: 'meets',
  summary:
    'Add many catalogue events to a meet at once (in the order given, after the last); ones already on the meet in that round are skipped',
  query: meetQuery,
  body: z.object({
    events: z
      .array(z.object({ eventType: z.string().trim().min(1).max(60), round: z.enum(ROUNDS).default('final') }))
      .min(1)
      .max(MAX_EVENTS_AT_ONCE),
  }),
  response: z.object({ added: z.array(meetEventSchema), skipped: z.number().int() }),
});

export const postMeetEventsCopy = defineCall({
  method: 'POST',
  path: '/api/meet/events/copy/post',
  auth: true,
  tag: 'meets',
  summary:
    'Copy the events of an earlier meet of the team (and, if asked, its entries and relay teams, without results); events already on the meet are skipped',
  query: meetQuery,
  body: z.object({ fromMeetId: idSchema, entries: z.boolean().default(false) }),
  response: z.object({ events: z.number().int(), entries: z.number().int() }),
});

export const postMeetEventsTemplate = defineCall({
  method: 'POST',
  path: '/api/meet/events/template/post',
  auth: true,
  tag: 'meets',
  summary:
    "Add a meet template's events (and, if asked, its entries of athletes still on the active roster); events already on the meet are skipped",
  query: meetQuery,
  body: fromTemplateSchema,
  response: z.object({ events: z.number().int(), entries: z.number().int() }),
});

export const patchMeetEvent = defineCall({
  method: 'PATCH',
  path: '/api/meet/event/patch',
  auth: true,
  tag: 'meets',
  summary: "Change a meet event's round or position",
  query: eventQuery,
  body: z.object({ round: z.enum(ROUNDS).optional(), position: z.number().int().min(0).max(10_000).optional() }),
  response: meetEventSchema,
});

export const deleteMeetEvent = defineCall({
  method: 'DELETE',
  path: '/api/meet/event/delete',
  auth: true,
  tag: 'meets',
  summary: 'Remove an event from a meet with its entries and results',
  query: eventQuery,
  response: okSchema,
});

// ---------------------------------------------------------------- entries

export const postEntries = defineCall({
  method: 'POST',
  path: '/api/meet/event/entries/post',
  auth: true,
  tag: 'meets',
  summary:
    'Enter athletes in an individual event (gender must fit unless mixed; already entered ones are kept); answered in the order asked',
  query: eventQuery,
  body: z.object({ athleteIds: z.array(idSchema).min(1).max(200) }),
  response: z.array(entrySchema),
});

export const relayInputSchema = z.object({
  name: z.string().trim().max(60).nullable().optional(),
  /** exactly 4 athletes in running order */
  legs: z.array(idSchema).length(RELAY_LEGS),
  alternates: z.array(idSchema).max(MAX_RELAY_ALTERNATES).default([]),
});

export const postRelayEntry = defineCall({
  method: 'POST',
  path: '/api/meet/event/relays/post',
  auth: true,
  tag: 'meets',
  summary: 'Enter a relay team: 4 legs in order plus up to 4 alternates, all different',
  query: eventQuery,
  body: relayInputSchema,
  response: entrySchema,
});

export const patchRelayEntry = defineCall({
  method: 'PATCH',
  path: '/api/meet/event/entry/patch',
  auth: true,
  tag: 'meets',
  summary: "Change a relay team's name, legs or alternates (at the version named; 409 entry-changed when stale)",
  query: entryQuery,
  body: z.object({
    /** the entry's version as the editor read it: a stale one answers 409 entry-changed with the entry as it is */
    expectedVersion: z.number().int().min(1),
    name: relayInputSchema.shape.name,
    legs: relayInputSchema.shape.legs.optional(),
    alternates: z.array(idSchema).max(MAX_RELAY_ALTERNATES).optional(),
  }),
  response: entrySchema,
});

export const patchEntrySeed = defineCall({
  method: 'PATCH',
  path: '/api/meet/event/entry/seed/patch',
  auth: true,
  tag: 'meets',
  summary: 'Set an entry\'s seed mark as typed ("12.48", "5.21", "17-04.50"), or clear it (null or empty): the season best again',
  query: entryQuery,
  /** expectedVersion: the entry's version as the editor read it; a stale one answers 409 entry-changed with the entry as it is */
  body: z.object({ seed: z.string().trim().max(40).nullable(), expectedVersion: z.number().int().min(1) }),
  response: entrySchema,
});

export const deleteEntry = defineCall({
  method: 'DELETE',
  path: '/api/meet/event/entry/delete',
  auth: true,
  tag: 'meets',
  summary: 'Remove an entry and its result',
  query: entryQuery,
  response: okSchema,
});
