import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { USER_MODE_HEADER } from '@core/api/common';
import { can, isRoleName, type Capability, type RoleName } from '@core/roles';
import type { Db } from '../db/database';
import { memberships, organizations, users, type OrganizationRow, type UserRow } from '../db/schema';
import { forbidden, notFound, unauthorized } from '../http/http-error';
import { teamSettingsOf, type TeamSettings } from '../services/organizations/team-settings';

export interface Access {
  user: UserRow;
  role: RoleName;
  /** true when the role comes from admin mode, not from a membership */
  viaAdminMode: boolean;
  /** the team's data version (organizations.data_version): the key of cached answers */
  dataVersion: number;
  /** the team's settings, read from the same organization row */
  settings: TeamSettings;
  /** the team's row */
  organization: OrganizationRow;
}

/** What the access query answers: the profile (none: undefined), its role in the team, the team's row (none: null). */
export type AccessRow = { user: UserRow; role: string | null; organization: OrganizationRow | null } | undefined;

/** A product admin whose client is in admin user mode. */
export const inAdminMode = (request: FastifyRequest, user: Pick<UserRow, 'isProductAdmin'>): boolean =>
  user.isProductAdmin && request.headers[USER_MODE_HEADER] === 'admin';

const uidOf = (request: FastifyRequest): string => {
  if (!request.auth) throw unauthorized();
  return request.auth.uid;
};

/**
 * The two lookups every call makes (the second also reads the team's row: data version, settings), as named prepared statements (built once per database: no
 * SQL building per call, and PostgreSQL parses and plans them once per connection).
 */
const prepare = (db: Db) => ({
  currentUser: db
    .select()
    .from(users)
    .where(eq(users.uid, sql.placeholder('uid')))
    .limit(1)
    .prepare('splits_current_user'),
  access: db
    .select({ user: users, role: memberships.role, organization: organizations })
    .from(users)
    .leftJoin(organizations, sql`${organizations.id} = ${sql.placeholder('organizationId')}`)
    .leftJoin(memberships, sql`${memberships.userId} = ${users.id} and ${memberships.organizationId} = ${organizations.id}`)
    .where(eq(users.uid, sql.placeholder('uid')))
    .limit(1)
    .prepare('splits_access'),
});

const statements = new WeakMap<Db, ReturnType<typeof prepare>>();
const statementsFor = (db: Db) => {
  let s = statements.get(db);
  if (!s) statements.set(db, (s = prepare(db)));
  return s;
};

/** The caller's profile, or 404 when the signed-in identity has none yet. */
export const currentUser = async (request: FastifyRequest): Promise<UserRow> => {
  const [user] = await statementsFor(request.server.db).currentUser.execute({ uid: uidOf(request) });
  if (!user) throw notFound('User profile not found', 'profile-not-found');
  return user;
};

/**
 * The caller's role from a membership row read in the same query as the object: owner in admin
 * mode (product admin), the membership's role, else 404 (not a member, or no profile).
 */
const roleOf = (
  request: FastifyRequest,
  user: Pick<UserRow, 'isProductAdmin'> | null,
  role: string | null,
): { role: RoleName; viaAdminMode: boolean } => {
  if (!user) throw notFound('Organization not found', 'organization-not-found');
  if (inAdminMode(request, user)) return { role: 'owner', viaAdminMode: true };
  if (!isRoleName(role)) throw notFound('Organization not found', 'organization-not-found');
  return { role, viaAdminMode: false };
};

/** The access row of identity `uid` for a team, read from the database (the access cache's loader). */
export const loadAccessRow =
  (db: Db) =>
  async (uid: string, organizationId: string): Promise<AccessRow> => {
    const [row] = await statementsFor(db).access.execute({ uid, organizationId });
    return row;
  };

/**
 * The caller's profile, role in `organizationId` and the team's row (data version, settings), from
 * one query or the access cache (server/auth/access-cache.ts). A non-member (or an unknown
 * organization) gets 404; a product admin in admin mode is owner of any existing one.
 */
export const authorize = async (request: FastifyRequest, organizationId: string): Promise<Access> => {
  const row = await request.server.accessRows.get(uidOf(request), organizationId);
  const organization = row?.organization;
  if (!row || !organization) throw notFound('Organization not found', 'organization-not-found');
  return {
    user: row.user,
    ...roleOf(request, row.user, row.role),
    dataVersion: Number(organization.dataVersion),
    settings: teamSettingsOf(organization),
    organization,
  };
};

/** 403 unless `role` holds `capability` (core/roles.ts). */
export const requireCapability = (role: RoleName, capability: Capability): void => {
  if (!can(role, capability)) throw forbidden();
};
