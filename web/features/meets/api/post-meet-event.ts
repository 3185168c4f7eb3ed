import { useMutation } from '@tanstack/react-query';
import { postMeetEvent } from '@core/api/meets';
import type { CallBodyInput } from '@core/api/define-call';
import { callApi } from '../../../lib/api-client';
import { invalidateMeets, updateCachedMeet } from '../../meet-data';

export type MeetEventInput = CallBodyInput<typeof postMeetEvent>;

/** POST /api/meet/events/post: adds a catalogue event (e.g. female-100m) to the meet. */
export const addMeetEvent = async (orgId: string, meetId: string, body: MeetEventInput) => {
  const event = await callApi(postMeetEvent, { query: { orgId, meetId }, body });
  updateCachedMeet(orgId, meetId, (meet) => ({ ...meet, eventCount: meet.eventCount + 1, events: [...meet.events, event] }));
  await invalidateMeets();
  return event;
};

export const usePostMeetEvent = (orgId: string, meetId: string) =>
  useMutation({ mutationFn: (body: MeetEventInput) => addMeetEvent(orgId, meetId, body) });
