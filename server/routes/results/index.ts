import type { FastifyInstance } from 'fastify';
import { deleteResult, postResult } from '@core/api/results';
import { registerTeamCall } from '../team-call';
import { presentFlags, presentResult } from '../../presenters/result';
import * as save from '../../services/results/save';
import { resultImportRoutes } from './import';

export const resultsRoutes = async (app: FastifyInstance): Promise<void> => {
  registerTeamCall(app, postResult, 'team:write', async ({ query, body, access: { settings } }) => {
    const { record, flags } = await save.saveResult(app.db, query.orgId, query.entryId, body, settings);
    return { result: presentResult(record, settings), flags: presentFlags(flags) };
  });

  registerTeamCall(app, deleteResult, 'team:write', async ({ query }) => {
    await save.deleteResult(app.db, query.orgId, query.resultId);
    return { ok: true as const };
  });

  await app.register(resultImportRoutes);
};
