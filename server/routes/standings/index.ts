import type { FastifyInstance } from 'fastify';
import { deleteCompetitor, getCompetitors, getStandings, patchCompetitor, postCompetitor } from '@core/api/standings';
import { registerTeamCall } from '../team-call';
import { presentCompetitor, presentStandings } from '../../presenters/standings';
import { getMeetOr404 } from '../../services/meets/meets';
import * as competitors from '../../services/standings/competitors';
import { loadStandings } from '../../services/standings/standings';

/** Other teams' finishers (coaches and above write, every member reads) and a meet's team standings. */
export const standingsRoutes = async (app: FastifyInstance): Promise<void> => {
  registerTeamCall(app, getCompetitors, 'team:read', async ({ query, access: { settings } }) => {
    await getMeetOr404(app.db, query.orgId, query.meetId);
    const rows = await competitors.listCompetitors(app.db, query.orgId, query.meetId);
    return { items: rows.map((c) => presentCompetitor(c, settings)) };
  });

  registerTeamCall(app, postCompetitor, 'team:write', async ({ query, body, access: { settings } }) =>
    presentCompetitor(await competitors.addCompetitor(app.db, query.orgId, query.eventId, body, settings), settings),
  );

  registerTeamCall(app, patchCompetitor, 'team:write', async ({ query, body, access: { settings } }) =>
    presentCompetitor(await competitors.updateCompetitor(app.db, query.orgId, query.competitorId, body, settings), settings),
  );

  registerTeamCall(app, deleteCompetitor, 'team:write', async ({ query }) => {
    await competitors.deleteCompetitor(app.db, query.orgId, query.competitorId);
    return { ok: true as const };
  });

  registerTeamCall(app, getStandings, 'team:read', async ({ query, access: { settings } }) =>
    presentStandings(await loadStandings(app.db, query.orgId, query.meetId, settings)),
  );
};
