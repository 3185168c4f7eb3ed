/**
 * Several athletes in one event and environment: their marks over time (PRs as run, by the one
 * when-run rule) and their season bests per season.
 */
import type { HandTimeConversion } from '@core/marks';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { meets, results } from '../../db/schema';
import type { ResultRecord } from '../results/records';
import { selectResults, toRecord } from '../results/load';
import { visibleMeets, type MeetScope } from '../meets/visibility';
import { bestsNow, bestsWhenRun, personalGroup, seasonGroup } from '../results/when-run';

export interface ProgressionSeries {
  athleteId: string;
  /** every mark (non-marks left out), oldest first, with whether it was a PR when run */
  points: { record: ResultRecord; isPR: boolean }[];
  seasonBests: ResultRecord[];
}

export const loadProgression = async (
  db: Db,
  organizationId: string,
  q: { eventType: string; indoor: boolean; athleteIds: string[]; meets: MeetScope },
  conversion: HandTimeConversion,
): Promise<ProgressionSeries[]> => {
  const selected = await selectResults(
    db,
    organizationId,
    and(eq(results.eventType, q.eventType), eq(results.indoor, q.indoor), inArray(results.athleteId, q.athleteIds), visibleMeets(q.meets)),
    [asc(meets.startDate), asc(results.createdAt)],
  );
  const records = selected.map((s) => toRecord(s)).filter((r) => r.row.markKind !== 'non-mark');
  const prs = bestsWhenRun(records, personalGroup, conversion);
  const bests = bestsNow(records, seasonGroup, conversion);
  return q.athleteIds.map((athleteId) => ({
    athleteId,
    points: records.filter((r) => r.row.athleteId === athleteId).map((record) => ({ record, isPR: prs.get(record.row.id)?.best ?? false })),
    seasonBests: bests
      .filter((r) => r.row.athleteId === athleteId)
      .sort((a, b) => b.seasonYear - a.seasonYear || b.date.localeCompare(a.date)),
  }));
};
