import { useMutation } from '@tanstack/react-query';
import { patchRelayEntry } from '@core/api/meets';
import type { CallBodyInput } from '@core/api/define-call';
import { callApi } from '../../../lib/api-client';
import { invalidateMeet } from './get-meet';

export type RelayPatch = CallBodyInput<typeof patchRelayEntry>;

/** PATCH /api/meet/event/entry/patch: a relay team's name, legs or alternates. */
export const updateRelay = async (orgId: string, meetId: string, entryId: string, body: RelayPatch) => {
  const entry = await callApi(patchRelayEntry, { query: { orgId, entryId }, body });
  await invalidateMeet(orgId, meetId);
  return entry;
};

export const usePatchRelayEntry = (orgId: string, meetId: string) =>
  useMutation({ mutationFn: (v: { entryId: string; body: RelayPatch }) => updateRelay(orgId, meetId, v.entryId, v.body) });
