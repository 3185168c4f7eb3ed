import { and, asc, eq, inArray } from 'drizzle-orm';
import { levelOfKind } from '@core/api/organizations';
import type { z } from 'zod';
import type { organizationInputSchema, organizationPatchSchema } from '@core/api/organizations';
import { isRoleName, type RoleName } from '@core/roles';
import type { Db } from '../../db/database';
import { memberships, organizations, type OrganizationRow } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { removeTakenFiles, takeOwnerFiles, type FileRemoval } from '../../storage/owner-cleanup';
import { recomputeHandTimeKeys } from './hand-time-rule';
import { newInviteToken } from './invite-token';

type NewOrganization = z.output<typeof organizationInputSchema>;
export type OrganizationPatch = z.output<typeof organizationPatchSchema>;

/** Creates the organization and makes `ownerId` its owner, in one transaction. */
export const createOrganization = async (db: Db, ownerId: string, input: NewOrganization): Promise<OrganizationRow> =>
  db.transaction(async (tx) => {
    const [org] = await tx
      .insert(organizations)
      .values({
        ...input,
        competitionLevel: input.competitionLevel ?? levelOfKind(input.kind),
        logo: input.logo ?? null,
        inviteToken: newInviteToken(),
      })
      .returning();
    await tx.insert(memberships).values({ organizationId: org!.id, userId: ownerId, role: 'owner' });
    return org!;
  });

export const findOrganization = async (db: Db, id: string): Promise<OrganizationRow> => {
  const [org] = await db.select().from(organizations).where(eq(organizations.id, id)).limit(1);
  if (!org) throw notFound('Organization not found', 'organization-not-found');
  return org;
};

/** The user's organizations, first joined first, optionally only where their role is one of `roles`. */
export const listUserOrganizations = async (db: Db, userId: string, roles?: RoleName[]) => {
  const rows = await db
    .select({ org: organizations, role: memberships.role, joinedAt: memberships.joinedAt })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(and(eq(memberships.userId, userId), roles?.length ? inArray(memberships.role, roles) : undefined))
    .orderBy(asc(memberships.joinedAt), asc(organizations.name));
  return rows.flatMap((r) => (isRoleName(r.role) ? [{ ...r, role: r.role }] : []));
};

/**
 * Updates what the patch names (a field left out keeps its value). A new hand-time rule recomputes
 * the team's hand-time sort keys in the same transaction (hand-time-rule.ts; the data version bumps).
 */
export const updateOrganization = async (db: Db, id: string, patch: OrganizationPatch): Promise<OrganizationRow> => {
  const values = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ handTimeRule: organizations.handTimeRule })
      .from(organizations)
      .where(eq(organizations.id, id))
      .for('update');
    if (!before) throw notFound('Organization not found', 'organization-not-found');
    const [org] = await tx
      .update(organizations)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(organizations.id, id))
      .returning();
    if (!org) throw notFound('Organization not found', 'organization-not-found');
    if (patch.handTimeRule !== undefined && patch.handTimeRule !== before.handTimeRule) {
      await recomputeHandTimeKeys(tx, id, patch.handTimeRule);
    }
    return org;
  });
};

/** Deletes the organization (its rows go by cascade), then its files' bytes once that committed. */
export const deleteOrganization = async (db: Db, id: string, files: FileRemoval): Promise<void> => {
  const taken = await db.transaction(async (tx) => {
    // The lock keeps uploads from adding a file between taking the files and the delete.
    await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id)).for('update');
    const owned = await takeOwnerFiles(tx, { organizationId: id });
    await tx.delete(organizations).where(eq(organizations.id, id));
    return owned;
  });
  await removeTakenFiles(files, taken);
};

export const rotateInviteToken = async (db: Db, id: string): Promise<string> => {
  const [org] = await db
    .update(organizations)
    .set({ inviteToken: newInviteToken(), updatedAt: new Date() })
    .where(eq(organizations.id, id))
    .returning({ inviteToken: organizations.inviteToken });
  if (!org) throw notFound('Organization not found', 'organization-not-found');
  return org.inviteToken;
};
