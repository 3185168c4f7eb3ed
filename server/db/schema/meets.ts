import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PerformanceMark } from '@core/marks';
import { athletes } from './athletes';
import { organizations } from './organizations';
import { courses } from './records';

/**
 * Meets, their events and entries. Attachments are files (server/db/schema/files.ts) whose
 * custom metadata names the meet ({meetId}); no link table here.
 */
export const meets = pgTable(
  'meets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    location: text('location').notNull().default(''),
    season: text('season').notNull(),
    seasonYear: integer('season_year').notNull(),
    host: text('host').notNull().default(''),
    notes: text('notes').notNull().default(''),
    status: text('status').notNull().default('draft'),
    /** the course a cross-country meet is run on (no action on delete: the service refuses to delete a course in use; deleting the team removes both) */
    courseId: uuid('course_id').references(() => courses.id),
    /** how team scores are kept (core/scoring MEET_SCORINGS; decision 027) */
    scoring: text('scoring').notNull().default('none'),
    /** the meet's own points table (track scorings); null: the scoring's default */
    scoringTable: jsonb('scoring_table').$type<{ individual: number[]; relay: number[] }>(),
    /** when the meet starts, "HH:MM" in the team's zone (migration 0027); null: not set */
    startTime: text('start_time'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('meets_org_start_idx').on(t.organizationId, t.startDate),
    index('meets_course_idx').on(t.courseId),
    check('meets_season_check', sql`${t.season} in ('indoor', 'outdoor', 'cross-country')`),
    check('meets_status_check', sql`${t.status} in ('draft', 'scheduled', 'completed', 'cancelled')`),
    check('meets_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('meets_start_time_check', sql`${t.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('meets_scoring_check', sql`${t.scoring} in ('none', 'dual', 'tri', 'invitational', 'cross-country')`),
  ],
);

/** A catalogue event (by type, e.g. female-100m) run at a meet, in one round. */
export const meetEvents = pgTable(
  'meet_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    meetId: uuid('meet_id')
      .notNull()
      .references(() => meets.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    round: text('round').notNull().default('final'),
    position: integer('position').notNull().default(0),
    /** when the event is scheduled to start, "HH:MM" (migration 0027); null: not set */
    scheduledTime: text('scheduled_time'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('meet_events_org_meet_idx').on(t.organizationId, t.meetId),
    uniqueIndex('meet_events_meet_type_round_uq').on(t.meetId, t.eventType, t.round),
    check('meet_events_scheduled_time_check', sql`${t.scheduledTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);

/**
 * An athlete in an individual event, or a relay team (athlete_id null, legs in relay_legs).
 * `seed_mark`: the seed a coach typed (a canonical mark of the mark engine); null: the athlete's
 * season best is the seed (computed when read, services/meets/seeds.ts).
 */
export const meetEntries = pgTable(
  'meet_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    meetId: uuid('meet_id')
      .notNull()
      .references(() => meets.id, { onDelete: 'cascade' }),
    meetEventId: uuid('meet_event_id')
      .notNull()
      .references(() => meetEvents.id, { onDelete: 'cascade' }),
    athleteId: uuid('athlete_id').references(() => athletes.id, { onDelete: 'cascade' }),
    relayName: text('relay_name'),
    seedMark: jsonb('seed_mark').$type<PerformanceMark>(),
    /** bumped by every change of the entry (relay name and legs, seed); a change names the version it changed (decision 039) */
    version: integer('version').notNull().default(1),
    /** heat and lane (waterfall position; a field event: flight and order in it), seeded or typed (core/meet-files/seeding.ts); null: not seeded */
    heat: integer('heat'),
    lane: integer('lane'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'meet_entries_heat_lane_check',
      sql`(${t.heat} IS NULL AND ${t.lane} IS NULL) OR (${t.heat} BETWEEN 1 AND 99 AND ${t.lane} BETWEEN 1 AND 99)`,
    ),
    index('meet_entries_org_meet_idx').on(t.organizationId, t.meetId),
    index('meet_entries_event_idx').on(t.meetEventId),
    index('meet_entries_athlete_idx').on(t.athleteId),
    uniqueIndex('meet_entries_event_athlete_uq')
      .on(t.meetEventId, t.athleteId)
      .where(sql`${t.athleteId} is not null`),
  ],
);

/** The legs (positions 1-4) and alternates (5-8) of a relay entry; the entry's team. */
export const relayLegs = pgTable(
  'relay_legs',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => meetEntries.id, { onDelete: 'cascade' }),
    athleteId: uuid('athlete_id')
      .notNull()
      .references(() => athletes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    alternate: boolean('alternate').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.position] }),
    uniqueIndex('relay_legs_entry_athlete_uq').on(t.entryId, t.athleteId),
    index('relay_legs_athlete_idx').on(t.athleteId),
    index('relay_legs_org_idx').on(t.organizationId),
    check('relay_legs_position_check', sql`${t.position} between 1 and 8`),
  ],
);

export type MeetRow = typeof meets.$inferSelect;
export type MeetEventRow = typeof meetEvents.$inferSelect;
export type MeetEntryRow = typeof meetEntries.$inferSelect;
export type RelayLegRow = typeof relayLegs.$inferSelect;
