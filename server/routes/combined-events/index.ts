import type { FastifyInstance } from 'fastify';
import { deleteCombinedMark, getCombinedSheet, postCombinedMark } from '@core/api/combined-events';
import { presentCombinedSheet } from '../../presenters/combined-events';
import * as sheets from '../../services/combined-events/sheet';
import { meetScopeOf } from '../../services/meets/visibility';
import { actorOf } from '../../services/results/history';
import { registerTeamCall } from '../team-call';

export const combinedEventsRoutes = async (app: FastifyInstance): Promise<void> => {
  registerTeamCall(app, getCombinedSheet, 'team:read', async ({ query, access: { settings, role } }) =>
    presentCombinedSheet(await sheets.getCombinedSheet(app.db, query.orgId, query.eventId, meetScopeOf(role)), settings),
  );

  // a discipline mark rewrites the totals: who typed it is who the totals' history names
  registerTeamCall(app, postCombinedMark, 'team:write', async ({ query, body, access: { settings, user } }) =>
    presentCombinedSheet(await sheets.saveCombinedMark(app.db, query.orgId, query.entryId, body, settings, actorOf(user)), settings),
  );

  registerTeamCall(app, deleteCombinedMark, 'team:write', async ({ query, access: { settings, user } }) =>
    presentCombinedSheet(
      await sheets.deleteCombinedMark(app.db, query.orgId, query.entryId, query.discipline, settings, actorOf(user)),
      settings,
    ),
  );
};
