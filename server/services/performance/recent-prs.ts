/**
 * The PRs of the team's latest meets: legal individual marks at its last meets with results (held
 * today or before) that beat every earlier legal mark of the athlete in the event and environment
 * (run by then: an earlier meet, or the same day in an earlier round or saved earlier, as the
 * save-time flags read it, results/result-order.ts). Two queries.
 */
import { and, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { RECENT_PR_MEETS } from '@core/api/performance';
import type { Db } from '../../db/database';
import { meets, results } from '../../db/schema';
import type { ResultRecord } from '../../presenters/result';
import { selectResults, toRecord } from '../results/load';
import { sortKeyOf } from '../results/mark-row';
import { runByTimeOf } from '../results/result-order';

export interface RecentPrRecord {
  record: ResultRecord;
  /** the best earlier mark it beat (same athlete, event and environment), if any */
  previous: ResultRecord | null;
}

const groupKey = (row: { athleteId: string | null; eventType: string; indoor: boolean }) => `${row.athleteId}|${row.eventType}|${row.indoor}`;

export const loadRecentPrs = async (db: Db, organizationId: string, today: string, conversion: boolean, limit: number): Promise<RecentPrRecord[]> => {
  const latestMeets = db
    .select({ id: meets.id })
    .from(meets)
    .where(and(eq(meets.organizationId, organizationId), lte(meets.startDate, today), sql`exists (select 1 from ${results} r where r.meet_id = ${meets.id})`))
    .orderBy(desc(meets.startDate), desc(meets.createdAt))
    .limit(RECENT_PR_MEETS);
  const candidates = await selectResults(db, organizationId, and(inArray(results.meetId, latestMeets), eq(results.legal, true), isNotNull(results.athleteId)), [
    desc(meets.startDate),
    desc(results.updatedAt),
  ]);
  if (candidates.length === 0) return [];
  const athleteIds = [...new Set(candidates.map((c) => c.row.athleteId!))];
  const types = [...new Set(candidates.map((c) => c.row.eventType))];
  const history = await selectResults(db, organizationId, and(eq(results.legal, true), inArray(results.athleteId, athleteIds), inArray(results.eventType, types)));
  const byGroup = new Map<string, typeof history>();
  for (const h of history) {
    const list = byGroup.get(groupKey(h.row));
    if (list) list.push(h);
    else byGroup.set(groupKey(h.row), [h]);
  }
  const prs: RecentPrRecord[] = [];
  for (const c of candidates) {
    const value = sortKeyOf(c.row, conversion);
    if (value === null) continue;
    const earlier = (byGroup.get(groupKey(c.row)) ?? []).filter((o) => o.row.id !== c.row.id && runByTimeOf(o, c));
    let best: (typeof earlier)[number] | null = null;
    for (const o of earlier) {
      const v = sortKeyOf(o.row, conversion);
      if (v !== null && (best === null || v < sortKeyOf(best.row, conversion)!)) best = o;
    }
    if (best && sortKeyOf(best.row, conversion)! <= value) continue;
    prs.push({ record: toRecord(c), previous: best ? toRecord(best) : null });
    if (prs.length === limit) break;
  }
  return prs;
};
