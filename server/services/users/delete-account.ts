import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { memberships, organizations, users } from '../../db/schema';
import { conflict } from '../../http/http-error';

export const TRANSFER_BEFORE_DELETE = 'Transfer ownership before deleting your account';

/**
 * Removes an identity's app data before the identity goes: refuses while the user owns an
 * organization that has other members; otherwise deletes their solo organizations, their
 * memberships and their profile, in one transaction.
 */
export const deleteAccountData = async (db: Db, uid: string): Promise<void> => {
  await db.transaction(async (tx) => {
    const [profile] = await tx.select({ id: users.id }).from(users).where(eq(users.uid, uid)).for('update');
    if (!profile) return;
    const owned = await tx
      .select({
        id: memberships.organizationId,
        members: sql<number>`(select count(*)::int from memberships m2 where m2.organization_id = "memberships"."organization_id")`,
      })
      .from(memberships)
      .where(and(eq(memberships.userId, profile.id), eq(memberships.role, 'owner')));
    if (owned.some((o) => o.members > 1)) throw conflict(TRANSFER_BEFORE_DELETE, 'ownership-transfer-required');
    if (owned.length) await tx.delete(organizations).where(inArray(organizations.id, owned.map((o) => o.id)));
    await tx.delete(users).where(eq(users.id, profile.id));
  });
};
