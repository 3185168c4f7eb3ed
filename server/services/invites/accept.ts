/**
 * Using an invite's link (decision 057): what it offers, and accepting it in one transaction. The
 * invite's address must be the account's; the member joins with the invite's role (a member already
 * keeps a higher role), a parent is linked to the named athletes (confirmed: a coach named them),
 * an athlete is matched to or added to the roster as any athlete who joins (family/roster-match).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { INVITE_MESSAGES, membershipRoleOf, type InviteRole } from '@core/api/invites';
import { isStaffRole } from '@core/messaging/direct-policy';
import { isRoleName } from '@core/roles';
import type { Db } from '../../db/database';
import {
  athletes,
  inviteAthletes,
  invites,
  memberships,
  organizations,
  users,
  type InviteRow,
  type OrganizationRow,
} from '../../db/schema';
import { conflict, HttpError, notFound } from '../../http/http-error';
import { linkParent } from '../family/links';
import { matchAthleteToRoster } from '../family/roster-match';
import { clearJoinRequest } from '../members/join-requests';
import { getMemberOr404, type MemberRecord } from '../members/members';
import { hashInviteToken } from './tokens';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const gone = (message: string, code: string) => new HttpError(410, message, { code });

/** Why a link no longer works, or null while it does (checked in this order: used, withdrawn, expired). */
const unusable = (invite: InviteRow, now: Date): HttpError | null => {
  if (invite.acceptedAt) return gone(INVITE_MESSAGES.accepted, 'invite-accepted');
  if (invite.revokedAt) return gone(INVITE_MESSAGES.revoked, 'invite-revoked');
  if (invite.expiresAt <= now) return gone(INVITE_MESSAGES.expired, 'invite-expired');
  return null;
};

const invalid = () => notFound(INVITE_MESSAGES.invalid, 'invite-invalid');

const findByToken = async (db: Db | Tx, token: string, lock: boolean): Promise<InviteRow | undefined> => {
  const query = db
    .select()
    .from(invites)
    .where(eq(invites.tokenHash, hashInviteToken(token)));
  return (lock ? await query.for('update') : await query)[0];
};

export interface InviteOfferRecord {
  organization: Pick<OrganizationRow, 'id' | 'name' | 'logo'>;
  email: string;
  role: InviteRole;
  athletes: { firstName: string; lastName: string }[];
  invitedBy: { firstName: string; lastName: string } | null;
  expiresAt: Date;
}

/** What a working link offers; 404 for a token of no invite, 410 for a used, withdrawn or expired one. */
export const inviteOffer = async (db: Db, token: string): Promise<InviteOfferRecord> => {
  const invite = await findByToken(db, token, false);
  if (!invite) throw invalid();
  const why = unusable(invite, new Date());
  if (why) throw why;
  const [organization] = await db
    .select({ id: organizations.id, name: organizations.name, logo: organizations.logo })
    .from(organizations)
    .where(eq(organizations.id, invite.organizationId));
  if (!organization) throw invalid();
  const named = await db
    .select({ firstName: athletes.firstName, lastName: athletes.lastName })
    .from(inviteAthletes)
    .innerJoin(athletes, eq(athletes.id, inviteAthletes.athleteId))
    .where(eq(inviteAthletes.inviteId, invite.id))
    .orderBy(athletes.nameKey);
  const [inviter] = invite.invitedBy
    ? await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, invite.invitedBy))
    : [];
  return {
    organization,
    email: invite.email,
    role: invite.role === 'coach' || invite.role === 'parent' ? invite.role : 'athlete',
    athletes: named,
    invitedBy: inviter ?? null,
    expiresAt: invite.expiresAt,
  };
};

export interface AcceptedInvite {
  member: MemberRecord;
  organization: Pick<OrganizationRow, 'id' | 'name'>;
  /** whether this made the membership (owners and admins are told of a join) */
  joined: boolean;
}

/** Gives the invite's role to a new member; a member already keeps theirs unless the invite raises an athlete or parent to coach. */
const joinWithRole = async (tx: Tx, organizationId: string, userId: string, role: InviteRole): Promise<boolean> => {
  const [current] = await tx
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)))
    .for('update');
  if (!current) {
    await tx.insert(memberships).values({ organizationId, userId, role: membershipRoleOf(role) });
    return true;
  }
  const currentRole = isRoleName(current.role) ? current.role : 'invitee';
  if (role === 'parent' && isStaffRole(currentRole)) throw conflict(INVITE_MESSAGES.staffCannotBeParent, 'staff-cannot-be-parent');
  if (role === 'coach' && currentRole === 'invitee') {
    await tx
      .update(memberships)
      .set({ role: 'coach' })
      .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
  }
  return false;
};

/**
 * Accepts the invite for the signed-in user (`user`: their profile) in one transaction: the invite
 * row is locked, so two tabs never use it twice. 404/410 as `inviteOffer`; 403 for another address.
 * Using it again from the account that used it answers the membership.
 */
export const acceptInvite = async (db: Db, token: string, user: { id: string; email: string }): Promise<AcceptedInvite> =>
  db.transaction(async (tx) => {
    const invite = await findByToken(tx, token, true);
    if (!invite) throw invalid();
    const [organization] = await tx
      .select({ id: organizations.id, name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, invite.organizationId));
    if (!organization) throw invalid();
    const orgId = organization.id;
    if (invite.acceptedBy === user.id) return { member: await getMemberOr404(tx, orgId, user.id), organization, joined: false };
    const why = unusable(invite, new Date());
    if (why) throw why;
    if (invite.email !== user.email.trim().toLowerCase())
      throw new HttpError(403, INVITE_MESSAGES.wrongEmail(invite.email, user.email), { code: 'invite-wrong-email' });

    const role: InviteRole = invite.role === 'coach' || invite.role === 'parent' ? invite.role : 'athlete';
    const joined = await joinWithRole(tx, orgId, user.id, role);
    if (role === 'parent') {
      const named = await tx
        .select()
        .from(athletes)
        .where(
          and(
            eq(athletes.organizationId, orgId),
            inArray(
              athletes.id,
              tx.select({ id: inviteAthletes.athleteId }).from(inviteAthletes).where(eq(inviteAthletes.inviteId, invite.id)),
            ),
          ),
        );
      // confirmed: a coach named these athletes (the parent's own account stands in when the inviter's is gone)
      for (const athlete of named) await linkParent(tx, orgId, athlete, user.id, invite.invitedBy ?? user.id);
    }
    if (role === 'athlete') await matchAthleteToRoster(tx, orgId, user.id);
    await tx.update(invites).set({ acceptedAt: new Date(), acceptedBy: user.id }).where(eq(invites.id, invite.id));
    await clearJoinRequest(tx, orgId, user.id);
    return { member: await getMemberOr404(tx, orgId, user.id), organization, joined };
  });
