import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

/** An entry kept in a template: an athlete, or a relay team with its legs (1-4) and alternates (5-8). */
export interface TemplateEntry {
  athleteId: string | null;
  relayName: string | null;
  legs: { athleteId: string; position: number; alternate: boolean }[] | null;
}

/** An event kept in a template, in the meet's order, with its entries when the template keeps them. */
export interface TemplateEvent {
  eventType: string;
  round: string;
  entries: TemplateEntry[];
}

/**
 * A meet saved as a template (decision 026): its events in order and, if asked, its entries and
 * relay teams, as one JSON list. Athletes are named by id; one who has left the roster (deleted,
 * inactive) is left out when a meet is made from the template.
 */
export const meetTemplates = pgTable(
  'meet_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    events: jsonb('events').$type<TemplateEvent[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('meet_templates_org_idx').on(t.organizationId),
    uniqueIndex('meet_templates_org_name_uq').on(t.organizationId, sql`lower(${t.name})`),
  ],
);

export type MeetTemplateRow = typeof meetTemplates.$inferSelect;
