/** What owners and admins are told about joiners: the notice list of the dashboard, and who gets the mail. */
import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { TEAM_NOTICE_DAYS, TEAM_NOTICE_KINDS, TEAM_NOTICE_LIMIT } from '@core/api/join-requests';
import type { Db } from '../../db/database';
import { joinRequests, memberships, teamNotices, users } from '../../db/schema';
import { notFound } from '../../http/http-error';

export type TeamNoticeKind = (typeof TEAM_NOTICE_KINDS)[number];

export interface TeamNoticeRecord {
  id: string;
  kind: TeamNoticeKind;
  userId: string;
  firstName: string;
  lastName: string;
  createdAt: Date;
  pending: boolean;
}

const isKind = (v: string): v is TeamNoticeKind => (TEAM_NOTICE_KINDS as readonly string[]).includes(v);

const shownSince = (now: Date) => new Date(now.getTime() - TEAM_NOTICE_DAYS * 24 * 60 * 60 * 1000);

/** Notices are kept TEAM_NOTICE_DAYS days: older ones of the team go whenever its notices are written or read. */
const pruneTeamNotices = async (db: Db, organizationId: string, now: Date): Promise<void> => {
  await db.delete(teamNotices).where(and(eq(teamNotices.organizationId, organizationId), lte(teamNotices.createdAt, shownSince(now))));
};

export const addTeamNotice = async (
  db: Db,
  organizationId: string,
  kind: TeamNoticeKind,
  userId: string,
  now = new Date(),
): Promise<void> => {
  await pruneTeamNotices(db, organizationId, now);
  await db.insert(teamNotices).values({ organizationId, kind, userId });
};

/** The last TEAM_NOTICE_DAYS days of notices (older ones are deleted), newest first, at most TEAM_NOTICE_LIMIT; `pending` when the request still waits. */
export const listTeamNotices = async (db: Db, organizationId: string, now = new Date()): Promise<TeamNoticeRecord[]> => {
  await pruneTeamNotices(db, organizationId, now);
  const rows = await db
    .select({
      id: teamNotices.id,
      kind: teamNotices.kind,
      userId: teamNotices.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      createdAt: teamNotices.createdAt,
      pending: sql<boolean>`${joinRequests.id} is not null`,
    })
    .from(teamNotices)
    .innerJoin(users, eq(users.id, teamNotices.userId))
    .leftJoin(
      joinRequests,
      and(
        eq(teamNotices.kind, 'join-requested'),
        eq(joinRequests.organizationId, teamNotices.organizationId),
        eq(joinRequests.userId, teamNotices.userId),
      ),
    )
    .where(and(eq(teamNotices.organizationId, organizationId), gt(teamNotices.createdAt, shownSince(now))))
    .orderBy(desc(teamNotices.createdAt), desc(teamNotices.id))
    .limit(TEAM_NOTICE_LIMIT);
  return rows.flatMap((r) => (isKind(r.kind) ? [{ ...r, kind: r.kind }] : []));
};

/** Dismisses a notice of this team (for every owner and admin); 404 for another team's or a gone notice. */
export const deleteTeamNotice = async (db: Db, organizationId: string, noticeId: string): Promise<void> => {
  const removed = await db
    .delete(teamNotices)
    .where(and(eq(teamNotices.organizationId, organizationId), eq(teamNotices.id, noticeId)))
    .returning({ id: teamNotices.id });
  if (removed.length === 0) throw notFound('This notice is gone', 'notice-not-found');
};

/** The team's owners and admins, who are told about joiners by mail. */
export const teamManagers = async (db: Db, organizationId: string): Promise<{ email: string; firstName: string }[]> =>
  db
    .select({ email: users.email, firstName: users.firstName })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organizationId, organizationId), inArray(memberships.role, ['owner', 'admin'])));
