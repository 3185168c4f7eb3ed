/**
 * Requests to join a team that approves its joiners (organizations.join_approval). A pending joiner
 * has no membership, so authorization answers them as it answers a stranger; accepting makes the
 * membership and removes the request in one transaction.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { JoiningAs } from '@core/api/members';
import type { Db } from '../../db/database';
import { joinRequests, memberships, organizations, users } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { getMemberOr404, type MemberRecord } from './members';

export interface JoinRequestRecord {
  id: string;
  organizationId: string;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  requestedAt: Date;
}

export interface MyJoinRequestRecord {
  organizationId: string;
  name: string;
  logo: string | null;
  requestedAt: Date;
}

const JOIN_REQUEST_NOT_FOUND = 'No request to join from this person is waiting';

const columns = {
  id: joinRequests.id,
  organizationId: joinRequests.organizationId,
  userId: joinRequests.userId,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  requestedAt: joinRequests.requestedAt,
};

/** The team's waiting joiners, oldest first. */
export const listJoinRequests = async (db: Db, organizationId: string): Promise<JoinRequestRecord[]> =>
  db
    .select(columns)
    .from(joinRequests)
    .innerJoin(users, eq(users.id, joinRequests.userId))
    .where(eq(joinRequests.organizationId, organizationId))
    .orderBy(asc(joinRequests.requestedAt), asc(joinRequests.id));

/** The user's waiting requests with the team's name and logo (what the invite link already showed them). */
export const listMyJoinRequests = async (db: Db, userId: string): Promise<MyJoinRequestRecord[]> =>
  db
    .select({
      organizationId: joinRequests.organizationId,
      name: organizations.name,
      logo: organizations.logo,
      requestedAt: joinRequests.requestedAt,
    })
    .from(joinRequests)
    .innerJoin(organizations, eq(organizations.id, joinRequests.organizationId))
    .where(eq(joinRequests.userId, userId))
    .orderBy(desc(joinRequests.requestedAt));

/**
 * Records the user's request to join (once: asking again keeps the first request). `created` says
 * whether this call made it, so owners and admins are told once.
 */
export const requestToJoin = async (
  db: Db,
  organizationId: string,
  userId: string,
  joiningAs: JoiningAs | null = null,
): Promise<{ requestedAt: Date; created: boolean }> => {
  const [inserted] = await db
    .insert(joinRequests)
    .values({ organizationId, userId, joiningAs })
    .onConflictDoNothing()
    .returning({ requestedAt: joinRequests.requestedAt });
  if (inserted) return { requestedAt: inserted.requestedAt, created: true };
  const [existing] = await db
    .select({ requestedAt: joinRequests.requestedAt })
    .from(joinRequests)
    .where(and(eq(joinRequests.organizationId, organizationId), eq(joinRequests.userId, userId)));
  return { requestedAt: existing?.requestedAt ?? new Date(), created: false };
};

const deleteRequest = async (db: Db | Parameters<Parameters<Db['transaction']>[0]>[0], organizationId: string, userId: string) =>
  db
    .delete(joinRequests)
    .where(and(eq(joinRequests.organizationId, organizationId), eq(joinRequests.userId, userId)))
    .returning({ id: joinRequests.id, joiningAs: joinRequests.joiningAs });

/** Makes the waiting joiner an invitee and removes the request; 404 when none waits. Says what they joined as. */
export const acceptJoinRequest = async (
  db: Db,
  organizationId: string,
  userId: string,
): Promise<{ member: MemberRecord; joiningAs: JoiningAs | null }> =>
  db.transaction(async (tx) => {
    const removed = await deleteRequest(tx, organizationId, userId);
    if (removed.length === 0) throw notFound(JOIN_REQUEST_NOT_FOUND, 'join-request-not-found');
    await tx.insert(memberships).values({ organizationId, userId, role: 'invitee' }).onConflictDoNothing();
    const joiningAs = removed[0]!.joiningAs;
    return {
      member: await getMemberOr404(tx, organizationId, userId),
      joiningAs: joiningAs === 'athlete' || joiningAs === 'parent' ? joiningAs : null,
    };
  });

/** Removes the waiting request (declined by the team, or withdrawn by its author); 404 when none waits. */
export const removeJoinRequest = async (db: Db, organizationId: string, userId: string): Promise<void> => {
  const removed = await deleteRequest(db, organizationId, userId);
  if (removed.length === 0) throw notFound(JOIN_REQUEST_NOT_FOUND, 'join-request-not-found');
};

/** A request made while approval was on is void once its author is a member (they joined after it was turned off). */
export const clearJoinRequest = async (
  db: Db | Parameters<Parameters<Db['transaction']>[0]>[0],
  organizationId: string,
  userId: string,
): Promise<void> => {
  await deleteRequest(db, organizationId, userId);
};
