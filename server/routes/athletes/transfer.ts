import type { FastifyInstance } from 'fastify';
import { exportAthletes, importAthletes, previewAthletesImport } from '@core/api/athletes';
import { registerTeamCall } from '../team-call';
import { exportRosterCsv } from '../../services/athletes/export';
import { commitAthleteImport, previewAthleteImport } from '../../services/athletes/import';

/** Roster import (preview, then all or nothing) and CSV export. */
export const athleteTransferRoutes = async (app: FastifyInstance): Promise<void> => {
  registerTeamCall(app, previewAthletesImport, 'team:import', async ({ query, body }) => {
    const preview = await previewAthleteImport(app.db, query.orgId, body.text);
    return { ...preview, rows: preview.rows.map(({ gradYear: _gradYear, ...row }) => row) };
  });

  registerTeamCall(app, importAthletes, 'team:import', async ({ query, body }) => commitAthleteImport(app.db, query.orgId, body.text, body.skipDuplicates));

  registerTeamCall(app, exportAthletes, 'team:read', async ({ query, reply }) => {
    const csv = await exportRosterCsv(app.db, query.orgId);
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="roster.csv"');
    return csv;
  });
};
