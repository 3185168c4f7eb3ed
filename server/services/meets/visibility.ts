/**
 * The one rule of which meets a caller sees (decision 046), as the SQL every read of meets or of
 * their results adds: staff see every meet; an invitee sees no draft, nor anything of one (its
 * events, entries, results, standings, PRs and records set there, its place in the schedule).
 */
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { seesDraftMeets } from '@core/api/meets';
import type { RoleName } from '@core/roles';
import type { Db } from '../../db/database';
import { meets, type MeetRow } from '../../db/schema';
import { notFound } from '../../http/http-error';

/** Which meets a caller sees: every one, or the published ones (not drafts). */
export type MeetScope = 'all' | 'published';

export const meetScopeOf = (role: RoleName | null | undefined): MeetScope => (seesDraftMeets(role) ? 'all' : 'published');

/** The condition on the `meets` table (drizzle; also through selectResults, which joins it by name); undefined: no condition. */
export const visibleMeets = (scope: MeetScope): SQL | undefined => (scope === 'all' ? undefined : ne(meets.status, 'draft'));

/** The same condition for raw SQL whose meets are aliased `alias` (`m`). */
export const visibleMeetsAs = (scope: MeetScope, alias: string): SQL =>
  scope === 'all' ? sql`true` : sql`${sql.identifier(alias)}.status <> 'draft'`;

/** The same condition as text, for a prepared statement's SQL built once per scope. */
export const visibleMeetsText = (scope: MeetScope, alias: string): string => (scope === 'all' ? 'true' : `${alias}.status <> 'draft'`);

export const isMeetVisible = (scope: MeetScope, meet: Pick<MeetRow, 'status'>): boolean => scope === 'all' || meet.status !== 'draft';

/** A meet the caller sees, or 404 exactly as for an unknown meet (a draft's existence is not told). */
export const getVisibleMeetOr404 = async (db: Db, organizationId: string, meetId: string, scope: MeetScope): Promise<MeetRow> => {
  const [row] = await db
    .select()
    .from(meets)
    .where(and(eq(meets.organizationId, organizationId), eq(meets.id, meetId), visibleMeets(scope)))
    .limit(1);
  if (!row) throw notFound('Meet not found', 'meet-not-found');
  return row;
};
