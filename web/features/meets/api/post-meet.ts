import { useMutation } from '@tanstack/react-query';
import { postMeet } from '@core/api/meets';
import type { CallBodyInput } from '@core/api/define-call';
import { callApi } from '../../../lib/api-client';
import { invalidateCourses } from '../../courses';
import { invalidateSchedule } from '../../schedule';
import { invalidateMeets } from '../../meet-data';

type NewMeet = CallBodyInput<typeof postMeet>;

/** POST /api/meets/post: creates a meet (a draft unless a status is given), with a template's events if one is named. */
export const createMeet = async (orgId: string, body: NewMeet) => {
  const meet = await callApi(postMeet, { query: { orgId }, body });
  await Promise.all([invalidateMeets(), invalidateSchedule(), invalidateCourses()]);
  return meet;
};

export const usePostMeet = (orgId: string) => useMutation({ mutationFn: (body: NewMeet) => createMeet(orgId, body) });
