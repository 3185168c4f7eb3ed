import type { FastifyInstance } from 'fastify';
import { getInvite, getOrganization, getOrganizationLink, rotateOrganizationLink } from '@core/api/organization';
import { notFound } from '../../http/http-error';
import { registerCall } from '../../http/register-call';
import { registerTeamCall } from '../team-call';
import { presentOrganization } from '../../presenters/organization';
import { inviteLink, inviteTokenMatches } from '../../services/organizations/invite-token';
import { findOrganization, rotateInviteToken } from '../../services/organizations/organizations';
import { INVALID_INVITE } from '../members';

/** The calls of core/api/organization.ts (/api/organization/…): one team, its invite link, the team an invite leads to. */
export const organizationCalls = async (app: FastifyInstance, { publicUrl }: { publicUrl: string }): Promise<void> => {
  // The hot path: the team's row comes with the caller's access (one query, or none while cached).
  registerTeamCall(app, getOrganization, 'team:read', async ({ access }) => presentOrganization(access.organization, access.role));

  registerTeamCall(app, getOrganizationLink, 'invite:read', async ({ access: { organization } }) => ({
    link: inviteLink(publicUrl, organization.id, organization.inviteToken),
  }));

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
