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
 * A role from an access row: owner when a product admin asks for admin mode, else the membership's
 * role; null when not a member (or no profile).
 */
export const roleFrom = (
  row: Pick<NonNullable<AccessRow>, 'user' | 'role'> | undefined,
  adminModeAsked: boolean,
): { role: RoleName; viaAdminMode: boolean } | null => {
  if (!row) return null;
  if (adminModeAsked && row.user.isProductAdmin) return { role: 'owner', viaAdminMode: true };
  return isRoleName(row.role) ? { role: row.role, viaAdminMode: false } : null;
};

/** The access row of identity `uid` for a team, read from the database (the access cache's loader). */
export const loadAccessRow =
  (db: Db) =>
  async (uid: string, organizationId: string): Promise<AccessRow> => {
    const [row] = await statementsFor(db).access.execute({ uid, organizationId });
    return row;
  };

/** Whether a request may change something: its access is read from the database, never the cache. */
const writes = (request: FastifyRequest): boolean => request.method !== 'GET' && request.method !== 'HEAD';

/**
 * The caller's profile, role in `organizationId` and the team's row (data version, settings), from
 * one query. A read may take it from the access cache (server/auth/access-cache.ts), which hears of
 * a change a few milliseconds after its commit; a write (any method but GET and HEAD), or a caller
 * asking `fromDatabase`, reads the database, so a member demoted or removed through any process
 * can no longer write once that change has committed (decision 043). A non-member (or an unknown
 * organization) gets 404; a product admin in admin mode is owner of any existing one.
 */
export const authorize = async (
  request: FastifyRequest,
  organizationId: string,
  options: { fromDatabase?: boolean } = {},
): Promise<Access> => {
  const uid = uidOf(request);
  const row =
    options.fromDatabase || writes(request)
      ? await loadAccessRow(request.server.db)(uid, organizationId)
      : await request.server.accessRows.get(uid, organizationId);
  const organization = row?.organization;
  const role = roleFrom(row, row ? inAdminMode(request, row.user) : false);
  if (!row || !organization || !role) throw notFound('Organization not found', 'organization-not-found');
  return {
    user: row.user,
    ...role,
    dataVersion: Number(organization.dataVersion),
    settings: teamSettingsOf(organization),
    organization,
  };
};

/** 403 unless `role` holds `capability` (core/roles.ts). */
export const requireCapability = (role: RoleName, capability: Capability): void => {
  if (!can(role, capability)) throw forbidden();
};
