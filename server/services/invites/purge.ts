/**
 * What is kept of invites once they end (decision 063): an invite used, withdrawn or expired is
 * deleted ENDED_INVITE_KEEP_DAYS after it ended, with its athletes (cascade). Until then its link
 * answers 410 with the reason; after, as an unknown link (404). Far longer than the rate limit's
 * hour of rows, so the limit is untouched.
 */
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { invites } from '../../db/schema';

export const ENDED_INVITE_KEEP_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When an invite ended: when it was used or withdrawn, else when it expires (ahead for a pending one). */
const endedAt = sql<Date>`coalesce(${invites.acceptedAt}, ${invites.revokedAt}, ${invites.expiresAt})`;

/** Deletes every invite that ended more than ENDED_INVITE_KEEP_DAYS before `now`; answers how many. */
export const purgeEndedInvites = async (db: Db, now: Date = new Date()): Promise<number> => {
  const cutoff = new Date(now.getTime() - ENDED_INVITE_KEEP_DAYS * DAY_MS);
  const deleted = await db.delete(invites).where(lt(endedAt, cutoff)).returning({ id: invites.id });
  return deleted.length;
};
