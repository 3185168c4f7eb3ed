/** Members' private calendar feeds: a secret token per member and team, rotated to revoke. */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { calendarFeeds, memberships, organizations } from '../../db/schema';

const newToken = (): string => randomBytes(24).toString('base64url');

export const feedTokenFor = async (db: Db, organizationId: string, userId: string): Promise<string> => {
  const [existing] = await db
    .select({ token: calendarFeeds.token })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.organizationId, organizationId), eq(calendarFeeds.userId, userId)))
    .limit(1);
  if (existing) return existing.token;
  const [row] = await db
    .insert(calendarFeeds)
    .values({ organizationId, userId, token: newToken() })
    .onConflictDoUpdate({ target: [calendarFeeds.organizationId, calendarFeeds.userId], set: { organizationId } })
    .returning({ token: calendarFeeds.token });
  return row!.token;
};

export const rotateFeedToken = async (db: Db, organizationId: string, userId: string): Promise<string> => {
  const token = newToken();
  await db
    .insert(calendarFeeds)
    .values({ organizationId, userId, token })
    .onConflictDoUpdate({ target: [calendarFeeds.organizationId, calendarFeeds.userId], set: { token, createdAt: new Date() } });
  return token;
};

export interface FeedOwner {
  organizationId: string;
  userId: string;
  role: string;
  teamName: string;
  timezone: string;
  dataVersion: number;
}

/** Whose feed a token opens: only while its member still belongs to the team (null otherwise). */
export const feedOwner = async (db: Db, token: string): Promise<FeedOwner | null> => {
  const [row] = await db
    .select({
      organizationId: calendarFeeds.organizationId,
      userId: calendarFeeds.userId,
      role: memberships.role,
      teamName: organizations.name,
      timezone: organizations.timezone,
      dataVersion: organizations.dataVersion,
    })
    .from(calendarFeeds)
    .innerJoin(memberships, and(eq(memberships.organizationId, calendarFeeds.organizationId), eq(memberships.userId, calendarFeeds.userId)))
    .innerJoin(organizations, eq(organizations.id, calendarFeeds.organizationId))
    .where(eq(calendarFeeds.token, token))
    .limit(1);
  return row ? { ...row, dataVersion: Number(row.dataVersion) } : null;
};
