import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { invites, memberships, organizations, users } from '../../db/schema';
import { conflict } from '../../http/http-error';
import { removeTakenFiles, takeOwnerFiles, type FileRemoval, type TakenFile } from '../../storage/owner-cleanup';

const TRANSFER_BEFORE_DELETE = 'Transfer ownership before deleting your account';

/**
 * Removes an identity's app data before the identity goes: refuses while the user owns an
 * organization that has other members; otherwise deletes their solo organizations, their
 * memberships, their profile, the invites to their address (used, ended or pending: decision 063)
 * and the files of both (profile photos, the solo teams' files), in one transaction; the files' bytes
 * go once it has committed. Files they uploaded to other teams stay with those teams.
 */
export const deleteAccountData = async (db: Db, uid: string, files: FileRemoval): Promise<void> => {
  const taken = await db.transaction(async (tx): Promise<TakenFile[]> => {
    const [profile] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.uid, uid)).for('update');
    if (!profile) return [];
    const owned = await tx
      .select({
        id: memberships.organizationId,
        members: sql<number>`(select count(*)::int from memberships m2 where m2.organization_id = "memberships"."organization_id")`,
      })
      .from(memberships)
      .where(and(eq(memberships.userId, profile.id), eq(memberships.role, 'owner')));
    if (owned.some((o) => o.members > 1)) throw conflict(TRANSFER_BEFORE_DELETE, 'ownership-transfer-required');
    const solo = owned.map((o) => o.id);
    const taken = await takeOwnerFiles(tx, { organizationId: null, userId: profile.id });
    if (solo.length) {
      // Locked first, so no upload adds a file between taking the files and the delete.
      await tx.select({ id: organizations.id }).from(organizations).where(inArray(organizations.id, solo)).for('update');
      for (const id of solo) taken.push(...(await takeOwnerFiles(tx, { organizationId: id })));
      await tx.delete(organizations).where(inArray(organizations.id, solo));
    }
    // invites keep the address lower case (decision 057)
    await tx.delete(invites).where(eq(invites.email, profile.email.trim().toLowerCase()));
    await tx.delete(users).where(eq(users.id, profile.id));
    return taken;
  });
  await removeTakenFiles(files, taken);
};
