import type { FastifyInstance } from 'fastify';
import {
  deleteHistoricalRecord,
  getHistoricalRecords,
  getRecordHistory,
  getRecords,
  patchHistoricalRecord,
  postHistoricalRecord,
  postRecordImport,
  postRecordImportPreview,
} from '@core/api/records';
import { cachedAnswer } from '../../http/answer-cache';
import { registerTeamCall } from '../team-call';
import { presentHistoricalRecord, presentHistoryStep, presentRecordMark } from '../../presenters/records';
import { loadBoard } from '../../services/records/board';
import * as historical from '../../services/records/historical';
import { loadRecordHistory } from '../../services/records/history';
import { checkRecordRows, commitRecordRows, previewOf } from '../../services/records/import';
import { loadScopeOptions, scopeOf } from '../../services/records/scope';
import { meetScopeOf } from '../../services/meets/visibility';
import { handTimeComparison } from '../../services/organizations/team-settings';

export const recordsRoutes = async (app: FastifyInstance): Promise<void> => {
  // derived live from results; unchanged while the team's data is (decision 014)
  // an invitee's boards leave out results of draft meets (decision 046)
  registerTeamCall(app, getRecords, 'team:read', async ({ query, request, reply, access: { dataVersion, settings, role } }) => {
    const meets = meetScopeOf(role);
    return cachedAnswer(request, reply, getRecords, { organizationId: query.orgId, dataVersion, parts: { ...query, meets } }, async () => {
      const options = await loadScopeOptions(app.db, query.orgId, meets);
      const scope = scopeOf(query, options, meets);
      const events = await loadBoard(app.db, query.orgId, scope, settings.conversion, query.top);
      return {
        ...handTimeComparison(settings),
        seasons: options.seasons,
        grades: options.grades,
        board: scope.board,
        environment: scope.indoor ? ('indoor' as const) : ('outdoor' as const),
        season: scope.season,
        grade: scope.grade,
        events: events.map((e) => {
          const top = e.top.map((t) => presentRecordMark(t.mark, t.place, settings));
          return { eventType: e.eventType, record: top.filter((t) => t.place === 1), top };
        }),
      };
    });
  });

  registerTeamCall(app, getRecordHistory, 'team:read', async ({ query, request, reply, access: { dataVersion, settings, role } }) => {
    const meets = meetScopeOf(role);
    return cachedAnswer(
      request,
      reply,
      getRecordHistory,
      { organizationId: query.orgId, dataVersion, parts: { ...query, meets } },
      async () => {
        const options = await loadScopeOptions(app.db, query.orgId, meets);
        const steps = await loadRecordHistory(app.db, query.orgId, scopeOf(query, options, meets), query.eventType, settings.conversion);
        return { eventType: query.eventType, steps: steps.map((s) => presentHistoryStep(s, settings)) };
      },
    );
  });

  registerTeamCall(app, getHistoricalRecords, 'team:read', async ({ query, access: { settings } }) => {
    const rows = await historical.listHistoricalRecords(app.db, query.orgId, settings.conversion);
    return { items: rows.map((r) => presentHistoricalRecord(r, settings)) };
  });

  registerTeamCall(app, postHistoricalRecord, 'team:write', async ({ query, body, access: { settings } }) => {
    return presentHistoricalRecord(await historical.createHistoricalRecord(app.db, query.orgId, body, settings), settings);
  });

  registerTeamCall(app, patchHistoricalRecord, 'team:write', async ({ query, body, access: { settings } }) => {
    return presentHistoricalRecord(await historical.updateHistoricalRecord(app.db, query.orgId, query.recordId, body, settings), settings);
  });

  registerTeamCall(app, deleteHistoricalRecord, 'team:write', async ({ query }) => {
    await historical.deleteHistoricalRecord(app.db, query.orgId, query.recordId);
    return { ok: true as const };
  });

  registerTeamCall(app, postRecordImportPreview, 'team:import', async ({ query, body, access: { settings } }) => {
    return previewOf(await checkRecordRows(app.db, query.orgId, body.text, settings));
  });

  registerTeamCall(app, postRecordImport, 'team:import', async ({ query, body, access: { settings } }) => {
    return { created: await commitRecordRows(app.pool, query.orgId, await checkRecordRows(app.db, query.orgId, body.text, settings)) };
  });
};
