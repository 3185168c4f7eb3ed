import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { USER_MODE_HEADER } from '@core/api/common';
import { can, isRoleName, type Capability, type RoleName } from '@core/roles';
import { memberships, organizations, users, type UserRow } from '../db/schema';
import { forbidden, notFound, unauthorized } from '../http/http-error';

export interface Access {
  user: UserRow;
  role: RoleName;
  /** true when the role comes from admin mode, not from a membership */
  viaAdminMode: boolean;
}

/** A product admin whose client is in admin user mode. */
export const inAdminMode = (request: FastifyRequest, user: Pick<UserRow, 'isProductAdmin'>): boolean =>
  user.isProductAdmin && request.headers[USER_MODE_HEADER] === 'admin';

const uidOf = (request: FastifyRequest): string => {
  if (!request.auth) throw unauthorized();
  return request.auth.uid;
};

/** The caller's profile, or 404 when the signed-in identity has none yet. */
export const currentUser = async (request: FastifyRequest): Promise<UserRow> => {
  const [user] = await request.server.db.select().from(users).where(eq(users.uid, uidOf(request))).limit(1);
  if (!user) throw notFound('User profile not found', 'profile-not-found');
  return user;
};

/**
 * Loads the caller's profile and role in `organizationId` in one query. A non-member (or an
 * unknown organization) gets 404; a product admin in admin mode is owner of any existing one.
 */
export const authorize = async (request: FastifyRequest, organizationId: string): Promise<Access> => {
  const [row] = await request.server.db
    .select({
      user: users,
      role: memberships.role,
      orgExists: sql<boolean>`exists (select 1 from ${organizations} o where o.id = ${organizationId})`,
    })
    .from(users)
    .leftJoin(memberships, sql`${memberships.userId} = ${users.id} and ${memberships.organizationId} = ${organizationId}`)
    .where(eq(users.uid, uidOf(request)))
    .limit(1);
  if (!row || !row.orgExists) throw notFound('Organization not found', 'organization-not-found');
  if (inAdminMode(request, row.user)) return { user: row.user, role: 'owner', viaAdminMode: true };
  if (!isRoleName(row.role)) throw notFound('Organization not found', 'organization-not-found');
  return { user: row.user, role: row.role, viaAdminMode: false };
};

/** 403 unless `role` holds `capability` (core/roles.ts). */
export const requireCapability = (role: RoleName, capability: Capability): void => {
  if (!can(role, capability)) throw forbidden();
};
