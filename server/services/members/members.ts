import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { isRoleName, type RoleName } from '@core/roles';
import { MESSAGES } from '@core/messages';
import type { Db } from '../../db/database';
import { athletes, familyLinks, memberships, users } from '../../db/schema';
import { notFound } from '../../http/http-error';

/** A membership with the member's name, email and photo. */
export interface MemberRecord {
  id: string;
  organizationId: string;
  userId: string;
  role: RoleName;
  joinedAt: Date;
  firstName: string;
  lastName: string;
  email: string;
  profilePhoto: string | null;
  /** 'athlete' (linked to an athlete of the roster), 'parent' (linked to athletes as parent) or null */
  person: string | null;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const columns = {
  id: memberships.id,
  organizationId: memberships.organizationId,
  userId: memberships.userId,
  role: memberships.role,
  joinedAt: memberships.joinedAt,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  profilePhoto: users.profilePhoto,
  person: sql<string | null>`case
    when exists (select 1 from ${athletes} where ${athletes.organizationId} = ${memberships.organizationId} and ${athletes.userId} = ${memberships.userId}) then 'athlete'
    when exists (select 1 from ${familyLinks} where ${familyLinks.organizationId} = ${memberships.organizationId} and ${familyLinks.userId} = ${memberships.userId}) then 'parent'
  end`,
};

const toRecord = (row: Omit<MemberRecord, 'role'> & { role: string }): MemberRecord[] =>
  isRoleName(row.role) ? [{ ...row, role: row.role }] : [];

const rankSql = sql`case ${memberships.role} when 'owner' then 0 when 'admin' then 1 when 'coach' then 2 else 3 end`;

/** The organization's members: owner first, then by role and name. */
export const listMembers = async (db: Db, organizationId: string): Promise<MemberRecord[]> => {
  const rows = await db
    .select(columns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.organizationId, organizationId))
    .orderBy(asc(rankSql), asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(memberships.id));
  return rows.flatMap(toRecord);
};

const findMember = async (db: Db | Tx, organizationId: string, userId: string): Promise<MemberRecord | undefined> => {
  const rows = await db
    .select(columns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)))
    .limit(1);
  return rows.flatMap(toRecord)[0];
};

/** The member, or the seed's member-not-found 404. */
export const getMemberOr404 = async (db: Db | Tx, organizationId: string, userId: string): Promise<MemberRecord> => {
  const member = await findMember(db, organizationId, userId);
  if (!member) throw notFound(MESSAGES.memberNotFound(userId), 'member-not-found');
  return member;
};

export const setRole = async (db: Db, organizationId: string, userId: string, role: RoleName): Promise<MemberRecord> => {
  await db
    .update(memberships)
    .set({ role })
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
  return getMemberOr404(db, organizationId, userId);
};

/** Makes `userId` the owner and every other owner an admin, in one transaction. */
export const transferOwnership = async (db: Db, organizationId: string, userId: string): Promise<MemberRecord> =>
  db.transaction(async (tx) => {
    await tx
      .update(memberships)
      .set({ role: 'admin' })
      .where(and(eq(memberships.organizationId, organizationId), eq(memberships.role, 'owner'), ne(memberships.userId, userId)));
    await tx
      .update(memberships)
      .set({ role: 'owner' })
      .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
    return getMemberOr404(tx, organizationId, userId);
  });

/** Removes the membership and, with it, the member's parent links in the team (a re-join starts over). */
export const removeMember = async (db: Db, organizationId: string, userId: string): Promise<void> => {
  await db.transaction(async (tx) => {
    await tx.delete(memberships).where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
    await tx.delete(familyLinks).where(and(eq(familyLinks.organizationId, organizationId), eq(familyLinks.userId, userId)));
  });
};

/** Adds the user as an invitee unless already a member; returns the membership either way, and whether this call made it. */
export const joinAsInvitee = async (db: Db, organizationId: string, userId: string): Promise<{ member: MemberRecord; joined: boolean }> => {
  const inserted = await db
    .insert(memberships)
    .values({ organizationId, userId, role: 'invitee' })
    .onConflictDoNothing()
    .returning({ id: memberships.id });
  return { member: await getMemberOr404(db, organizationId, userId), joined: inserted.length > 0 };
};

/** Whether the user is a member of the team (any role). */
export const isMember = async (db: Db, organizationId: string, userId: string): Promise<boolean> =>
  (await findMember(db, organizationId, userId)) !== undefined;
