import { useMutation } from '@tanstack/react-query';
import { postMeetEvents, postMeetEventsCopy } from '@core/api/meets';
import type { CallBodyInput } from '@core/api/define-call';
import { callApi } from '../../../lib/api-client';
import { invalidateMeet, invalidateMeets, updateCachedMeet } from '../../meet-data';

export type MeetEventsInput = CallBodyInput<typeof postMeetEvents>;
export type MeetEventsCopyInput = CallBodyInput<typeof postMeetEventsCopy>;

/** POST /api/meet/events/bulk/post: many catalogue events at once (one call, one transaction). */
const addMeetEvents = async (orgId: string, meetId: string, body: MeetEventsInput) => {
  const answer = await callApi(postMeetEvents, { query: { orgId, meetId }, body });
  updateCachedMeet(orgId, meetId, (meet) => ({
    ...meet,
    eventCount: meet.eventCount + answer.added.length,
    events: [...meet.events, ...answer.added],
  }));
  await invalidateMeets();
  return answer;
};

export const usePostMeetEvents = (orgId: string, meetId: string) =>
  useMutation({ mutationFn: (body: MeetEventsInput) => addMeetEvents(orgId, meetId, body) });

/** POST /api/meet/events/copy/post: the events (and optionally entries) of an earlier meet. */
const copyMeetEvents = async (orgId: string, meetId: string, body: MeetEventsCopyInput) => {
  const answer = await callApi(postMeetEventsCopy, { query: { orgId, meetId }, body });
  await Promise.all([invalidateMeet(orgId, meetId), invalidateMeets()]);
  return answer;
};

export const usePostMeetEventsCopy = (orgId: string, meetId: string) =>
  useMutation({ mutationFn: (body: MeetEventsCopyInput) => copyMeetEvents(orgId, meetId, body) });
