import { and, eq, or, sql } from 'drizzle-orm';
import type { UserProfileInput } from '@core/api/user';
import { can, isRoleName, ROLES, type RoleName } from '@core/roles';
import type { Db } from '../../db/database';
import { memberships, users, type UserRow } from '../../db/schema';
import { conflict } from '../../http/http-error';
import { isUniqueViolation } from '../../db/unique-violation';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** userId may be the app id (uuid) or the identity uid. */
const byIdOrUid = (userId: string) => (UUID.test(userId) ? or(eq(users.id, userId), eq(users.uid, userId)) : eq(users.uid, userId));

export const findUser = async (db: Db, userId: string): Promise<UserRow | undefined> =>
  (await db.select().from(users).where(byIdOrUid(userId)).limit(1))[0];

export const findUserByUid = async (db: Db, uid: string): Promise<UserRow | undefined> =>
  (await db.select().from(users).where(eq(users.uid, uid)).limit(1))[0];

const PROFILE_EXISTS = 'Profile already exists';

const profileColumns = (p: Partial<UserProfileInput>) => ({
  ...(p.firstName !== undefined ? { firstName: p.firstName } : {}),
  ...(p.lastName !== undefined ? { lastName: p.lastName } : {}),
  ...(p.birthdate !== undefined ? { birthdate: p.birthdate } : {}),
  ...(p.profilePhoto !== undefined ? { profilePhoto: p.profilePhoto } : {}),
  ...(p.gender !== undefined ? { gender: p.gender } : {}),
  ...(p.gradeLevel !== undefined ? { gradeLevel: p.gradeLevel } : {}),
  ...(p.sportEvents !== undefined ? { sportEvents: p.sportEvents } : {}),
  ...(p.categories !== undefined ? { categories: p.categories } : {}),
});

/** Creates the identity's profile; 409 when it already has one. */
export const createProfile = async (db: Db, uid: string, email: string, profile: UserProfileInput): Promise<UserRow> => {
  try {
    const [row] = await db
      .insert(users)
      .values({ uid, email, firstName: profile.firstName, lastName: profile.lastName, ...profileColumns(profile) })
      .onConflictDoNothing({ target: users.uid })
      .returning();
    if (!row) throw conflict(PROFILE_EXISTS, 'profile-exists');
    return row;
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(PROFILE_EXISTS, 'profile-exists');
    throw e;
  }
};

export const updateProfile = async (db: Db, id: string, patch: Partial<UserProfileInput>): Promise<UserRow> => {
  const [row] = await db
    .update(users)
    .set({ ...profileColumns(patch), updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row!;
};

/** Whether two users share at least one organization. */
export const shareAnOrganization = async (db: Db, a: string, b: string): Promise<boolean> => {
  const rows = await db.execute<{ one: number }>(sql`
    select 1 as one from ${memberships} m1
    join ${memberships} m2 on m2.organization_id = m1.organization_id and m2.user_id = ${b}
    where m1.user_id = ${a} limit 1`);
  return rows.rows.length > 0;
};

/**
 * Whether `viewer` may see `target`'s personal data (email, birthdate): in a team they share,
 * the viewer holds a role with `team:personal-data` (owner, admin, coach).
 */
export const seesPersonalDataOf = async (db: Db, viewer: string, target: string): Promise<boolean> => {
  const roles = ROLES.filter((r) => can(r, 'team:personal-data'));
  const rows = await db.execute<{ one: number }>(sql`
    select 1 as one from ${memberships} m1
    join ${memberships} m2 on m2.organization_id = m1.organization_id and m2.user_id = ${target}
    where m1.user_id = ${viewer} and m1.role in ${sql.raw(`(${roles.map((r) => `'${r}'`).join(', ')})`)} limit 1`);
  return rows.rows.length > 0;
};

/** The user's role in an organization, or null. */
export const roleIn = async (db: Db, userId: string, organizationId: string): Promise<RoleName | null> => {
  const [row] = await db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.organizationId, organizationId)))
    .limit(1);
  return row && isRoleName(row.role) ? row.role : null;
};
