import { useMutation } from '@tanstack/react-query';
import { postAttendance, postAvailability, type AttendanceStatus, type AvailabilityAnswer, type Target } from '@core/api/schedule';
import { callApi } from '../../../lib/api-client';
import { invalidateSchedule } from './get-schedule';

/** POST /api/schedule/availability/post: going, maybe, not going (null takes it back). */
export const usePostAvailability = (orgId: string) =>
  useMutation({
    mutationFn: ({ target, answer }: { target: Target; answer: AvailabilityAnswer | null }) =>
      callApi(postAvailability, { query: { orgId, ...target }, body: { answer } }),
    onSuccess: () => invalidateSchedule(),
  });

/** POST /api/schedule/attendance/post (coaches). */
export const usePostAttendance = (orgId: string) =>
  useMutation({
    mutationFn: ({ target, records }: { target: Target; records: { athleteId: string; status: AttendanceStatus | null }[] }) =>
      callApi(postAttendance, { query: { orgId, ...target }, body: { records } }),
    onSuccess: () => invalidateSchedule(),
  });
