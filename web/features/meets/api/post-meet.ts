import { useMutation } from '@tanstack/react-query';
import { postMeet, type MeetInput } from '@core/api/meets';
import { callApi } from '../../../lib/api-client';
import { invalidateMeets } from './get-meets';

/** POST /api/meets/post: creates a meet (a draft unless a status is given). */
export const createMeet = async (orgId: string, body: MeetInput) => {
  const meet = await callApi(postMeet, { query: { orgId }, body });
  await invalidateMeets();
  return meet;
};

export const usePostMeet = (orgId: string) => useMutation({ mutationFn: (body: MeetInput) => createMeet(orgId, body) });
