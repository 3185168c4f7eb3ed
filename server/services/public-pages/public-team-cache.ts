/**
 * The team behind each public address, kept in this process so a cached public page costs no query
 * (decision 051): `/t/<slug>` -> the team row (its data version in it) while the version is known.
 * Evicted when the access feed tells of a change to the team's row (every data version bump NOTIFYs
 * `o:<team>`), emptied on a feed gap or a change of unknown scope, and by every write this process
 * answers (`forgetAll`, team-cache-plugin.ts). Settings saved by another process (they NOTIFY nothing) and
 * changes missed while the feed is down are seen within TTL_MS, the meet page's own max-age.
 */
import type { AccessEvent } from '../../auth/access-events';
import type { Db } from '../../db/database';
import { createMemoryCache } from '../../http/memory-cache';
import { getPublicTeamOr404, type PublicTeam } from './public-team';

const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

export const createPublicTeamCache = (db: Db) => {
  const kept = createMemoryCache<PublicTeam>({ maxEntries: MAX_ENTRIES, ttlMs: TTL_MS });
  const pending = new Map<string, Promise<PublicTeam>>();
  /** bumped by every eviction: an answer read before one is not kept */
  let generation = 0;

  const forgetAll = () => {
    generation += 1;
    pending.clear();
    kept.clear();
  };

  /** The team at `/t/<slug>` whose page is on, from memory when known; 404 as `getPublicTeamOr404`. */
  const get = (slug: string): PublicTeam | Promise<PublicTeam> => {
    const key = slug.toLowerCase();
    const hit = kept.get(key);
    if (hit) return hit;
    const inFlight = pending.get(key);
    if (inFlight) return inFlight;
    const started = generation;
    const query = getPublicTeamOr404(db, key)
      .then((team) => {
        if (started === generation) kept.set(key, team);
        return team;
      })
      .finally(() => {
        if (pending.get(key) === query) pending.delete(key);
      });
    pending.set(key, query);
    return query;
  };

  /** Drops a team's entries (its data or public settings changed). */
  const forget = (organizationId: string) => {
    generation += 1;
    pending.clear();
    kept.deleteWhere((team) => team.organization.id === organizationId);
  };

  /** What the access feed heard. */
  const heard = (event: AccessEvent) => {
    if (event.kind === 'team') forget(event.organizationId);
    else if (event.kind === 'all' || event.kind === 'gap') forgetAll();
  };

  return { get, forget, forgetAll, heard };
};

export type PublicTeamCache = ReturnType<typeof createPublicTeamCache>;
