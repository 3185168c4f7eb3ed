/**
 * A team's invites per person (decision 057): listed, sent (a re-invite to the same address replaces
 * the pending one), sent again with a new link, and withdrawn. Every send writes a new row, so the
 * rows of the last hour count the team's mails for the rate limit.
 */
import { and, asc, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import {
  canInviteAs,
  INVITE_MESSAGES,
  INVITE_VALID_DAYS,
  INVITES_PER_EMAIL_HOUR,
  INVITES_PER_TEAM_HOUR,
  type InviteRole,
} from '@core/api/invites';
import type { RoleName } from '@core/roles';
import type { Db } from '../../db/database';
import { athletes, inviteAthletes, invites, memberships, users } from '../../db/schema';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../http/http-error';
import { newPersonalInviteToken } from './tokens';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface InviteRecord {
  id: string;
  organizationId: string;
  email: string;
  role: InviteRole;
  athletes: { id: string; firstName: string; lastName: string }[];
  invitedBy: string | null;
  createdAt: Date;
  expiresAt: Date;
}

export interface NewInvite {
  email: string;
  role: InviteRole;
  athleteIds: string[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export const inviteNotFound = () => notFound('No such pending invite', 'invite-not-found');
const pending = and(isNull(invites.acceptedAt), isNull(invites.revokedAt));
const asRole = (r: string): InviteRole => (r === 'coach' || r === 'parent' ? r : 'athlete');

const loadInvites = async (db: Db | Tx, where: ReturnType<typeof and>): Promise<InviteRecord[]> => {
  const rows = await db
    .select({
      id: invites.id,
      organizationId: invites.organizationId,
      email: invites.email,
      role: invites.role,
      invitedBy: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
      createdAt: invites.createdAt,
      expiresAt: invites.expiresAt,
    })
    .from(invites)
    .leftJoin(users, eq(users.id, invites.invitedBy))
    .where(where)
    .orderBy(desc(invites.createdAt), asc(invites.id));
  if (rows.length === 0) return [];
  const named = await db
    .select({ inviteId: inviteAthletes.inviteId, id: athletes.id, firstName: athletes.firstName, lastName: athletes.lastName })
    .from(inviteAthletes)
    .innerJoin(athletes, eq(athletes.id, inviteAthletes.athleteId))
    .where(
      inArray(
        inviteAthletes.inviteId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(athletes.nameKey), asc(athletes.id));
  return rows.map((r) => ({
    ...r,
    role: asRole(r.role),
    athletes: named.filter((a) => a.inviteId === r.id).map(({ id, firstName, lastName }) => ({ id, firstName, lastName })),
  }));
};

/** The team's pending invites (expired ones too, so they can be sent again), newest first. */
export const listPendingInvites = async (db: Db, organizationId: string): Promise<InviteRecord[]> =>
  loadInvites(db, and(eq(invites.organizationId, organizationId), pending));

/** A pending invite of the team, or 404 (another team's id too). */
export const getPendingInviteOr404 = async (db: Db | Tx, organizationId: string, inviteId: string): Promise<InviteRecord> => {
  const [found] = await loadInvites(db, and(eq(invites.organizationId, organizationId), eq(invites.id, inviteId), pending));
  if (!found) throw inviteNotFound();
  return found;
};

const tooMany = (message: string) => new HttpError(429, message, { code: 'invite-rate-limited' });

/** At most INVITES_PER_TEAM_HOUR mails per team and INVITES_PER_EMAIL_HOUR per address in a rolling hour. */
const checkRate = async (tx: Tx, organizationId: string, email: string) => {
  const since = new Date(Date.now() - HOUR_MS);
  const [counts] = await tx
    .select({
      team: sql<number>`count(*)::int`,
      address: sql<number>`(count(*) filter (where ${invites.email} = ${email}))::int`,
    })
    .from(invites)
    .where(and(eq(invites.organizationId, organizationId), gte(invites.createdAt, since)));
  if ((counts?.team ?? 0) >= INVITES_PER_TEAM_HOUR) throw tooMany(INVITE_MESSAGES.teamLimit);
  if ((counts?.address ?? 0) >= INVITES_PER_EMAIL_HOUR) throw tooMany(INVITE_MESSAGES.emailLimit);
};

/** A member already: 409 (their role is changed, or they are linked to athletes, from the members list and the athlete's page). */
const refuseMembers = async (tx: Tx, organizationId: string, email: string) => {
  const [member] = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organizationId, organizationId), sql`lower(${users.email}) = ${email}`))
    .limit(1);
  if (member) throw conflict(INVITE_MESSAGES.alreadyMember, 'already-member');
};

const checkAthletes = async (tx: Tx, organizationId: string, athleteIds: string[]) => {
  if (athleteIds.length === 0) return;
  const unique = [...new Set(athleteIds)];
  const found = await tx
    .select({ id: athletes.id })
    .from(athletes)
    .where(and(eq(athletes.organizationId, organizationId), inArray(athletes.id, unique)));
  if (found.length !== unique.length) throw badRequest(`body.athleteIds: ${INVITE_MESSAGES.athleteNotOnRoster}`, 'body.athleteIds');
};

/**
 * Writes a pending invite and answers its token (to be mailed; only its hash is kept). Replaces a
 * pending invite to the same address (its link stops working). One send at a time per team, so the
 * rate limit counts every send.
 */
export const createInvite = async (
  db: Db,
  organizationId: string,
  input: NewInvite,
  invitedBy: string,
): Promise<{ invite: InviteRecord; token: string }> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`invites:${organizationId}`}))`);
    await checkRate(tx, organizationId, input.email);
    await refuseMembers(tx, organizationId, input.email);
    await checkAthletes(tx, organizationId, input.athleteIds);
    await tx
      .update(invites)
      .set({ revokedAt: new Date() })
      .where(and(eq(invites.organizationId, organizationId), eq(invites.email, input.email), pending));
    const { token, tokenHash } = newPersonalInviteToken();
    const [row] = await tx
      .insert(invites)
      .values({
        organizationId,
        email: input.email,
        role: input.role,
        tokenHash,
        invitedBy,
        expiresAt: new Date(Date.now() + INVITE_VALID_DAYS * DAY_MS),
      })
      .returning({ id: invites.id });
    const athleteIds = [...new Set(input.athleteIds)];
    if (athleteIds.length)
      await tx.insert(inviteAthletes).values(athleteIds.map((athleteId) => ({ inviteId: row!.id, athleteId, organizationId })));
    return { invite: await getPendingInviteOr404(tx, organizationId, row!.id), token };
  });

/** The pending invite's role may be given by `actor` (403 otherwise): a coach invites athletes and parents only. */
export const requireMayInvite = (actor: RoleName, role: InviteRole): void => {
  if (!canInviteAs(actor, role)) throw forbidden(INVITE_MESSAGES.coachByOwnerOrAdmin);
};

/** Withdraws a pending invite; 404 when there is none of that id in the team. */
export const revokeInvite = async (db: Db, organizationId: string, inviteId: string): Promise<void> => {
  const done = await db
    .update(invites)
    .set({ revokedAt: new Date() })
    .where(and(eq(invites.organizationId, organizationId), eq(invites.id, inviteId), pending))
    .returning({ id: invites.id });
  if (done.length === 0) throw inviteNotFound();
};

/** Sends a pending invite again: a new row and link (the old link stops working), valid from now. */
export const renewInvite = async (db: Db, organizationId: string, previous: InviteRecord, by: string) => {
  if (previous.role === 'parent' && previous.athletes.length === 0)
    throw badRequest(`body.athleteIds: ${INVITE_MESSAGES.parentNeedsAthletes}`, 'body.athleteIds');
  return createInvite(
    db,
    organizationId,
    { email: previous.email, role: previous.role, athleteIds: previous.athletes.map((a) => a.id) },
    by,
  );
};
