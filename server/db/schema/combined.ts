import { check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { meetEntries, meets } from './meets';
import { organizations } from './organizations';
import { performanceMarkColumns, markCheck } from './mark-columns';

/**
 * The marks of a combined event (decathlon, heptathlon, pentathlon): one row per athlete's entry in
 * the combined meet event and discipline (catalogue slug), in the same canonical integers as results
 * (ms + timing, mm + quarter inches, or a non-mark code; wind in tenths of m/s). Points are not
 * stored: they follow from the mark (core/combined). The total is the entry's result (results,
 * mark_kind 'points'), rewritten whenever a mark changes.
 */
export const combinedMarks = pgTable(
  'combined_marks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    meetId: uuid('meet_id')
      .notNull()
      .references(() => meets.id, { onDelete: 'cascade' }),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => meetEntries.id, { onDelete: 'cascade' }),
    discipline: text('discipline').notNull(),
    ...performanceMarkColumns(),
    nonMark: text('non_mark'),
    windTenths: smallint('wind_tenths'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('combined_marks_entry_discipline_uq').on(t.entryId, t.discipline),
    index('combined_marks_org_meet_idx').on(t.organizationId, t.meetId),
    check('combined_marks_mark_check', markCheck(t)),
  ],
);

export type CombinedMarkRow = typeof combinedMarks.$inferSelect;
