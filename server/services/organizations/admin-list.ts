import { asc, desc, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { ADMIN_SORTS } from '@core/api/organizations';
import type { Db } from '../../db/database';
import { organizations } from '../../db/schema';

interface AdminListQuery {
  limit: number;
  offset: number;
  search?: string;
  sortBy: (typeof ADMIN_SORTS)[number];
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const memberCount = sql<number>`(select count(*)::int from memberships m where m.organization_id = "organizations"."id")`;
const ownerEmail = sql<string | null>`(select u.email from memberships m join users u on u.id = m.user_id
  where m.organization_id = "organizations"."id" and m.role = 'owner' order by m.joined_at limit 1)`;

const ORDER: Record<AdminListQuery['sortBy'], SQL[]> = {
  name: [asc(sql`lower(${organizations.name})`)],
  '-name': [desc(sql`lower(${organizations.name})`)],
  createdAt: [asc(organizations.createdAt)],
  '-createdAt': [desc(organizations.createdAt)],
  memberCount: [asc(memberCount)],
  '-memberCount': [desc(memberCount)],
};

/** Every organization (product admins): search on name and location, sort, page, total count. */
export const listAllOrganizations = async (db: Db, q: AdminListQuery) => {
  const pattern = q.search ? `%${escapeLike(q.search)}%` : undefined;
  const where = pattern ? or(ilike(organizations.name, pattern), ilike(organizations.location, pattern)) : undefined;
  const [items, [count]] = await Promise.all([
    db
      .select({
        id: organizations.id,
        name: organizations.name,
        kind: organizations.kind,
        location: organizations.location,
        createdAt: organizations.createdAt,
        memberCount,
        ownerEmail,
      })
      .from(organizations)
      .where(where)
      .orderBy(...ORDER[q.sortBy], asc(organizations.id))
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(organizations)
      .where(where),
  ]);
  return { items, total: count?.total ?? 0 };
};
