import { useMutation } from '@tanstack/react-query';
import { patchEntrySeed } from '@core/api/meets';
import { callApi } from '../../../lib/api-client';
import { updateCachedMeet } from './get-meet';

/** PATCH /api/meet/event/entry/seed/patch: an entry's seed as typed, or null for the season best again. */
export const saveSeed = async (orgId: string, meetId: string, entryId: string, seed: string | null) => {
  const entry = await callApi(patchEntrySeed, { query: { orgId, entryId }, body: { seed } });
  updateCachedMeet(orgId, meetId, (meet) => ({
    ...meet,
    events: meet.events.map((e) =>
      e.id === entry.eventId ? { ...e, entries: e.entries.map((x) => (x.id === entry.id ? { ...x, seed: entry.seed } : x)) } : e,
    ),
  }));
  return entry;
};

export const usePatchEntrySeed = (orgId: string, meetId: string) =>
  useMutation({ mutationFn: (v: { entryId: string; seed: string | null }) => saveSeed(orgId, meetId, v.entryId, v.seed) });
