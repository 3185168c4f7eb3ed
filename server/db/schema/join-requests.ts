import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './users';

/**
 * Someone who followed the invite link of a team that approves its joiners: not a member (no row in
 * memberships, so every team call answers them as a stranger) until an owner or admin accepts.
 */
export const joinRequests = pgTable(
  'join_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** what the joiner said they join as: an athlete (matched to the roster on acceptance) or a parent */
    joiningAs: text('joining_as'),
  },
  (t) => [
    uniqueIndex('join_requests_org_user_uq').on(t.organizationId, t.userId),
    index('join_requests_user_idx').on(t.userId),
    check('join_requests_joining_as_check', sql`${t.joiningAs} in ('athlete', 'parent')`),
  ],
);

/**
 * What owners and admins are told on the dashboard: someone joined, or asked to join. Goes with the
 * person's account (cascade) and with the team.
 */
export const teamNotices = pgTable(
  'team_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('team_notices_org_created_idx').on(t.organizationId, t.createdAt),
    index('team_notices_user_idx').on(t.userId),
    check('team_notices_kind_check', sql`${t.kind} in ('joined', 'join-requested')`),
  ],
);

export type JoinRequestRow = typeof joinRequests.$inferSelect;
export type TeamNoticeRow = typeof teamNotices.$inferSelect;
