import type { FastifyInstance } from 'fastify';
import { deleteResult, postMeetResults, postResult } from '@core/api/results';
import { authorize, requireCapability } from '../../auth/authorization';
import { registerCall } from '../../http/register-call';
import { presentFlags, presentResult } from '../../presenters/result';
import { loadTeamSettings } from '../../services/performance/team-settings';
import * as save from '../../services/results/save';
import { resultImportRoutes } from './import';

export const resultsRoutes = async (app: FastifyInstance): Promise<void> => {
  const writer = async (request: Parameters<typeof authorize>[0], orgId: string) => {
    const [{ role }, settings] = await Promise.all([authorize(request, orgId), loadTeamSettings(app.db, orgId)]);
    requireCapability(role, 'team:write');
    return settings;
  };

  registerCall(app, postResult, async ({ query, body, request }) => {
    const settings = await writer(request, query.orgId);
    const { record, flags } = await save.saveResult(app.db, query.orgId, query.entryId, body, settings);
    return { result: presentResult(record, settings), flags: presentFlags(flags) };
  });

  registerCall(app, postMeetResults, async ({ query, body, request }) => {
    const settings = await writer(request, query.orgId);
    const saved = await save.saveMeetResults(app.db, query.orgId, query.meetId, body.results, settings);
    return { results: saved.map(({ record, flags }) => ({ result: presentResult(record, settings), flags: presentFlags(flags) })) };
  });

  registerCall(app, deleteResult, async ({ query, request }) => {
    await writer(request, query.orgId);
    await save.deleteResult(app.db, query.orgId, query.resultId);
    return { ok: true as const };
  });

  await app.register(resultImportRoutes);
};
