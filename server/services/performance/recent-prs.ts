/**
 * The PRs of the team's latest meets: legal individual marks at its last meets with results (held
 * today or before) that were PRs when run (results/when-run.ts, the rule the meet and athlete pages
 * flag by), with the best earlier mark each beat. Two queries.
 */
import { and, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { RECENT_PR_MEETS } from '@core/api/performance';
import type { Db } from '../../db/database';
import { meets, results } from '../../db/schema';
import type { ResultRecord } from '../results/records';
import { selectResults, toRecord } from '../results/load';
import { bestsWhenRun, personalGroup } from '../results/when-run';

interface RecentPrRecord {
  record: ResultRecord;
  /** the best earlier mark it beat (same athlete, event and environment), if any */
  previous: ResultRecord | null;
}

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
  const whenRun = bestsWhenRun(history, personalGroup, conversion);
  const prs: RecentPrRecord[] = [];
  for (const c of candidates) {
    const found = whenRun.get(c.row.id);
    if (!found?.best) continue;
    prs.push({ record: toRecord(c), previous: found.previous ? toRecord(found.previous) : null });
    if (prs.length === limit) break;
  }
  return prs;
};
