import { and, eq } from 'drizzle-orm';
import type { PushSubscriptionInput } from '@core/api/notifications';
import type { Db } from '../../db/database';
import { pushSubscriptions } from '../../db/schema';

/**
 * Keeps a browser's push subscription for a user. An endpoint is one browser profile: when another
 * user signs in on it and subscribes, it becomes theirs (the previous user is no longer pushed there).
 */
export const saveSubscription = async (db: Db, userId: string, input: PushSubscriptionInput): Promise<void> => {
  const values = { userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth };
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: values.p256dh, auth: values.auth, createdAt: new Date() },
    });
};

/** Forgets a user's own subscription (signing out, or switching push off on that browser). */
export const removeSubscription = async (db: Db, userId: string, endpoint: string): Promise<void> => {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
};
