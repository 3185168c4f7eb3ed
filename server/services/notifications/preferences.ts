import { and, eq } from 'drizzle-orm';
import type { NotificationPreferences } from '@core/api/notifications';
import type { Db } from '../../db/database';
import { notificationPreferences } from '../../db/schema';

const EVERYTHING: NotificationPreferences = { announcements: true, messages: true, schedule: true, results: true };

/** What a member is told of in a team: everything until they change it. */
export const loadPreferences = async (db: Db, organizationId: string, userId: string): Promise<NotificationPreferences> => {
  const [row] = await db
    .select({
      announcements: notificationPreferences.announcements,
      messages: notificationPreferences.messages,
      schedule: notificationPreferences.schedule,
      results: notificationPreferences.results,
    })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.organizationId, organizationId), eq(notificationPreferences.userId, userId)));
  return row ?? EVERYTHING;
};

/** Changes the topics named, leaving the others as they were. */
export const savePreferences = async (
  db: Db,
  organizationId: string,
  userId: string,
  patch: Partial<NotificationPreferences>,
): Promise<NotificationPreferences> => {
  const next = { ...(await loadPreferences(db, organizationId, userId)), ...patch };
  await db
    .insert(notificationPreferences)
    .values({ organizationId, userId, ...next })
    .onConflictDoUpdate({
      target: [notificationPreferences.organizationId, notificationPreferences.userId],
      set: Object.keys(patch).length > 0 ? patch : next,
    });
  return loadPreferences(db, organizationId, userId);
};
