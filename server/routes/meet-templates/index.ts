import type { FastifyInstance } from 'fastify';
import { deleteMeetTemplate, getMeetTemplates, patchMeetTemplate, postMeetTemplate } from '@core/api/meet-templates';
import { registerTeamCall } from '../team-call';
import { presentMeetTemplate } from '../../presenters/meet-template';
import * as templates from '../../services/meets/templates';

/** Meet templates: coaches and above keep, rename and delete them (team:write, listing too: they exist to set meets up). */
export const meetTemplatesRoutes = async (app: FastifyInstance): Promise<void> => {
  registerTeamCall(app, getMeetTemplates, 'team:write', async ({ query }) => ({
    items: (await templates.listTemplates(app.db, query.orgId)).map(presentMeetTemplate),
  }));

  registerTeamCall(app, postMeetTemplate, 'team:write', async ({ query, body }) =>
    presentMeetTemplate(await templates.saveTemplate(app.db, query.orgId, body)),
  );

  registerTeamCall(app, patchMeetTemplate, 'team:write', async ({ query, body }) =>
    presentMeetTemplate(await templates.renameTemplate(app.db, query.orgId, query.templateId, body.name)),
  );

  registerTeamCall(app, deleteMeetTemplate, 'team:write', async ({ query }) => {
    await templates.deleteTemplate(app.db, query.orgId, query.templateId);
    return { ok: true as const };
  });
};
