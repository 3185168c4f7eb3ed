import type { FastifyInstance } from 'fastify';
import { exportAthletes, importAthletes, previewAthletesImport } from '@core/api/athletes';
import { authorize, requireCapability } from '../../auth/authorization';
import { registerCall } from '../../http/register-call';
import { exportRosterCsv } from '../../services/athletes/export';
import { commitAthleteImport, previewAthleteImport } from '../../services/athletes/import';

/** Roster import (preview, then all or nothing) and CSV export. */
export const athleteTransferRoutes = async (app: FastifyInstance): Promise<void> => {
  registerCall(app, previewAthletesImport, async ({ query, body, request }) => {
    const { role } = await authorize(request, query.orgId);
    requireCapability(role, 'team:import');
    const preview = await previewAthleteImport(app.db, query.orgId, body.text);
    return { ...preview, rows: preview.rows.map(({ gradYear: _gradYear, ...row }) => row) };
  });

  registerCall(app, importAthletes, async ({ query, body, request }) => {
    const { role } = await authorize(request, query.orgId);
    requireCapability(role, 'team:import');
    return commitAthleteImport(app.db, query.orgId, body.text, body.skipDuplicates);
  });

  registerCall(app, exportAthletes, async ({ query, request, reply }) => {
    // the export carries birthdates and emails: coaches and above only
    const { role } = await authorize(request, query.orgId);
    requireCapability(role, 'team:personal-data');
    const csv = await exportRosterCsv(app.db, query.orgId);
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="roster.csv"');
    return csv;
  });
};
