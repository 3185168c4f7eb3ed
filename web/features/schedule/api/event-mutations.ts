import { useMutation } from '@tanstack/react-query';
import {
  deleteScheduleEvent,
  patchScheduleEvent,
  postScheduleEvent,
  type EditScope,
  type ScheduleEventInput,
  type ScheduleEventPatch,
} from '@core/api/schedule';
import { callApi } from '../../../lib/api-client';
import { invalidateSchedule } from './get-schedule';

/** POST /api/schedule/events/post */
export const usePostScheduleEvent = (orgId: string) =>
  useMutation({
    mutationFn: (body: ScheduleEventInput) => callApi(postScheduleEvent, { query: { orgId }, body }),
    onSuccess: () => invalidateSchedule(),
  });

/** PATCH /api/schedule/event/patch: the series, one occurrence, or this and following. */
export const usePatchScheduleEvent = (orgId: string) =>
  useMutation({
    mutationFn: ({ eventId, body }: { eventId: string; body: ScheduleEventPatch }) =>
      callApi(patchScheduleEvent, { query: { orgId, eventId }, body }),
    onSuccess: () => invalidateSchedule(),
  });

/** DELETE /api/schedule/event/delete: the series, one occurrence (cancelled), or this and following. */
export const useDeleteScheduleEvent = (orgId: string) =>
  useMutation({
    mutationFn: ({ eventId, scope, occurrence }: { eventId: string; scope: EditScope; occurrence?: string }) =>
      callApi(deleteScheduleEvent, { query: { orgId, eventId, scope, occurrence } }),
    onSuccess: () => invalidateSchedule(),
  });
