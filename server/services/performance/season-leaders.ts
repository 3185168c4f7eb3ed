/** The season's leaders of many events at once (the performance page), ranked as on an event's page (leaders/leaders.ts). */
import type { HandTimeConversion } from '@core/marks';
import type { MeetSeason } from '@core/api/results';
import type { Db } from '../../db/database';
import type { ResultRecord } from '../results/records';
import type { MeetScope } from '../meets/visibility';
import { athletesById, rankedRecords, type LeaderRecord } from '../leaders/leaders';
import { loadSeasonBests } from './season-bests';
import { loadSeasonRelays } from './season-relays';

interface SeasonLeadersQuery {
  season: { season: MeetSeason; seasonYear: number };
  eventTypes: string[];
  /** the relay event types asked for: the team's best relay marks, with their legs */
  relayTypes: string[];
  gradYear?: number;
  limit: number;
  meets: MeetScope;
}

export interface EventLeadersBlock {
  eventType: string;
  indoor: boolean;
  leaders: LeaderRecord[];
}

/**
 * The season's leaders of many events at once: the season bests (individual events) and the team's
 * best relay marks (relays), ranked per event and environment as on an event's page.
 */
export const loadSeasonLeaders = async (
  db: Db,
  organizationId: string,
  q: SeasonLeadersQuery,
  conversion: HandTimeConversion,
): Promise<EventLeadersBlock[]> => {
  const [bests, relays] = await Promise.all([
    loadSeasonBests(
      db,
      organizationId,
      { seasons: [q.season], eventTypes: q.eventTypes, gradYear: q.gradYear, meets: q.meets },
      conversion,
    ),
    loadSeasonRelays(
      db,
      organizationId,
      { season: q.season, eventTypes: q.relayTypes, gradYear: q.gradYear, perEvent: q.limit, meets: q.meets },
      conversion,
    ),
  ]);
  const groups = new Map<string, ResultRecord[]>();
  for (const record of [...bests, ...relays]) {
    const key = `${record.row.eventType}|${record.row.indoor}`;
    const list = groups.get(key);
    if (list) list.push(record);
    else groups.set(key, [record]);
  }
  const blocks = [...groups.values()].map((records) => ({
    eventType: records[0]!.row.eventType,
    indoor: records[0]!.row.indoor,
    ranked: rankedRecords(records, records[0]!.row.eventType, conversion, q.limit),
  }));
  const byId = await athletesById(
    db,
    organizationId,
    blocks.flatMap((b) => b.ranked.flatMap((r) => (r.result.row.athleteId ? [r.result.row.athleteId] : []))),
  );
  return blocks.map((b) => ({
    eventType: b.eventType,
    indoor: b.indoor,
    leaders: b.ranked.map((r) => ({
      place: r.place,
      athlete: r.result.row.athleteId ? (byId.get(r.result.row.athleteId) ?? null) : null,
      result: r.result,
    })),
  }));
};
