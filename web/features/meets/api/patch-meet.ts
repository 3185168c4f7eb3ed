import { useMutation } from '@tanstack/react-query';
import { patchMeet } from '@core/api/meets';
import type { CallBodyInput } from '@core/api/define-call';
import { callApi } from '../../../lib/api-client';
import { invalidateCourses } from '../../courses';
import { invalidateSchedule } from '../../schedule';
import { invalidateMeet, invalidateMeets, updateCachedMeet } from '../../meet-data';

export type MeetPatch = CallBodyInput<typeof patchMeet>;

/** PATCH /api/meet/patch: edits the meet or moves it through its lifecycle (409 for a move not allowed). */
export const updateMeet = async (orgId: string, meetId: string, body: MeetPatch) => {
  const meet = await callApi(patchMeet, { query: { orgId, meetId }, body });
  updateCachedMeet(orgId, meetId, (cached) => ({ ...cached, ...meet }));
  await Promise.all([invalidateMeets(), invalidateMeet(orgId, meetId), invalidateSchedule(), invalidateCourses()]);
  return meet;
};

export const usePatchMeet = (orgId: string, meetId: string) =>
  useMutation({ mutationFn: (body: MeetPatch) => updateMeet(orgId, meetId, body) });
