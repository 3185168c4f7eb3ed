import { and, eq, ne, sql } from 'drizzle-orm';
import type { DirectMessagePolicy } from '@core/api/messaging';
import type { Db } from '../../db/database';
import { memberships, messagingPreferences, messagingSettings, users } from '../../db/schema';
import type { SettingsRecord } from './records';

export const DEFAULT_DIRECT_POLICY: DirectMessagePolicy = 'two-adults';

/** The team's direct-message policy (the default until an owner or admin changes it). */
export const loadDirectPolicy = async (db: Db, organizationId: string): Promise<DirectMessagePolicy> => {
  const [row] = await db
    .select({ directMessages: messagingSettings.directMessages })
    .from(messagingSettings)
    .where(eq(messagingSettings.organizationId, organizationId));
  return (row?.directMessages as DirectMessagePolicy | undefined) ?? DEFAULT_DIRECT_POLICY;
};

export const loadSettings = async (db: Db, organizationId: string, userId: string): Promise<SettingsRecord> => {
  const [policy, [pref]] = await Promise.all([
    loadDirectPolicy(db, organizationId),
    db
      .select({ emailAnnouncements: messagingPreferences.emailAnnouncements })
      .from(messagingPreferences)
      .where(and(eq(messagingPreferences.organizationId, organizationId), eq(messagingPreferences.userId, userId))),
  ]);
  return { directMessages: policy, emailAnnouncements: pref?.emailAnnouncements ?? false };
};

export const saveDirectPolicy = async (db: Db, organizationId: string, directMessages: DirectMessagePolicy): Promise<void> => {
  await db
    .insert(messagingSettings)
    .values({ organizationId, directMessages })
    .onConflictDoUpdate({ target: messagingSettings.organizationId, set: { directMessages } });
};

export const saveEmailAnnouncements = async (
  db: Db,
  organizationId: string,
  userId: string,
  emailAnnouncements: boolean,
): Promise<void> => {
  await db
    .insert(messagingPreferences)
    .values({ organizationId, userId, emailAnnouncements })
    .onConflictDoUpdate({ target: [messagingPreferences.organizationId, messagingPreferences.userId], set: { emailAnnouncements } });
};

/** Members (still in the team) who asked for an email copy of announcements, but not the author. */
export const announcementRecipients = async (
  db: Db,
  organizationId: string,
  authorId: string,
): Promise<{ email: string; firstName: string }[]> =>
  db
    .select({ email: users.email, firstName: users.firstName })
    .from(messagingPreferences)
    .innerJoin(
      memberships,
      and(eq(memberships.organizationId, messagingPreferences.organizationId), eq(memberships.userId, messagingPreferences.userId)),
    )
    .innerJoin(users, eq(users.id, messagingPreferences.userId))
    .where(
      and(
        eq(messagingPreferences.organizationId, organizationId),
        eq(messagingPreferences.emailAnnouncements, true),
        ne(users.id, authorId),
      ),
    )
    .orderBy(sql`lower(${users.email})`);
