import type { FastifyInstance } from 'fastify';
import { getInvite, getOrganization, getOrganizationLink, rotateOrganizationLink } from '@core/api/organization';
import { roleOf } from '../../auth/authorization';
import { notFound, unauthorized } from '../../http/http-error';
import { registerCall } from '../../http/register-call';
import { registerTeamCall } from '../team-call';
import { presentOrganization } from '../../presenters/organization';
import { inviteLink, inviteTokenMatches } from '../../services/organizations/invite-token';
import { findOrganization, findOrganizationAsCaller, rotateInviteToken } from '../../services/organizations/organizations';
import { INVALID_INVITE } from '../members';

export const organizationRoutes = async (app: FastifyInstance, { publicUrl }: { publicUrl: string }): Promise<void> => {
  // One query: the organization, the caller's membership and admin flag (the hot path).
  registerCall(app, getOrganization, async ({ query, request, auth }) => {
    if (!auth) throw unauthorized();
    const row = await findOrganizationAsCaller(app.db, auth.uid, query.organizationId);
    const user = row.isProductAdmin === null ? null : { isProductAdmin: row.isProductAdmin };
    return presentOrganization(row.org, roleOf(request, user, row.role).role);
  });

  registerTeamCall(app, getOrganizationLink, 'invite:read', async ({ query }) => {
    const org = await findOrganization(app.db, query.organizationId);
    return { link: inviteLink(publicUrl, org.id, org.inviteToken) };
  });

  registerTeamCall(app, rotateOrganizationLink, 'invite:rotate', async ({ query }) => {
    return { link: inviteLink(publicUrl, query.organizationId, await rotateInviteToken(app.db, query.organizationId)) };
  });

  // The team an invite leads to, named before joining: the same constant-time token check as the join.
  registerCall(app, getInvite, async ({ query }) => {
    const org = await findOrganization(app.db, query.orgId).catch(() => null);
    if (!org || !inviteTokenMatches(org.inviteToken, query.token)) throw notFound(INVALID_INVITE, 'invalid-invite');
    return { organizationId: org.id, name: org.name, logo: org.logo };
  });
};
