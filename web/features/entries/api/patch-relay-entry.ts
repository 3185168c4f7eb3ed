import { useMutation } from '@tanstack/react-query';
import { patchRelayEntry } from '@core/api/meets';
import type { CallBodyInput } from '@core/api/define-call';
import { callApi } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { invalidateMeet } from '../../meet-data';

export type RelayPatch = CallBodyInput<typeof patchRelayEntry>;

/**
 * PATCH /api/meet/event/entry/patch: a relay team's name, legs or alternates, at the entry's version
 * as read. A stale version (changed elsewhere meanwhile) throws the 409 after fetching the meet again,
 * so the form can be checked against what is saved before it is sent once more.
 */
export const updateRelay = async (orgId: string, meetId: string, entryId: string, body: RelayPatch) => {
  try {
    const entry = await callApi(patchRelayEntry, { query: { orgId, entryId }, body });
    await invalidateMeet(orgId, meetId);
    return entry;
  } catch (error) {
    if (isApiError(error, 409)) await invalidateMeet(orgId, meetId);
    throw error;
  }
};

export const usePatchRelayEntry = (orgId: string, meetId: string) =>
  useMutation({ mutationFn: (v: { entryId: string; body: RelayPatch }) => updateRelay(orgId, meetId, v.entryId, v.body) });
