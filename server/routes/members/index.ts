import type { FastifyInstance } from 'fastify';
import { deleteMember, getMember, getMembers, joinOrganization, patchMemberRole } from '@core/api/members';
import { can, canChangeRole, canRemoveMember } from '@core/roles';
import { conflict, forbidden, notFound } from '../../http/http-error';
import { registerCall } from '../../http/register-call';
import { registerTeamCall } from '../team-call';
import { presentMember } from '../../presenters/member';
import { presentPendingJoin } from '../../presenters/join-requests';
import { clearJoinRequest, requestToJoin } from '../../services/members/join-requests';
import { matchAthleteToRoster } from '../../services/family/roster-match';
import { tellManagersAboutJoin } from '../join-requests/tell-about-joins';
import * as members from '../../services/members/members';
import { findOrganization } from '../../services/organizations/organizations';
import { inviteTokenMatches } from '../../services/organizations/invite-token';
import { findUserByUid } from '../../services/users/profiles';

export const INVALID_INVITE = 'Invite link is invalid or has expired';

export const membersRoutes = async (app: FastifyInstance): Promise<void> => {
  registerTeamCall(app, getMembers, 'team:read', async ({ query, access: { role, user } }) => {
    const personal = can(role, 'team:personal-data');
    return (await members.listMembers(app.db, query.orgId)).map((m) => presentMember(m, personal || m.userId === user.id));
  });

  registerTeamCall(app, getMember, 'team:read', async ({ query, access: { role, user } }) => {
    const member = await members.getMemberOr404(app.db, query.orgId, query.memberId);
    return presentMember(member, can(role, 'team:personal-data') || member.userId === user.id);
  });

  // who may change whose role is decided per target (core/roles canChangeRole)
  registerTeamCall(app, patchMemberRole, 'team:read', async ({ query, body, access: { role } }) => {
    const target = await members.getMemberOr404(app.db, query.orgId, query.memberId);
    if (!canChangeRole(role, target.role, body.newRoleName)) throw forbidden('Your role may not make this change');
    if (target.role === body.newRoleName) return presentMember(target);
    const updated =
      body.newRoleName === 'owner'
        ? await members.transferOwnership(app.db, query.orgId, target.userId)
        : await members.setRole(app.db, query.orgId, target.userId, body.newRoleName);
    return presentMember(updated);
  });

  // anyone may leave; who may remove whom is decided per target (core/roles canRemoveMember)
  registerTeamCall(app, deleteMember, 'team:read', async ({ query, access: { user, role } }) => {
    const target = await members.getMemberOr404(app.db, query.orgId, query.memberId);
    if (target.userId === user.id) {
      if (target.role === 'owner') throw conflict('Transfer ownership before leaving', 'owner-cannot-leave');
    } else if (!canRemoveMember(role, target.role)) {
      throw forbidden('Your role may not remove this member');
    }
    await members.removeMember(app.db, query.orgId, target.userId);
    return { ok: true as const };
  });

  registerCall(app, joinOrganization, async ({ auth, query, body, request: call }) => {
    const me = await findUserByUid(app.db, auth.uid);
    if (!me) throw conflict('Complete your profile first', 'profile-required');
    const org = await findOrganization(app.db, query.orgId).catch(() => null);
    if (!org || !inviteTokenMatches(org.inviteToken, body.token)) throw notFound(INVALID_INVITE, 'invalid-invite');
    // a team that approves its joiners: a stranger waits, outside the team, until an owner or admin answers
    if (org.joinApproval && !(await members.isMember(app.db, org.id, me.id))) {
      const request = await requestToJoin(app.db, org.id, me.id, body.joiningAs ?? null);
      if (request.created) await tellManagersAboutJoin(app, org, me, 'join-requested', call.log);
      return presentPendingJoin(org.id, me.id, request.requestedAt);
    }
    const { member, joined } = await members.joinAsInvitee(app.db, org.id, me.id);
    // an athlete goes on the roster now, not when a coach gets round to linking them
    if (body.joiningAs === 'athlete' && member.role === 'invitee') await matchAthleteToRoster(app.db, org.id, me.id);
    if (joined) {
      await clearJoinRequest(app.db, org.id, me.id);
      await tellManagersAboutJoin(app, org, me, 'joined', call.log);
    }
    return presentMember(member);
  });
};
