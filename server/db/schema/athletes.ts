import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './users';

/**
 * The roster. `nameKey` is "last first" lower-cased without accents (set by the service): the
 * search, the likely-duplicate check and the sort by name use it. The grade is derived from `gradYear` each school year.
 */
export const athletes = pgTable(
  'athletes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    nameKey: text('name_key').notNull(),
    gender: text('gender').notNull(),
    gradYear: integer('grad_year'),
    birthdate: date('birthdate', { mode: 'string' }),
    email: text('email'),
    eventGroups: text('event_groups')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    preferredEvents: text('preferred_events')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    photo: text('photo'),
    status: text('status').notNull().default('active'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    notes: text('notes').notNull().default(''),
    /** bib (competitor) number, 1-5 digits, unique in the team (migration 0027); null: none */
    bib: text('bib'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('athletes_org_last_name_idx').on(t.organizationId, sql`lower(${t.lastName})`, sql`lower(${t.firstName})`),
    index('athletes_org_name_key_idx').on(t.organizationId, t.nameKey),
    index('athletes_user_idx').on(t.userId),
    check('athletes_gender_check', sql`${t.gender} in ('male', 'female')`),
    uniqueIndex('athletes_org_bib_uq')
      .on(t.organizationId, t.bib)
      .where(sql`${t.bib} is not null`),
    check('athletes_bib_check', sql`${t.bib} ~ '^[0-9]{1,5}$'`),
    check('athletes_status_check', sql`${t.status} in ('active', 'inactive', 'alumni')`),
  ],
);

export type AthleteRow = typeof athletes.$inferSelect;
