import type { FastifyInstance } from 'fastify';
import { getOrganization, getOrganizationLink, rotateOrganizationLink } from '@core/api/organization';
import { authorize, requireCapability } from '../../auth/authorization';
import { registerCall } from '../../http/register-call';
import { timed } from '../../http/zz-timing';
import { presentOrganization } from '../../presenters/organization';
import { inviteLink } from '../../services/organizations/invite-token';
import { findOrganization, rotateInviteToken } from '../../services/organizations/organizations';

export const organizationRoutes = async (app: FastifyInstance, { publicUrl }: { publicUrl: string }): Promise<void> => {
  registerCall(app, getOrganization, async ({ query, request }) => {
    const { role } = await timed('authorize', () => authorize(request, query.organizationId));
    return presentOrganization(await timed('find', () => findOrganization(app.db, query.organizationId)), role);
  });

  registerCall(app, getOrganizationLink, async ({ query, request }) => {
    const { role } = await authorize(request, query.organizationId);
    requireCapability(role, 'invite:read');
    const org = await findOrganization(app.db, query.organizationId);
    return { link: inviteLink(publicUrl, org.id, org.inviteToken) };
  });

  registerCall(app, rotateOrganizationLink, async ({ query, request }) => {
    const { role } = await authorize(request, query.organizationId);
    requireCapability(role, 'invite:rotate');
    return { link: inviteLink(publicUrl, query.organizationId, await rotateInviteToken(app.db, query.organizationId)) };
  });
};
