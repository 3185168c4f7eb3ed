/**
 * Improvement: per athlete and event (and environment), this season's best against the best of the
 * same kind of season a year before, both from the one season-bests query (leaders.ts).
 */
import type { HandTimeConversion } from '@core/marks';
import type { SeasonRef } from '@core/api/performance';
import type { Db } from '../../db/database';
import type { ResultRecord } from '../results/records';
import { sortKeyOf } from '../results/mark-row';
import type { MeetScope } from '../meets/visibility';
import { loadSeasonBests } from './season-bests';

export interface ImprovementRecord {
  current: ResultRecord;
  previous: ResultRecord;
  /** better by this much (ms or mm, by the team's hand-time setting); negative: worse */
  change: number;
  /** the change in percent of last season's best */
  percent: number;
}

const keyOf = (r: ResultRecord) => `${r.row.athleteId}|${r.row.eventType}|${r.row.indoor}`;

/** Change between two sort keys (lower is better): positive when `current` is better. */
export const improvementOf = (previousKey: number, currentKey: number): { change: number; percent: number } => {
  const change = previousKey - currentKey;
  return { change, percent: Math.round((change / Math.abs(previousKey)) * 10_000) / 100 };
};

export const loadImprovement = async (
  db: Db,
  organizationId: string,
  q: { season: SeasonRef; previous: SeasonRef; eventTypes: string[]; gradYear?: number; meets: MeetScope },
  conversion: HandTimeConversion,
): Promise<ImprovementRecord[]> => {
  const bests = await loadSeasonBests(
    db,
    organizationId,
    { seasons: [q.season, q.previous], eventTypes: q.eventTypes, gradYear: q.gradYear, meets: q.meets },
    conversion,
  );
  const isCurrent = (r: ResultRecord) => r.season === q.season.season && r.seasonYear === q.season.seasonYear;
  const before = new Map(bests.filter((r) => !isCurrent(r)).map((r) => [keyOf(r), r]));
  const out: ImprovementRecord[] = [];
  for (const current of bests.filter(isCurrent)) {
    const previous = before.get(keyOf(current));
    if (!previous) continue;
    out.push({ current, previous, ...improvementOf(sortKeyOf(previous.row, conversion)!, sortKeyOf(current.row, conversion)!) });
  }
  return out.sort((a, b) => b.percent - a.percent);
};
