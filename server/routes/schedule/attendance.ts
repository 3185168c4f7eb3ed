import type { FastifyInstance } from 'fastify';
import { getAthleteAttendance, postAttendance } from '@core/api/schedule';
import { registerTeamCall } from '../team-call';
import { presentAthleteAttendance, presentAttendanceRow } from '../../presenters/schedule';
import { getAthleteOr404 } from '../../services/athletes/athletes';
import { athleteAttendance, attendanceSheet, recordAttendance } from '../../services/schedule/attendance';
import { resolveTarget } from '../../services/schedule/targets';

/** Attendance: coaches take it and read it per athlete; invitees may not (403). */
export const attendanceRoutes = async (app: FastifyInstance): Promise<void> => {
  registerTeamCall(app, postAttendance, 'team:write', async ({ query, body, access: { user } }) => {
    const target = await resolveTarget(app.db, query.orgId, query, 'all');
    await recordAttendance(app.db, query.orgId, target, body.records, user.id);
    return (await attendanceSheet(app.db, query.orgId, target)).map(presentAttendanceRow);
  });

  registerTeamCall(app, getAthleteAttendance, 'team:write', async ({ query }) => {
    await getAthleteOr404(app.db, query.orgId, query.athleteId);
    return presentAthleteAttendance(await athleteAttendance(app.db, query.orgId, query.athleteId));
  });
};
