import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { athletes } from './athletes';
import { organizations } from './organizations';
import { meets } from './meets';
import { scheduleEvents } from './schedule';
import { users } from './users';

/**
 * A parent or guardian (a member's account) tied to an athlete of the roster. `pending` until a coach
 * confirms it (a link the parent asked for with the athlete's family code); a coach's own link is
 * confirmed at once. Only a confirmed link shows the parent the athlete's private data (decision 052).
 */
export const familyLinks = pgTable(
  'family_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    athleteId: uuid('athlete_id')
      .notNull()
      .references(() => athletes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedBy: uuid('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('family_links_athlete_user_uq').on(t.athleteId, t.userId),
    index('family_links_org_user_idx').on(t.organizationId, t.userId),
    check('family_links_status_check', sql`${t.status} in ('pending', 'confirmed')`),
  ],
);

/** The code a coach gives a parent for one athlete (one per athlete; rotating replaces it). */
export const familyCodes = pgTable(
  'family_codes',
  {
    athleteId: uuid('athlete_id')
      .primaryKey()
      .references(() => athletes.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('family_codes_org_code_uq').on(t.organizationId, t.code)],
);

/**
 * A parent's going / maybe / not going for an athlete who has no account of their own (an athlete
 * with an account answers, and is answered for, in schedule_responses under that account).
 */
export const athleteResponses = pgTable(
  'athlete_responses',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    target: text('target').notNull(),
    eventId: uuid('event_id').references(() => scheduleEvents.id, { onDelete: 'cascade' }),
    meetId: uuid('meet_id').references(() => meets.id, { onDelete: 'cascade' }),
    occurrence: text('occurrence'),
    athleteId: uuid('athlete_id')
      .notNull()
      .references(() => athletes.id, { onDelete: 'cascade' }),
    answer: text('answer').notNull(),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('athlete_responses_target_athlete_uq').on(t.organizationId, t.target, t.athleteId),
    index('athlete_responses_event_idx').on(t.eventId),
    index('athlete_responses_athlete_idx').on(t.athleteId),
    check('athlete_responses_answer_check', sql`${t.answer} in ('going', 'maybe', 'not-going')`),
    check('athlete_responses_one_target_check', sql`(${t.eventId} is null) <> (${t.meetId} is null)`),
  ],
);

export type FamilyLinkRow = typeof familyLinks.$inferSelect;
