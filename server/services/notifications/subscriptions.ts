import { and, desc, eq, inArray } from 'drizzle-orm';
import type { PushSubscriptionInput } from '@core/api/notifications';
import type { Db } from '../../db/database';
import { pushSubscriptions } from '../../db/schema';

/** Browsers one user is pushed to at most: a new one beyond these replaces the one subscribed longest ago. */
export const MAX_PUSH_DEVICES = 10;

/**
 * Keeps a browser's push subscription for a user. An endpoint is one browser profile: when another
 * user signs in on it and subscribes, it becomes theirs (the previous user is no longer pushed there).
 * A user keeps MAX_PUSH_DEVICES at most (each notice is one request per device): the oldest go.
 */
export const saveSubscription = async (db: Db, userId: string, input: PushSubscriptionInput): Promise<void> => {
  const values = { userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth };
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh: values.p256dh, auth: values.auth, createdAt: new Date() },
      });
    const beyond = await tx
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.endpoint))
      .offset(MAX_PUSH_DEVICES);
    if (beyond.length)
      await tx.delete(pushSubscriptions).where(
        and(
          eq(pushSubscriptions.userId, userId),
          inArray(
            pushSubscriptions.endpoint,
            beyond.map((b) => b.endpoint),
          ),
        ),
      );
  });
};

/** Forgets a user's own subscription (signing out, or switching push off on that browser). */
export const removeSubscription = async (db: Db, userId: string, endpoint: string): Promise<void> => {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
};
