import { useMutation } from '@tanstack/react-query';
import { ENTRY_CHANGED_CODE, entrySchema, patchEntrySeed, type Entry } from '@core/api/meets';
import { callApi } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { updateCachedMeet } from '../../meet-data';

/** Puts an entry's seed and version as the server answered them on the cached meet. */
const cacheSeed = (orgId: string, meetId: string, entry: Entry) =>
  updateCachedMeet(orgId, meetId, (meet) => ({
    ...meet,
    events: meet.events.map((e) =>
      e.id === entry.eventId
        ? { ...e, entries: e.entries.map((x) => (x.id === entry.id ? { ...x, seed: entry.seed, version: entry.version } : x)) }
        : e,
    ),
  }));

/**
 * PATCH /api/meet/event/entry/seed/patch: an entry's seed as typed, or null for the season best
 * again, at the entry's version as read. A stale version (changed elsewhere meanwhile) throws the 409
 * after putting the entry as saved now on the cached meet: the field shows it and the next send
 * names its version, so the coach decides.
 */
export const saveSeed = async (orgId: string, meetId: string, entry: Pick<Entry, 'id' | 'version'>, seed: string | null) => {
  try {
    const saved = await callApi(patchEntrySeed, { query: { orgId, entryId: entry.id }, body: { seed, expectedVersion: entry.version } });
    cacheSeed(orgId, meetId, saved);
    return saved;
  } catch (error) {
    const current = isApiError(error, 409) && error.code === ENTRY_CHANGED_CODE ? entrySchema.safeParse(error.current) : null;
    if (current?.success) cacheSeed(orgId, meetId, current.data);
    throw error;
  }
};

export const usePatchEntrySeed = (orgId: string, meetId: string) =>
  useMutation({
    mutationFn: (v: { entry: Pick<Entry, 'id' | 'version'>; seed: string | null }) => saveSeed(orgId, meetId, v.entry, v.seed),
  });
