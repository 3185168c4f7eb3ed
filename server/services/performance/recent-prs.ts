/**
 * The PRs of the team's last weeks of results: legal individual marks at its meets of the
 * RECENT_PR_WEEKS weeks up to its latest meet with results (held today or before) that were PRs when run (results/when-run.ts, the rule the meet and athlete pages
 * flag by), with the best earlier mark each beat. Two queries.
 */
import type { HandTimeConversion } from '@core/marks';
import { and, desc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { RECENT_PR_WEEKS } from '@core/api/performance';
import type { Db } from '../../db/database';
import { meets, results } from '../../db/schema';
import type { ResultRecord } from '../results/records';
import { selectResults, toRecord } from '../results/load';
import { teamRecordsWhenRun } from '../records/record-flags';
import { visibleMeets, type MeetScope } from '../meets/visibility';
import { bestsWhenRun, personalGroup } from '../results/when-run';

interface RecentPrRecord {
  record: ResultRecord;
  /** the best earlier mark it beat (same athlete, event and environment), if any */
  previous: ResultRecord | null;
  /** also a new team record when run */
  isTeamRecord: boolean;
}

export const loadRecentPrs = async (
  db: Db,
  organizationId: string,
  today: string,
  conversion: HandTimeConversion,
  limit: number,
  scope: MeetScope,
): Promise<{ items: RecentPrRecord[]; total: number }> => {
  const withResults = and(
    eq(meets.organizationId, organizationId),
    visibleMeets(scope),
    lte(meets.startDate, today),
    sql`exists (select 1 from ${results} r where r.meet_id = ${meets.id})`,
  );
  const [latest] = await db
    .select({ date: sql<string | null>`max(${meets.startDate})::text` })
    .from(meets)
    .where(withResults);
  if (!latest?.date) return { items: [], total: 0 };
  const from = new Date(Date.parse(`${latest.date}T00:00:00Z`) - (RECENT_PR_WEEKS * 7 - 1) * 86_400_000).toISOString().slice(0, 10);
  const latestMeets = db
    .select({ id: meets.id })
    .from(meets)
    .where(and(withResults, gte(meets.startDate, from)));
  const candidates = await selectResults(
    db,
    organizationId,
    and(inArray(results.meetId, latestMeets), eq(results.legal, true), isNotNull(results.athleteId)),
    [desc(meets.startDate), desc(results.updatedAt)],
  );
  if (candidates.length === 0) return { items: [], total: 0 };
  const athleteIds = [...new Set(candidates.map((c) => c.row.athleteId!))];
  const types = [...new Set(candidates.map((c) => c.row.eventType))];
  const history = await selectResults(
    db,
    organizationId,
    and(eq(results.legal, true), inArray(results.athleteId, athleteIds), inArray(results.eventType, types)),
  );
  const whenRun = bestsWhenRun(history, personalGroup, conversion);
  const prs: (typeof candidates)[number][] = [];
  for (const c of candidates) {
    if (whenRun.get(c.row.id)?.best) prs.push(c);
  }
  const shown = prs.slice(0, limit);
  const teamRecords = await teamRecordsWhenRun(db, organizationId, shown, conversion);
  return {
    items: shown.map((c) => {
      const previous = whenRun.get(c.row.id)?.previous;
      return { record: toRecord(c), previous: previous ? toRecord(previous) : null, isTeamRecord: teamRecords.get(c.row.id) ?? false };
    }),
    total: prs.length,
  };
};
