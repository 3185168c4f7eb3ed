/**
 * Every athlete's season best against each standard of the season's kind: % away, met or not, and
 * the qualifiers per standard. The season bests come from the one season-bests query (leaders.ts); a
 * relay standard is measured against the team's best relay of the season (season-relays.ts).
 */
import type { HandTimeConversion } from '@core/marks';
import type { SeasonRef } from '@core/api/performance';
import type { StandardRow } from '../../db/schema';
import type { Db } from '../../db/database';
import type { ResultRecord } from '../results/records';
import { sortKeyOf } from '../results/mark-row';
import type { MeetScope } from '../meets/visibility';
import { loadSeasonBests } from './season-bests';
import { loadSeasonRelays } from './season-relays';
import { listStandards, meetsStandard, percentAway, standardKey } from './standards';

export interface StandardProgressRecord {
  standard: StandardRow;
  /** the athletes' season bests; for a relay standard, the team's best relay (athlete null, with its legs) */
  athletes: { best: ResultRecord; qualified: boolean; gap: number; percentAway: number }[];
}

export const loadStandardsProgress = async (
  db: Db,
  organizationId: string,
  q: { season: SeasonRef; eventTypes: string[]; relayTypes: string[]; gradYear?: number; athleteIds?: string[]; meets: MeetScope },
  conversion: HandTimeConversion,
): Promise<StandardProgressRecord[]> => {
  const rows = await listStandards(db, organizationId, { eventTypes: [...q.eventTypes, ...q.relayTypes], season: q.season.season });
  const types = [...new Set(rows.map((s) => s.eventType))];
  const relayTypes = new Set(q.relayTypes);
  const [bests, relays] = await Promise.all([
    loadSeasonBests(
      db,
      organizationId,
      {
        seasons: [q.season],
        eventTypes: types.filter((t) => !relayTypes.has(t)),
        gradYear: q.gradYear,
        athleteIds: q.athleteIds,
        meets: q.meets,
      },
      conversion,
    ),
    loadSeasonRelays(
      db,
      organizationId,
      {
        season: q.season,
        eventTypes: types.filter((t) => relayTypes.has(t)),
        gradYear: q.gradYear,
        athleteIds: q.athleteIds,
        perEvent: 1,
        meets: q.meets,
      },
      conversion,
    ),
  ]);
  // an athlete's best in the event over both environments (an indoor event run at an outdoor meet counts
  // too); for a relay, the team's best relay (an invitee: the best one their athletes ran a leg of)
  const byEvent = new Map<string, Map<string, ResultRecord>>();
  for (const r of [...bests, ...relays]) {
    const holders = byEvent.get(r.row.eventType) ?? new Map<string, ResultRecord>();
    const holder = r.row.athleteId ?? 'team';
    const held = holders.get(holder);
    if (!held || sortKeyOf(r.row, conversion)! < sortKeyOf(held.row, conversion)!) holders.set(holder, r);
    byEvent.set(r.row.eventType, holders);
  }
  return rows.map((standard) => ({
    standard,
    athletes: [...(byEvent.get(standard.eventType)?.values() ?? [])]
      .map((best) => {
        const value = sortKeyOf(best.row, conversion)!;
        return {
          best,
          qualified: meetsStandard(value, standard, conversion),
          gap: value - standardKey(standard, conversion),
          percentAway: percentAway(value, standard, conversion),
        };
      })
      .sort((a, b) => a.percentAway - b.percentAway || (a.best.athleteName ?? '').localeCompare(b.best.athleteName ?? '')),
  }));
};
