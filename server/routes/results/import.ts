import type { FastifyInstance } from 'fastify';
import { importResults, previewResultsImport } from '@core/api/results';
import { registerTeamCall } from '../team-call';
import { actorOf } from '../../services/results/history';
import { commitResultImport, previewResultImport } from '../../services/results/import';

/** Results import into a meet (CSV, FinishLynx .lif, Hy-Tek): preview, then all or nothing (team:import). */
export const resultImportRoutes = async (app: FastifyInstance): Promise<void> => {
  registerTeamCall(app, previewResultsImport, 'team:import', async ({ query, body, access: { settings } }) => {
    return previewResultImport(app.db, query.orgId, query.meetId, body, settings);
  });

  registerTeamCall(app, importResults, 'team:import', async ({ query, body, access: { settings, user } }) => {
    return commitResultImport(app.db, query.orgId, query.meetId, body, settings, actorOf(user));
  });
};
