import { useQuery } from '@tanstack/react-query';
import { getAthleteAttendance } from '@core/api/schedule';
import { callApi } from '../../../lib/api-client';

/** GET /api/athlete/attendance/get (coaches): an athlete's attendance with counts. */
export const useAthleteAttendance = (orgId: string | undefined, athleteId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['schedule', 'athlete-attendance', orgId, athleteId] as const,
    queryFn: () => callApi(getAthleteAttendance, { query: { orgId: orgId!, athleteId } }),
    enabled: Boolean(orgId) && enabled,
  });
