import type { FastifyInstance } from 'fastify';
import { getAthleteAttendance, postAttendance } from '@core/api/schedule';
import { registerTeamCall } from '../team-call';
import { presentAthleteAttendance, presentAttendanceRow } from '../../presenters/schedule';
import { privateAthleteOr404 } from '../../services/family/athlete-access';
import { athleteAttendance, attendanceSheet, recordAttendance } from '../../services/schedule/attendance';
import { resolveTarget } from '../../services/schedule/targets';

/**
 * Attendance: coaches take it; an athlete's record is read by coaches, the athlete and their confirmed
 * parents (anyone else: 404, as for an athlete they may not see; decision 052).
 */
export const attendanceRoutes = async (app: FastifyInstance): Promise<void> => {
  registerTeamCall(app, postAttendance, 'team:write', async ({ query, body, access: { user } }) => {
    const target = await resolveTarget(app.db, query.orgId, query, 'all');
    await recordAttendance(app.db, query.orgId, target, body.records, user.id);
    return (await attendanceSheet(app.db, query.orgId, target)).map(presentAttendanceRow);
  });

  registerTeamCall(app, getAthleteAttendance, 'team:read', async ({ query, access: { user, role } }) => {
    await privateAthleteOr404(app.db, query.orgId, user.id, role, query.athleteId);
    return presentAthleteAttendance(await athleteAttendance(app.db, query.orgId, query.athleteId));
  });
};
