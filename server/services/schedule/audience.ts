/** Who an event is for: the event groups of the athletes a member's account is linked to. */
import { and, eq, sql } from 'drizzle-orm';
import type { RoleName } from '@core/roles';
import type { Db } from '../../db/database';
import { athletes, memberships } from '../../db/schema';

/**
 * The event groups whose events a member sees, or null for everything. An invitee linked to
 * athletes sees events for everyone and for those athletes' groups; staff, and members linked to
 * no athlete (parents, volunteers), see everything unless they ask for only their own (`onlyMine`).
 */
export const audienceFor = async (
  db: Db,
  organizationId: string,
  userId: string,
  role: RoleName,
  onlyMine: boolean,
): Promise<string[] | null> => {
  if (role !== 'invitee' && !onlyMine) return null;
  const rows = await db
    .select({ groups: athletes.eventGroups })
    .from(athletes)
    .where(and(eq(athletes.organizationId, organizationId), eq(athletes.userId, userId)));
  if (rows.length === 0) return onlyMine ? [] : null;
  return [...new Set(rows.flatMap((r) => r.groups))];
};

/** Whether an event with `audience` (empty: everyone) is for someone who sees `groups` (null: all). */
export const isFor = (audience: readonly string[], groups: readonly string[] | null): boolean =>
  groups === null || audience.length === 0 || audience.some((g) => groups.includes(g));

/**
 * The members an event with `audience` is for, the same rule as `audienceFor` and `isFor` in SQL:
 * every member for an event for everyone; else staff, members linked to no athlete, and invitees
 * linked to an athlete of one of the groups.
 */
export const membersFor = async (db: Db, organizationId: string, audience: readonly string[]): Promise<string[] | 'team'> => {
  if (audience.length === 0) return 'team';
  const groups = sql`array[${sql.join(
    audience.map((g) => sql`${g}`),
    sql`, `,
  )}]::text[]`;
  const rows = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(
      and(
        eq(memberships.organizationId, organizationId),
        sql`(${memberships.role} <> 'invitee'
          or not exists (select 1 from ${athletes} a where a.organization_id = ${organizationId} and a.user_id = ${memberships.userId})
          or exists (select 1 from ${athletes} a where a.organization_id = ${organizationId} and a.user_id = ${memberships.userId} and a.event_groups && ${groups}))`,
      ),
    );
  return rows.map((r) => r.userId);
};
