import { useMutation } from '@tanstack/react-query';
import { postRelayEntry } from '@core/api/meets';
import type { CallBodyInput } from '@core/api/define-call';
import { callApi } from '../../../lib/api-client';
import { invalidateMeet } from '../../meet-data';

export type RelayInput = CallBodyInput<typeof postRelayEntry>;

/** POST /api/meet/event/relays/post: a relay team of 4 legs in running order plus alternates. */
export const enterRelay = async (orgId: string, meetId: string, eventId: string, body: RelayInput) => {
  const entry = await callApi(postRelayEntry, { query: { orgId, eventId }, body });
  await invalidateMeet(orgId, meetId);
  return entry;
};

export const usePostRelayEntry = (orgId: string, meetId: string) =>
  useMutation({ mutationFn: (v: { eventId: string; body: RelayInput }) => enterRelay(orgId, meetId, v.eventId, v.body) });
