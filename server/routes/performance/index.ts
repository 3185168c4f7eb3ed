import type { FastifyInstance } from 'fastify';
import { getRecentPrs } from '@core/api/performance';
import { formatMark } from '@core/marks';
import { cachedAnswer } from '../../http/answer-cache';
import { registerTeamCall } from '../team-call';
import { presentResultSummary } from '../../presenters/result';
import { todayIn } from '../../services/meets/meets';
import { loadRecentPrs } from '../../services/performance/recent-prs';
import { markOptions } from '../../services/organizations/team-settings';
import { markOfRow } from '../../services/results/mark-row';

export const performanceRoutes = async (app: FastifyInstance): Promise<void> => {
  registerTeamCall(app, getRecentPrs, 'team:read', async ({ query, request, reply, access: { dataVersion, settings } }) => {
    return cachedAnswer(request, reply, getRecentPrs, { organizationId: query.orgId, dataVersion, parts: query }, async () => {
      const prs = await loadRecentPrs(app.db, query.orgId, todayIn(settings.timezone), settings.handTimeConversion, query.limit);
      return {
        items: prs.map(({ record, previous }) => ({
          athleteId: record.row.athleteId!,
          athleteName: record.athleteName ?? '',
          result: presentResultSummary(record, settings),
          previous: previous ? formatMark(previous.row.eventType, markOfRow(previous.row), markOptions(settings)) : null,
        })),
      };
    });
  });
};
