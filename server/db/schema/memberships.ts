import { index, pgTable, text, timestamp, uniqueIndex, uuid, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { organizations } from './organizations';
import { users } from './users';

export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('memberships_org_user_uq').on(t.organizationId, t.userId),
    index('memberships_user_joined_idx').on(t.userId, t.joinedAt),
    index('memberships_org_role_idx').on(t.organizationId, t.role),
    check('memberships_role_check', sql`${t.role} in ('owner', 'admin', 'coach', 'invitee')`),
  ],
);

export type MembershipRow = typeof memberships.$inferSelect;
