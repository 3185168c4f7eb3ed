import { todayIn } from '@core/schedule/time-zones';
import type { FastifyInstance } from 'fastify';
import { deleteMeet, getMeet, getMeets, patchMeet, postMeet } from '@core/api/meets';
import { cachedAnswer } from '../../http/answer-cache';
import { registerTeamCall } from '../team-call';
import { presentMeet, presentMeetDetail } from '../../presenters/meet';
import { loadMeetDetail } from '../../services/meets/detail';
import * as meets from '../../services/meets/meets';
import { applyTemplate, getTemplateOr404 } from '../../services/meets/templates';
import { meetScopeOf } from '../../services/meets/visibility';
import { meetEventRoutes } from './events';

export const meetsRoutes = async (app: FastifyInstance): Promise<void> => {
  // an invitee never sees a draft (decision 046): not listed, and 404 as an unknown meet
  registerTeamCall(app, getMeets, 'team:read', async ({ query, access: { settings, role } }) => {
    const { rows, total } = await meets.listMeets(app.db, query.orgId, query, todayIn(settings.timezone), meetScopeOf(role));
    return { items: rows.map(presentMeet), total, limit: query.limit, offset: query.offset };
  });

  // unchanged while the team's data is (decision 014): parents refreshing at a meet get a 304
  registerTeamCall(app, getMeet, 'team:read', async ({ query, request, reply, access: { dataVersion, settings, role } }) => {
    const scope = meetScopeOf(role);
    return cachedAnswer(
      request,
      reply,
      getMeet,
      { organizationId: query.orgId, dataVersion, parts: { meetId: query.meetId, scope } },
      async () => presentMeetDetail(await loadMeetDetail(app.db, query.orgId, query.meetId, settings, scope), settings),
    );
  });

  // a template named is found first (404 otherwise), so a meet is never left half made
  registerTeamCall(app, postMeet, 'team:write', async ({ query, body: { fromTemplate, ...input } }) => {
    const template = fromTemplate ? await getTemplateOr404(app.db, query.orgId, fromTemplate.templateId) : null;
    const record = await meets.createMeet(app.db, query.orgId, input);
    if (!template || !fromTemplate) return presentMeet(record);
    await applyTemplate(app.db, query.orgId, record.meet.id, template, fromTemplate.entries);
    return presentMeet(await meets.getMeetRecord(app.db, query.orgId, record.meet.id, 'all'));
  });

  registerTeamCall(app, patchMeet, 'team:write', async ({ query, body, access: { user } }) =>
    presentMeet(await meets.updateMeet(app.db, query.orgId, query.meetId, body, user.id)),
  );

  registerTeamCall(app, deleteMeet, 'team:write', async ({ query }) => {
    await meets.deleteMeet(app.db, query.orgId, query.meetId);
    return { ok: true as const };
  });

  await app.register(meetEventRoutes);
};
