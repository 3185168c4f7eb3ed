import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { meetEvents, meets } from './meets';
import { organizations } from './organizations';
import { performanceMarkColumns, markCheck } from './mark-columns';

/**
 * Competitors of a meet event who are not on the roster: other teams' finishers (decision 027),
 * typed on the meet page or brought by the results import. A table of their own, apart from
 * `results`, so no PR, season best, leader or record query can ever read them. The mark columns
 * mean what they mean in `results` (canonical integers, the two sort keys, lower is better).
 */
export const meetCompetitors = pgTable(
  'meet_competitors',
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
    /** the athlete's name, or a relay team's ("Roosevelt A") */
    name: text('name').notNull(),
    /** school or club as typed or as the file writes it */
    team: text('team').notNull(),
    ...performanceMarkColumns(),
    nonMark: text('non_mark'),
    windTenths: smallint('wind_tenths'),
    windAided: boolean('wind_aided').notNull().default(false),
    sortValue: bigint('sort_value', { mode: 'number' }),
    sortValueRaw: bigint('sort_value_raw', { mode: 'number' }),
    place: integer('place'),
    heat: integer('heat'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('meet_competitors_org_meet_idx').on(t.organizationId, t.meetId),
    index('meet_competitors_event_idx').on(t.meetEventId),
    // one line per person (or relay team) and team in an event: an import replaces it
    uniqueIndex('meet_competitors_event_name_team_uq').on(t.meetEventId, sql`lower(${t.name})`, sql`lower(${t.team})`),
    check('meet_competitors_mark_kind_check', sql`${t.markKind} in ('time', 'length', 'non-mark')`),
    check('meet_competitors_mark_check', markCheck(t)),
  ],
);

export type MeetCompetitorRow = typeof meetCompetitors.$inferSelect;
export type NewMeetCompetitorRow = typeof meetCompetitors.$inferInsert;
