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
import { authorize, requireCapability } from '../../auth/authorization';
import { cachedAnswer } from '../../http/answer-cache';
import { registerCall } from '../../http/register-call';
import { presentHistoricalRecord, presentHistoryStep, presentRecordMark } from '../../presenters/records';
import { loadTeamSettings } from '../../services/performance/team-settings';
import { loadBoard } from '../../services/records/board';
import * as historical from '../../services/records/historical';
import { loadRecordHistory } from '../../services/records/history';
import { checkRecordRows, commitRecordRows, previewOf } from '../../services/records/import';
import { loadScopeOptions, scopeOf } from '../../services/records/scope';

export const recordsRoutes = async (app: FastifyInstance): Promise<void> => {
  // derived live from results; unchanged while the team's data is (decision 014)
  registerCall(app, getRecords, async ({ query, request, reply }) => {
    const { dataVersion } = await authorize(request, query.orgId);
    return cachedAnswer(request, reply, getRecords, { organizationId: query.orgId, dataVersion, parts: query }, async () => {
      const [settings, options] = await Promise.all([loadTeamSettings(app.db, query.orgId), loadScopeOptions(app.db, query.orgId)]);
      const scope = scopeOf(query, options);
      const events = await loadBoard(app.db, query.orgId, scope, settings.handTimeConversion, query.top);
      return {
        handTimeConversion: settings.handTimeConversion,
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

  registerCall(app, getRecordHistory, async ({ query, request, reply }) => {
    const { dataVersion } = await authorize(request, query.orgId);
    return cachedAnswer(request, reply, getRecordHistory, { organizationId: query.orgId, dataVersion, parts: query }, async () => {
      const [settings, options] = await Promise.all([loadTeamSettings(app.db, query.orgId), loadScopeOptions(app.db, query.orgId)]);
      const steps = await loadRecordHistory(app.db, query.orgId, scopeOf(query, options), query.eventType, settings.handTimeConversion);
      return { eventType: query.eventType, steps: steps.map((s) => presentHistoryStep(s, settings)) };
    });
  });

  registerCall(app, getHistoricalRecords, async ({ query, request }) => {
    await authorize(request, query.orgId);
    const settings = await loadTeamSettings(app.db, query.orgId);
    const rows = await historical.listHistoricalRecords(app.db, query.orgId, settings.handTimeConversion);
    return { items: rows.map((r) => presentHistoricalRecord(r, settings)) };
  });

  registerCall(app, postHistoricalRecord, async ({ query, body, request }) => {
    const { role } = await authorize(request, query.orgId);
    requireCapability(role, 'team:write');
    const settings = await loadTeamSettings(app.db, query.orgId);
    return presentHistoricalRecord(await historical.createHistoricalRecord(app.db, query.orgId, body, settings), settings);
  });

  registerCall(app, patchHistoricalRecord, async ({ query, body, request }) => {
    const { role } = await authorize(request, query.orgId);
    requireCapability(role, 'team:write');
    const settings = await loadTeamSettings(app.db, query.orgId);
    return presentHistoricalRecord(await historical.updateHistoricalRecord(app.db, query.orgId, query.recordId, body, settings), settings);
  });

  registerCall(app, deleteHistoricalRecord, async ({ query, request }) => {
    const { role } = await authorize(request, query.orgId);
    requireCapability(role, 'team:write');
    await historical.deleteHistoricalRecord(app.db, query.orgId, query.recordId);
    return { ok: true as const };
  });

  registerCall(app, postRecordImportPreview, async ({ query, body, request }) => {
    const { role } = await authorize(request, query.orgId);
    requireCapability(role, 'team:import');
    const settings = await loadTeamSettings(app.db, query.orgId);
    return previewOf(await checkRecordRows(app.db, query.orgId, body.text, settings));
  });

  registerCall(app, postRecordImport, async ({ query, body, request }) => {
    const { role } = await authorize(request, query.orgId);
    requireCapability(role, 'team:import');
    const settings = await loadTeamSettings(app.db, query.orgId);
    return { created: await commitRecordRows(app.db, query.orgId, await checkRecordRows(app.db, query.orgId, body.text, settings)) };
  });
};
