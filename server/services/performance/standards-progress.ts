/**
 * Every athlete's season best against each standard of the season's kind: % away, met or not, and
 * the qualifiers per standard. The season bests come from the one season-bests query (leaders.ts).
 */
import type { SeasonRef } from '@core/api/performance';
import type { StandardRow } from '../../db/schema';
import type { Db } from '../../db/database';
import type { ResultRecord } from '../results/records';
import { sortKeyOf } from '../results/mark-row';
import { loadSeasonBests } from './leaders';
import { listStandards, meetsStandard, percentAway } from './standards';

export interface StandardProgressRecord {
  standard: StandardRow;
  athletes: { best: ResultRecord; qualified: boolean; percentAway: number }[];
}

export const loadStandardsProgress = async (
  db: Db,
  organizationId: string,
  q: { season: SeasonRef; eventTypes: string[]; gradYear?: number; athleteIds?: string[] },
  conversion: boolean,
): Promise<StandardProgressRecord[]> => {
  const rows = await listStandards(db, organizationId, { eventTypes: q.eventTypes, season: q.season.season });
  const types = [...new Set(rows.map((s) => s.eventType))];
  const bests = await loadSeasonBests(
    db,
    organizationId,
    { seasons: [q.season], eventTypes: types, gradYear: q.gradYear, athleteIds: q.athleteIds },
    conversion,
  );
  // an athlete's best in the event over both environments (an indoor event run at an outdoor meet counts too)
  const byEvent = new Map<string, Map<string, ResultRecord>>();
  for (const r of bests) {
    const athletes = byEvent.get(r.row.eventType) ?? new Map<string, ResultRecord>();
    const held = athletes.get(r.row.athleteId!);
    if (!held || sortKeyOf(r.row, conversion)! < sortKeyOf(held.row, conversion)!) athletes.set(r.row.athleteId!, r);
    byEvent.set(r.row.eventType, athletes);
  }
  return rows.map((standard) => ({
    standard,
    athletes: [...(byEvent.get(standard.eventType)?.values() ?? [])]
      .map((best) => {
        const value = sortKeyOf(best.row, conversion)!;
        return { best, qualified: meetsStandard(value, standard, conversion), percentAway: percentAway(value, standard, conversion) };
      })
      .sort((a, b) => a.percentAway - b.percentAway || (a.best.athleteName ?? '').localeCompare(b.best.athleteName ?? '')),
  }));
};
