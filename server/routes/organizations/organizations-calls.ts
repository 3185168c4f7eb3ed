import type { FastifyInstance } from 'fastify';
import { deleteOrganization, getAdminOrganizations, getOrganizations, patchOrganization, postOrganization } from '@core/api/organizations';
import { currentUser, inAdminMode } from '../../auth/authorization';
import { badRequest, forbidden } from '../../http/http-error';
import { registerCall } from '../../http/register-call';
import { registerTeamCall } from '../team-call';
import { presentAdminOrganization, presentOrganization, presentOrganizationSummary } from '../../presenters/organization';
import { listAllOrganizations } from '../../services/organizations/admin-list';
import * as orgs from '../../services/organizations/organizations';
import { checkLogoReference } from '../../storage/image-reference';

/** The calls of core/api/organizations.ts (/api/organizations/…): create, list the caller's (or every, for an admin), change, delete. */
export const organizationsCalls = async (app: FastifyInstance): Promise<void> => {
  registerCall(app, postOrganization, async ({ body, request }) => {
    const me = await currentUser(request);
    // A logo is a file of the team (<orgId>/…), so none can exist before the team does.
    if (body.logo != null) {
      throw badRequest('body.logo: add a logo once the team exists (upload it, then PATCH /api/organizations/patch)', 'body.logo');
    }
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

  registerTeamCall(app, patchOrganization, 'organization:edit', async ({ query, body, access: { role } }) => {
    await checkLogoReference(app.db, body.logo, query.organizationId);
    return presentOrganization(await orgs.updateOrganization(app.db, query.organizationId, body), role);
  });

  registerTeamCall(app, deleteOrganization, 'organization:delete', async ({ query, request }) => {
    await orgs.deleteOrganization(app.db, query.organizationId, {
      backend: app.storage.backend,
      onError: (err, file) => request.log.warn({ err, key: file.fullPath }, 'could not remove the bytes of a deleted file'),
    });
    return { ok: true as const };
  });
};
