/**
 * A team's hand-time rule (issue 29 item 12) decides the converted sort key (`sort_value`) of every
 * hand time it stores: results, other teams' finishers, historical records and qualifying standards. Changing the rule
 * recomputes those keys, by the same offset the mark engine uses (core/marks handToFatOffset, as
 * services/results/mark-row.ts markColumns does on write), in the caller's transaction.
 * Side effect: each UPDATE bumps the team's data version through the tables' triggers (migration
 * 0005), and the settings row's own trigger bumps it for the rule (migration 0031), so every
 * cached answer keyed by it is dropped.
 */
import { sql, type SQL } from 'drizzle-orm';
import { handToFatOffset, type HandTimeRule } from '@core/marks';
import type { Db } from '../../db/database';

type Executor = Pick<Db, 'execute'>;

/** The event types in which the team stores hand times (results, finishers, historical records, standards). */
const handTimedEventTypes = async (db: Executor, organizationId: string): Promise<string[]> => {
  const rows = await db.execute<{ event_type: string }>(sql`
    SELECT event_type FROM results WHERE organization_id = ${organizationId} AND mark_kind = 'time' AND timing = 'hand'
    UNION
    SELECT e.event_type FROM meet_competitors c JOIN meet_events e ON e.id = c.meet_event_id
      WHERE c.organization_id = ${organizationId} AND c.mark_kind = 'time' AND c.timing = 'hand'
    UNION
    SELECT event_type FROM historical_records WHERE organization_id = ${organizationId} AND mark_kind = 'time' AND timing = 'hand'
    UNION
    SELECT event_type FROM standards WHERE organization_id = ${organizationId} AND mark_kind = 'time' AND timing = 'hand'`);
  return rows.rows.map((r) => r.event_type);
};

/** Recomputes the converted sort keys of the team's hand times under `rule`: one UPDATE per table. */
export const recomputeHandTimeKeys = async (db: Executor, organizationId: string, rule: HandTimeRule): Promise<void> => {
  const types = await handTimedEventTypes(db, organizationId);
  if (types.length === 0) return;
  const offsets: SQL = sql.join(
    types.map((t) => sql`(${t}::text, ${handToFatOffset(t, rule)}::bigint)`),
    sql`, `,
  );
  await db.execute(sql`
    UPDATE results r SET sort_value = r.ms + o.offset_ms
    FROM (VALUES ${offsets}) AS o(event_type, offset_ms)
    WHERE r.organization_id = ${organizationId} AND r.mark_kind = 'time' AND r.timing = 'hand'
      AND r.event_type = o.event_type AND r.sort_value IS DISTINCT FROM r.ms + o.offset_ms`);
  await db.execute(sql`
    UPDATE meet_competitors c SET sort_value = c.ms + o.offset_ms
    FROM meet_events e, (VALUES ${offsets}) AS o(event_type, offset_ms)
    WHERE c.organization_id = ${organizationId} AND c.mark_kind = 'time' AND c.timing = 'hand'
      AND e.id = c.meet_event_id AND e.event_type = o.event_type AND c.sort_value IS DISTINCT FROM c.ms + o.offset_ms`);
  await db.execute(sql`
    UPDATE historical_records h SET sort_value = h.ms + o.offset_ms
    FROM (VALUES ${offsets}) AS o(event_type, offset_ms)
    WHERE h.organization_id = ${organizationId} AND h.mark_kind = 'time' AND h.timing = 'hand'
      AND h.event_type = o.event_type AND h.sort_value IS DISTINCT FROM h.ms + o.offset_ms`);
  await db.execute(sql`
    UPDATE standards s SET sort_value = s.ms + o.offset_ms
    FROM (VALUES ${offsets}) AS o(event_type, offset_ms)
    WHERE s.organization_id = ${organizationId} AND s.mark_kind = 'time' AND s.timing = 'hand'
      AND s.event_type = o.event_type AND s.sort_value IS DISTINCT FROM s.ms + o.offset_ms`);
};
