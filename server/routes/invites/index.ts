import type { FastifyInstance } from 'fastify';
import { acceptInvite, getInviteOffer, getInvites, postInvite, resendInvite, revokeInvite } from '@core/api/invites';
import { personLabel } from '@core/people';
import { conflict } from '../../http/http-error';
import { registerCall } from '../../http/register-call';
import { registerTeamCall } from '../team-call';
import { presentInvite, presentInviteOffer } from '../../presenters/invites';
import { presentMember } from '../../presenters/member';
import * as invites from '../../services/invites/invites';
import * as accept from '../../services/invites/accept';
import { findUserByUid } from '../../services/users/profiles';
import { tellManagersAboutJoin } from '../join-requests/tell-about-joins';
import { mailInvite } from './mail-invite';

/** Invites per person (core/api/invites, decision 057). */
export const invitesRoutes = async (app: FastifyInstance): Promise<void> => {
  registerTeamCall(app, getInvites, 'invite:send', async ({ query }) =>
    (await invites.listPendingInvites(app.db, query.orgId)).map((i) => presentInvite(i)),
  );

  // sending mails the link (mailInvite); a coach invites athletes and parents, owners and admins coaches too
  registerTeamCall(app, postInvite, 'invite:send', async ({ query, body, access, request }) => {
    invites.requireMayInvite(access.role, body.role);
    const { invite, token } = await invites.createInvite(app.db, query.orgId, body, access.user.id);
    await mailInvite(app, access.organization.name, invite, token, request.log);
    return presentInvite(invite);
  });

  registerTeamCall(app, resendInvite, 'invite:send', async ({ query, access, request }) => {
    const previous = await invites.getPendingInviteOr404(app.db, query.orgId, query.inviteId);
    invites.requireMayInvite(access.role, previous.role);
    const { invite, token } = await invites.renewInvite(app.db, query.orgId, previous, access.user.id);
    await mailInvite(app, access.organization.name, invite, token, request.log);
    return presentInvite(invite);
  });

  registerTeamCall(app, revokeInvite, 'invite:send', async ({ query, access }) => {
    const invite = await invites.getPendingInviteOr404(app.db, query.orgId, query.inviteId);
    invites.requireMayInvite(access.role, invite.role);
    await invites.revokeInvite(app.db, query.orgId, invite.id);
    return { ok: true as const };
  });

  // the link is the secret: the sign-up page names the team and the address before an account exists
  registerCall(app, getInviteOffer, async ({ query }) => presentInviteOffer(await accept.inviteOffer(app.db, query.token)));

  registerCall(app, acceptInvite, async ({ auth, body, request }) => {
    const me = await findUserByUid(app.db, auth.uid);
    if (!me) throw conflict('Complete your profile first', 'profile-required');
    const accepted = await accept.acceptInvite(app.db, body.token, me);
    const member = presentMember(accepted.member);
    // owners and admins are told of every join, with what the invite made them (notice and mail, after the answer)
    if (accepted.joined)
      await tellManagersAboutJoin(app, accepted.organization, me, 'joined', request.log, personLabel(member.roleName, member.person));
    return member;
  });
};
