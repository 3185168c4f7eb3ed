import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Series } from '@core/marks';
import type { ResultChangeKind } from '@core/api/results';
import { athletes } from './athletes';
import { users } from './users';
import { meetEntries, meetEvents, meets } from './meets';
import { organizations } from './organizations';
import { performanceMarkColumns, markCheck } from './mark-columns';

/**
 * One result per entry, in canonical integers: ms + timing for times, mm (+ the quarter inches
 * typed in feet-inches) for lengths, points for a combined event's total (computed from its
 * disciplines, combined_marks), or a non-mark code. Wind in tenths of m/s.
 *
 * Sort keys, lower is better, NULL for non-marks: `sort_value` compares hand times after their
 * conversion to FAT, `sort_value_raw` as timed (the team's hand-time setting picks one, so
 * toggling it needs no rewrite); lengths are negative millimetres in both, points negative points. `legal` = a real mark
 * that is not wind-aided: only legal marks count for PRs, season bests and leaders.
 * `athlete_id`, `event_type` and `indoor` (indoor event or indoor meet) are copied from the entry,
 * the event and the meet so "best per athlete per event" is one indexed query.
 *
 * With a jump series whose best mark is wind-aided while a wind-legal mark exists, the mark columns
 * hold the best wind-legal mark (what PRs and records count) and `series` the wind-aided best that
 * places the athlete (decision 028).
 */
export const results = pgTable(
  'results',
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
    entryId: uuid('entry_id')
      .notNull()
      .references(() => meetEntries.id, { onDelete: 'cascade' }),
    athleteId: uuid('athlete_id').references(() => athletes.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    indoor: boolean('indoor').notNull(),
    ...performanceMarkColumns(),
    nonMark: text('non_mark'),
    points: integer('points'),
    windTenths: smallint('wind_tenths'),
    windAided: boolean('wind_aided').notNull().default(false),
    legal: boolean('legal').notNull(),
    sortValue: bigint('sort_value', { mode: 'number' }),
    sortValueRaw: bigint('sort_value_raw', { mode: 'number' }),
    place: integer('place'),
    heat: integer('heat'),
    splits: jsonb('splits').$type<{ label: string | null; ms: number }[]>().notNull().default([]),
    /** a field event's attempts or height card (core/marks series.ts); null: the mark alone was entered (decision 028) */
    series: jsonb('series').$type<Series>(),
    /** bumped by every change; a save names the version it changed, a stale one is refused (decision 039) */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('results_entry_uq').on(t.entryId),
    index('results_org_meet_idx').on(t.organizationId, t.meetId),
    index('results_org_athlete_event_idx').on(t.organizationId, t.athleteId, t.eventType, t.indoor, t.sortValue),
    // the roster's and athlete pages' PRs: DISTINCT ON (athlete, event, environment) over legal marks only
    index('results_org_athlete_best_idx')
      .on(t.organizationId, t.athleteId, t.eventType, t.indoor, t.sortValue)
      .where(sql`${t.legal}`),
    index('results_org_event_best_idx')
      .on(t.organizationId, t.eventType, t.indoor, t.sortValue)
      .where(sql`${t.legal}`),
    check('results_mark_kind_check', sql`${t.markKind} in ('time', 'length', 'points', 'non-mark')`),
    check('results_mark_check', markCheck(t)),
  ],
);

export type ResultRow = typeof results.$inferSelect;
export type NewResultRow = typeof results.$inferInsert;

/**
 * Every change of an entry's result (decision 039): who, when, from what to what (the mark as the
 * team's units showed it then, with its wind, place and heat), and the version it made. Written by
 * the results services in the transaction of the change; keyed by the entry, so a result deleted and
 * typed again keeps one history. `actor_name` keeps the name when the account is gone.
 */
export const resultChanges = pgTable(
  'result_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => meetEntries.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ResultChangeKind>().notNull(),
    /** the result's version after the change (the deleted version for a delete) */
    version: integer('version').notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('result_changes_entry_idx').on(t.entryId, t.createdAt),
    check('result_changes_kind_check', sql`${t.kind} in ('created', 'changed', 'deleted', 'imported', 'computed')`),
  ],
);

export type ResultChangeRow = typeof resultChanges.$inferSelect;
export type NewResultChangeRow = typeof resultChanges.$inferInsert;
