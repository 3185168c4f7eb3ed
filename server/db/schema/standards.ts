import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { performanceMarkColumns } from './mark-columns';

/**
 * A team's qualifying standards (decision 025): a mark to reach in one event (the type carries the
 * gender) in one kind of season, with a name ("State") and a level. The mark is stored as results
 * store theirs (ms + timing or mm) with the two sort keys, so "met" is one comparison of sort keys
 * under the team's hand-time setting.
 */
export const standards = pgTable(
  'standards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    level: text('level').notNull(),
    eventType: text('event_type').notNull(),
    season: text('season').notNull(),
    ...performanceMarkColumns(),
    sortValue: bigint('sort_value', { mode: 'number' }).notNull(),
    sortValueRaw: bigint('sort_value_raw', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('standards_org_event_idx').on(t.organizationId, t.eventType),
    check('standards_season_check', sql`${t.season} in ('indoor', 'outdoor', 'cross-country')`),
    check('standards_mark_kind_check', sql`${t.markKind} in ('time', 'length')`),
  ],
);

export type StandardRow = typeof standards.$inferSelect;
