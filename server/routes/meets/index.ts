import type { FastifyInstance } from 'fastify';
import { deleteMeet, getMeet, getMeets, patchMeet, postMeet } from '@core/api/meets';
import { authorize, requireCapability } from '../../auth/authorization';
import { cachedAnswer } from '../../http/answer-cache';
import { registerCall } from '../../http/register-call';
import { presentMeet, presentMeetDetail } from '../../presenters/meet';
import { loadMeetDetail } from '../../services/meets/detail';
import * as meets from '../../services/meets/meets';
import { loadTeamSettings } from '../../services/performance/team-settings';
import { meetEventRoutes } from './events';

export const meetsRoutes = async (app: FastifyInstance): Promise<void> => {
  registerCall(app, getMeets, async ({ query, request }) => {
    const [, settings] = await Promise.all([authorize(request, query.orgId), loadTeamSettings(app.db, query.orgId)]);
    const { rows, total } = await meets.listMeets(app.db, query.orgId, query, meets.todayIn(settings.timezone));
    return { items: rows.map(presentMeet), total, limit: query.limit, offset: query.offset };
  });

  // unchanged while the team's data is (decision 014): parents refreshing at a meet get a 304
  registerCall(app, getMeet, async ({ query, request, reply }) => {
    const { dataVersion } = await authorize(request, query.orgId);
    return cachedAnswer(request, reply, getMeet, { organizationId: query.orgId, dataVersion, parts: query.meetId }, async () => {
      const settings = await loadTeamSettings(app.db, query.orgId);
      return presentMeetDetail(await loadMeetDetail(app.db, query.orgId, query.meetId, settings), settings);
    });
  });

  registerCall(app, postMeet, async ({ query, body, request }) => {
    const { role } = await authorize(request, query.orgId);
    requireCapability(role, 'team:write');
    return presentMeet(await meets.createMeet(app.db, query.orgId, body));
  });

  registerCall(app, patchMeet, async ({ query, body, request }) => {
    const { role } = await authorize(request, query.orgId);
    requireCapability(role, 'team:write');
    return presentMeet(await meets.updateMeet(app.db, query.orgId, query.meetId, body));
  });

  registerCall(app, deleteMeet, async ({ query, request }) => {
    const { role } = await authorize(request, query.orgId);
    requireCapability(role, 'team:write');
    await meets.deleteMeet(app.db, query.orgId, query.meetId);
    return { ok: true as const };
  });

  await app.register(meetEventRoutes);
};
