/**
 * Parents and guardians linked to athletes (decision 052). Every query joins the membership, so a
 * link of someone who left the team shows nothing; leaving removes the links too (members.removeMember).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { FAMILY_MESSAGES, type FamilyLinkStatus } from '@core/api/family';
import { isStaffRole } from '@core/messaging/direct-policy';
import { isRoleName } from '@core/roles';
import type { Db } from '../../db/database';
import { athletes, familyLinks, memberships, users, type AthleteRow } from '../../db/schema';
import { badRequest, notFound } from '../../http/http-error';

export interface FamilyAthleteRecord {
  linkId: string;
  athleteId: string;
  firstName: string;
  lastName: string;
  eventGroups: string[];
  status: FamilyLinkStatus;
}

export interface FamilyLinkRecord {
  id: string;
  athleteId: string;
  athleteFirstName: string;
  athleteLastName: string;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  status: FamilyLinkStatus;
  requestedAt: Date;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const linkNotFound = () => notFound('No such parent link', 'family-link-not-found');
const asStatus = (s: string): FamilyLinkStatus => (s === 'confirmed' ? 'confirmed' : 'pending');

const member = and(eq(memberships.organizationId, familyLinks.organizationId), eq(memberships.userId, familyLinks.userId));

/** The athletes the user is a parent of in the team (confirmed and waiting), by name. */
export const listMyFamily = async (db: Db, organizationId: string, userId: string): Promise<FamilyAthleteRecord[]> => {
  const rows = await db
    .select({
      linkId: familyLinks.id,
      athleteId: athletes.id,
      firstName: athletes.firstName,
      lastName: athletes.lastName,
      eventGroups: athletes.eventGroups,
      status: familyLinks.status,
    })
    .from(familyLinks)
    .innerJoin(athletes, eq(athletes.id, familyLinks.athleteId))
    .innerJoin(memberships, member)
    .where(and(eq(familyLinks.organizationId, organizationId), eq(familyLinks.userId, userId)))
    .orderBy(asc(athletes.nameKey), asc(athletes.id));
  return rows.map((r) => ({ ...r, status: asStatus(r.status) }));
};

/** The ids of the athletes the user is a confirmed parent of. */
export const confirmedAthleteIds = async (db: Db, organizationId: string, userId: string): Promise<string[]> =>
  (await listMyFamily(db, organizationId, userId)).filter((a) => a.status === 'confirmed').map((a) => a.athleteId);

const linkColumns = {
  id: familyLinks.id,
  athleteId: familyLinks.athleteId,
  athleteFirstName: athletes.firstName,
  athleteLastName: athletes.lastName,
  userId: familyLinks.userId,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  status: familyLinks.status,
  requestedAt: familyLinks.requestedAt,
};

const selectLinks = (db: Db) =>
  db
    .select(linkColumns)
    .from(familyLinks)
    .innerJoin(athletes, eq(athletes.id, familyLinks.athleteId))
    .innerJoin(users, eq(users.id, familyLinks.userId))
    .innerJoin(memberships, member);

const toLinks = (rows: (Omit<FamilyLinkRecord, 'status'> & { status: string })[]): FamilyLinkRecord[] =>
  rows.map((r) => ({ ...r, status: asStatus(r.status) }));

/** An athlete's parents: waiting ones first, then by name. */
export const listAthleteLinks = async (db: Db, organizationId: string, athleteId: string): Promise<FamilyLinkRecord[]> =>
  toLinks(
    await selectLinks(db)
      .where(and(eq(familyLinks.organizationId, organizationId), eq(familyLinks.athleteId, athleteId)))
      .orderBy(sql`${familyLinks.status} = 'confirmed'`, asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`)),
  );

/** The team's waiting requests, oldest first. */
export const listFamilyRequests = async (db: Db, organizationId: string): Promise<FamilyLinkRecord[]> =>
  toLinks(
    await selectLinks(db)
      .where(and(eq(familyLinks.organizationId, organizationId), eq(familyLinks.status, 'pending')))
      .orderBy(asc(familyLinks.requestedAt), asc(familyLinks.id)),
  );

export const getFamilyLinkOr404 = async (db: Db, organizationId: string, linkId: string): Promise<FamilyLinkRecord> => {
  const [row] = toLinks(await selectLinks(db).where(and(eq(familyLinks.organizationId, organizationId), eq(familyLinks.id, linkId))));
  if (!row) throw linkNotFound();
  return row;
};

/**
 * Links the member to the athlete: `confirmed` (a coach's link, or a coach confirming) or `pending` (a
 * parent's request with the code). Asking again keeps the link; a coach's link confirms a waiting one.
 * Staff are never parents (they see every athlete already), nor is the athlete's own account.
 */
export const linkParent = async (
  db: Db | Tx,
  organizationId: string,
  athlete: AthleteRow,
  userId: string,
  confirmedBy: string | null,
): Promise<string> => {
  const [m] = await db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
  if (!m || !isRoleName(m.role)) throw badRequest('body.userId: This user is not a member of the team', 'body.userId');
  if (isStaffRole(m.role)) throw badRequest(`body.userId: ${FAMILY_MESSAGES.staffCannotBeParent}`, 'body.userId');
  if (athlete.userId === userId) throw badRequest(`body.userId: ${FAMILY_MESSAGES.athleteCannotBeOwnParent}`, 'body.userId');
  const confirmed = confirmedBy !== null;
  const [row] = await db
    .insert(familyLinks)
    .values({
      organizationId,
      athleteId: athlete.id,
      userId,
      status: confirmed ? 'confirmed' : 'pending',
      confirmedAt: confirmed ? new Date() : null,
      confirmedBy,
    })
    .onConflictDoUpdate({
      target: [familyLinks.athleteId, familyLinks.userId],
      // a coach's link confirms a waiting request; a parent asking again changes nothing
      set: confirmed
        ? {
            status: 'confirmed',
            confirmedAt: sql`coalesce(${familyLinks.confirmedAt}, now())`,
            confirmedBy: sql`coalesce(${familyLinks.confirmedBy}, ${confirmedBy})`,
          }
        : { status: sql`${familyLinks.status}` },
    })
    .returning({ id: familyLinks.id });
  return row!.id;
};

/** A coach confirms a waiting link (confirming a confirmed one changes nothing). */
export const confirmFamilyLink = async (db: Db, organizationId: string, linkId: string, confirmedBy: string): Promise<void> => {
  const done = await db
    .update(familyLinks)
    .set({
      status: 'confirmed',
      confirmedAt: sql`coalesce(${familyLinks.confirmedAt}, now())`,
      confirmedBy: sql`coalesce(${familyLinks.confirmedBy}, ${confirmedBy}::uuid)`,
    })
    .where(and(eq(familyLinks.organizationId, organizationId), eq(familyLinks.id, linkId)))
    .returning({ id: familyLinks.id });
  if (done.length === 0) throw linkNotFound();
};

export const deleteFamilyLink = async (db: Db, organizationId: string, linkId: string): Promise<void> => {
  await db.delete(familyLinks).where(and(eq(familyLinks.organizationId, organizationId), eq(familyLinks.id, linkId)));
};
