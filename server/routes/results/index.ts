import type { FastifyInstance } from 'fastify';
import { deleteResult, getResultHistory, postResult, RESULT_CHANGED_CODE } from '@core/api/results';
import { registerTeamCall } from '../team-call';
import { staleVersion } from '../../http/http-error';
import { presentChange, presentConflict, presentFlags, presentResult } from '../../presenters/result';
import type { TeamSettings } from '../../services/organizations/team-settings';
import { actorOf, loadHistory } from '../../services/results/history';
import * as save from '../../services/results/save';
import { StaleResultError } from '../../services/results/stale';
import { resultImportRoutes } from './import';

/** A stale save or delete answers 409 result-changed with the result as saved now (decision 039). */
const answeringStale = async <T>(settings: TeamSettings, run: () => Promise<T>): Promise<T> => {
  try {
    return await run();
  } catch (error) {
    if (error instanceof StaleResultError) throw staleVersion(error.message, RESULT_CHANGED_CODE, presentConflict(error, settings));
    throw error;
  }
};

export const resultsRoutes = async (app: FastifyInstance): Promise<void> => {
  registerTeamCall(app, postResult, 'team:write', async ({ query, body, access: { settings, user } }) => {
    const { record, flags } = await answeringStale(settings, () =>
      save.saveResult(app.db, query.orgId, query.entryId, body, settings, actorOf(user)),
    );
    return { result: presentResult(record, settings), flags: presentFlags(flags) };
  });

  registerTeamCall(app, deleteResult, 'team:write', async ({ query, access: { settings, user } }) => {
    await answeringStale(settings, () => save.deleteResult(app.db, query.orgId, query.resultId, query.version, settings, actorOf(user)));
    return { ok: true as const };
  });

  // the audit trail of a disputed mark: staff only ('team:write'), never the athletes and parents invited
  registerTeamCall(app, getResultHistory, 'team:write', async ({ query }) => {
    const changes = await loadHistory(app.db, query.orgId, query.entryId);
    return { changes: changes.map(presentChange) };
  });

  await app.register(resultImportRoutes);
};
