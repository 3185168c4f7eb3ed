import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { athletes } from './athletes';
import { organizations } from './organizations';
import { users } from './users';

/**
 * An invite of one person by email (decision 057): the role they join with (athlete, parent, coach),
 * a single-use token kept only as its SHA-256, and how it ended (accepted or revoked; a re-invite or
 * resend revokes the pending one and writes a new row, so the rows of the last hour are its mails).
 * At most one pending invite per team and address.
 */
export const invites = pgTable(
  'invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** trimmed, lower case */
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invites_token_hash_uq').on(t.tokenHash),
    uniqueIndex('invites_org_email_pending_uq')
      .on(t.organizationId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    index('invites_org_created_idx').on(t.organizationId, t.createdAt),
    check('invites_role_check', sql`${t.role} in ('athlete', 'parent', 'coach')`),
  ],
);

/** The roster's athletes a parent is invited for (linked, confirmed, when the invite is accepted). */
export const inviteAthletes = pgTable(
  'invite_athletes',
  {
    inviteId: uuid('invite_id')
      .notNull()
      .references(() => invites.id, { onDelete: 'cascade' }),
    athleteId: uuid('athlete_id')
      .notNull()
      .references(() => athletes.id, { onDelete: 'cascade' }),
    /** the invite's team (every team-owned table carries it: docs/scaling.md) */
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.inviteId, t.athleteId] }),
    index('invite_athletes_athlete_idx').on(t.athleteId),
    index('invite_athletes_org_idx').on(t.organizationId),
  ],
);

export type InviteRow = typeof invites.$inferSelect;
