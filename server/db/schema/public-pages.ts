import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { athletes } from './athletes';
import { organizations } from './organizations';
import { users } from './users';

/**
 * A team's public pages (decision 051): off by default; `slug` names the address `/t/<slug>`.
 * `athleteProfiles`: whether the team lets athletes with consent have a public profile (full name,
 * photo, grade); without it every athlete shows as "First L." (docs/privacy-data.md).
 */
export const publicPages = pgTable(
  'public_pages',
  {
    organizationId: uuid('organization_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    athleteProfiles: boolean('athlete_profiles').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('public_pages_slug_idx').on(t.slug),
    check('public_pages_slug_check', sql`${t.slug} ~ '^[a-z0-9]([a-z0-9-]{0,46}[a-z0-9])?$'`),
  ],
);

export type PublicPageRow = typeof publicPages.$inferSelect;

/**
 * An athlete's consent to a public profile: who gave it (their account) and as what: `athlete` (an
 * adult, from their own account), `parent` (a parent's account), `coach` (a coach recording a
 * parent's consent given to them). Withdrawing deletes the row. Bumps the team's data version.
 */
export const athletePublicConsents = pgTable(
  'athlete_public_consents',
  {
    athleteId: uuid('athlete_id')
      .primaryKey()
      .references(() => athletes.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    givenByUserId: uuid('given_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    givenByRole: text('given_by_role').notNull(),
    note: text('note').notNull().default(''),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('athlete_public_consents_org_idx').on(t.organizationId),
    check('athlete_public_consents_role_check', sql`${t.givenByRole} in ('athlete', 'parent', 'coach')`),
  ],
);

export type AthletePublicConsentRow = typeof athletePublicConsents.$inferSelect;
