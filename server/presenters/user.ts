import type { User } from '@core/api/user';
import { USER_GENDERS } from '@core/api/user';
import { EVENT_CATEGORIES } from '@core/sport-events/catalogue';
import type { RoleName } from '@core/roles';
import type { UserRow } from '../db/schema';

const oneOf = <T extends string>(values: readonly T[], v: string | null): T | null =>
  v !== null && (values as readonly string[]).includes(v) ? (v as T) : null;

/** A user profile as the contract shows it; roleName is the role in the organization asked about. */
export const presentUser = (row: UserRow, roleName: RoleName | null): User => ({
  id: row.id,
  uid: row.uid,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  birthdate: row.birthdate,
  joinedAt: row.joinedAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  profilePhoto: row.profilePhoto,
  roleName,
  gender: oneOf(USER_GENDERS, row.gender),
  gradeLevel: row.gradeLevel,
  sportEvents: row.sportEvents,
  categories: row.categories.filter((c): c is User['categories'][number] => (EVENT_CATEGORIES as readonly string[]).includes(c)),
  isProductAdmin: row.isProductAdmin,
});
