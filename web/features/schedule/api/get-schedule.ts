import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getSchedule } from '@core/api/schedule';
import { callApi } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export interface ScheduleRange {
  /** first and last day shown (YYYY-MM-DD, team's zone) */
  from: string;
  to: string;
  mine?: boolean;
}

/** GET /api/schedule/get: occurrences of team events and meets between two days. */
export const fetchSchedule = (orgId: string, range: ScheduleRange) =>
  callApi(getSchedule, { query: { orgId, from: range.from, to: range.to, mine: range.mine ? 'true' : 'false' } });

export const scheduleQueryOptions = (orgId: string, range: ScheduleRange) =>
  queryOptions({
    queryKey: ['schedule', orgId, range] as const,
    queryFn: () => fetchSchedule(orgId, range),
    placeholderData: keepPreviousData,
  });

export const useSchedule = (orgId: string | undefined, range: ScheduleRange | null) =>
  useQuery({ ...scheduleQueryOptions(orgId ?? '', range ?? { from: '', to: '' }), enabled: Boolean(orgId && range) });

/** Every calendar read, occurrence and attendance answer of the schedule. */
export const invalidateSchedule = () => queryClient.invalidateQueries({ queryKey: ['schedule'] });
