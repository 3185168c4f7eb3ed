import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import type { PushConfig } from '../config/config';
import type { Db } from '../db/database';
import { vapidKeys } from '../db/schema';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID key pair: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set, else the pair kept in the
 * database, made by the first server that needs one (servers starting together keep the first
 * insert's pair: every server signs with the same keys, and browsers' subscriptions stay valid).
 */
export const loadVapidKeys = async (db: Db, push: PushConfig): Promise<VapidKeys> => {
  if (push.keys) return push.keys;
  const [kept] = await db.select().from(vapidKeys).where(eq(vapidKeys.id, 1));
  if (kept) return { publicKey: kept.publicKey, privateKey: kept.privateKey };
  const made = webPush.generateVAPIDKeys();
  await db.insert(vapidKeys).values({ id: 1, publicKey: made.publicKey, privateKey: made.privateKey }).onConflictDoNothing();
  const [row] = await db.select().from(vapidKeys).where(eq(vapidKeys.id, 1));
  return { publicKey: row!.publicKey, privateKey: row!.privateKey };
};
