import type { FastifyInstance } from 'fastify';
import { deleteCompetitor, getCompetitors, getStandings, patchCompetitor, postCompetitor } from '@core/api/standings';
import { registerTeamCall } from '../team-call';
import { presentCompetitor, presentStandings } from '../../presenters/standings';
import { getVisibleMeetOr404, meetScopeOf } from '../../services/meets/visibility';
import * as competitors from '../../services/standings/competitors';
import { loadStandings } from '../../services/standings/standings';

/** Other teams' finishers (coaches and above write, every member reads) and a meet's team standings. */
export const standingsRoutes = async (app: FastifyInstance): Promise<void> => {
  // a draft meet answers an invitee 404, as an unknown one (decision 046)
  registerTeamCall(app, getCompetitors, 'team:read', async ({ query, access: { settings, role } }) => {
    await getVisibleMeetOr404(app.db, query.orgId, query.meetId, meetScopeOf(role));
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

  registerTeamCall(app, getStandings, 'team:read', async ({ query, access: { settings, role } }) =>
    presentStandings(await loadStandings(app.db, query.orgId, query.meetId, settings, meetScopeOf(role))),
  );
};
