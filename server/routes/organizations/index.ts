import type { FastifyInstance } from 'fastify';
import { deleteOrganization, getAdminOrganizations, getOrganizations, patchOrganization, postOrganization } from '@core/api/organizations';
import { authorize, currentUser, inAdminMode, requireCapability } from '../../auth/authorization';
import { forbidden } from '../../http/http-error';
import { registerCall } from '../../http/register-call';
import { presentAdminOrganization, presentOrganization, presentOrganizationSummary } from '../../presenters/organization';
import { listAllOrganizations } from '../../services/organizations/admin-list';
import * as orgs from '../../services/organizations/organizations';

export const organizationsRoutes = async (app: FastifyInstance): Promise<void> => {
  registerCall(app, postOrganization, async ({ body, request }) => {
    const me = await currentUser(request);
    return presentOrganization(await orgs.createOrganization(app.db, me.id, body), 'owner');
  });

  registerCall(app, getOrganizations, async ({ query, request }) => {
    const me = await currentUser(request);
    const rows = await orgs.listUserOrganizations(app.db, me.id, query['roles[]']);
    return rows.map((r) => presentOrganizationSummary(r.org, r.role, r.joinedAt));
  });

  registerCall(app, getAdminOrganizations, async ({ query, request }) => {
    const me = await currentUser(request);
    if (!inAdminMode(request, me)) throw forbidden('Only product admins in admin mode may list every organization');
    const { items, total } = await listAllOrganizations(app.db, query);
    return { items: items.map(presentAdminOrganization), total, limit: query.limit, offset: query.offset };
  });

  registerCall(app, patchOrganization, async ({ query, body, request }) => {
    const { role } = await authorize(request, query.organizationId);
    requireCapability(role, 'organization:edit');
    return presentOrganization(await orgs.updateOrganization(app.db, query.organizationId, body), role);
  });

  registerCall(app, deleteOrganization, async ({ query, request }) => {
    const { role } = await authorize(request, query.organizationId);
    requireCapability(role, 'organization:delete');
    await orgs.deleteOrganization(app.db, query.organizationId);
    return { ok: true as const };
  });
};
