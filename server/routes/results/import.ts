import type { FastifyInstance } from 'fastify';
import { importResults, previewResultsImport } from '@core/api/results';
import { authorize, requireCapability } from '../../auth/authorization';
import { registerCall } from '../../http/register-call';
import { loadTeamSettings } from '../../services/performance/team-settings';
import { commitResultImport, previewResultImport } from '../../services/results/import';

/** Results import into a meet (CSV, FinishLynx .lif, Hy-Tek): preview, then all or nothing (team:import). */
export const resultImportRoutes = async (app: FastifyInstance): Promise<void> => {
  const importer = async (request: Parameters<typeof authorize>[0], orgId: string) => {
    const [{ role }, settings] = await Promise.all([authorize(request, orgId), loadTeamSettings(app.db, orgId)]);
    requireCapability(role, 'team:import');
    return settings;
  };

  registerCall(app, previewResultsImport, async ({ query, body, request }) => {
    const settings = await importer(request, query.orgId);
    return previewResultImport(app.db, query.orgId, query.meetId, body, settings);
  });

  registerCall(app, importResults, async ({ query, body, request }) => {
    const settings = await importer(request, query.orgId);
    return commitResultImport(app.db, query.orgId, query.meetId, body, settings);
  });
};
