/**
 * "New team record" when run (results/when-run.ts, teamRecordGroup): for saved results, the team's
 * marks that could have held the record by then — the best legal mark of each event and
 * environment before the earliest saved day, every legal mark from that day to the latest saved
 * one, and the historical records — given to the one rule. Three small queries for any number of
 * saved results (one after another inside a save's transaction).
 */
import type { HandTimeConversion } from '@core/marks';
import { isMeasuredXc } from '@core/sport-events/measured-xc';
import { and, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { readAll } from '../../db/read-all';
import { historicalRecords, meetEvents, meets, results } from '../../db/schema';
import type { DbOrTx } from '../results/load';
import { bestFirst, isLegal } from '../results/best-sql';
import { bestsWhenRun, teamRecordGroup, type RunResult } from '../results/when-run';

const runColumns = { row: results, date: meets.startDate, season: meets.season, seasonYear: meets.seasonYear, round: meetEvents.round };

/** Whether each saved result (legal ones; others are false) was a new team record when run, by id. */
export const teamRecordsWhenRun = async (
  db: DbOrTx,
  organizationId: string,
  saved: RunResult[],
  conversion: HandTimeConversion,
): Promise<Map<string, boolean>> => {
  // a race at a course's measured distance is never a team record (decision 058): it has course records
  const legal = saved.filter((s) => s.row.legal && !isMeasuredXc(s.row.eventType));
  const out = new Map<string, boolean>();
  if (legal.length === 0) return out;
  const types = [...new Set(legal.map((s) => s.row.eventType))];
  const dates = legal.map((s) => s.date).sort();
  const first = dates[0]!;
  const last = dates.at(-1)!;
  const base = and(eq(results.organizationId, organizationId), isLegal(), inArray(results.eventType, types));
  const [before, during, historical] = await readAll(db, [
    db
      .selectDistinctOn([results.eventType, results.indoor], runColumns)
      .from(results)
      .innerJoin(meets, eq(meets.id, results.meetId))
      .innerJoin(meetEvents, eq(meetEvents.id, results.meetEventId))
      .where(and(base, lt(meets.startDate, first)))
      .orderBy(results.eventType, results.indoor, bestFirst(conversion)),
    db
      .select(runColumns)
      .from(results)
      .innerJoin(meets, eq(meets.id, results.meetId))
      .innerJoin(meetEvents, eq(meetEvents.id, results.meetEventId))
      .where(and(base, gte(meets.startDate, first), lte(meets.startDate, last))),
    db
      .select()
      .from(historicalRecords)
      .where(
        and(
          eq(historicalRecords.organizationId, organizationId),
          isNull(historicalRecords.courseId),
          inArray(historicalRecords.eventType, types),
          sql`${historicalRecords.date} <= ${last}`,
        ),
      ),
  ]);
  const savedIds = new Set(saved.map((s) => s.row.id));
  const all: RunResult[] = [
    ...before,
    ...during.filter((d) => !savedIds.has(d.row.id)),
    ...legal,
    ...historical.map((h): RunResult => ({
      row: {
        id: `historical:${h.id}`,
        athleteId: null,
        eventType: h.eventType,
        indoor: h.indoor,
        legal: true,
        sortValue: h.sortValue,
        sortValueRaw: h.sortValueRaw,
        createdAt: h.createdAt,
      },
      date: h.date,
      round: 'final',
      season: h.season,
      seasonYear: h.seasonYear,
    })),
  ];
  const bests = bestsWhenRun(all, teamRecordGroup, conversion);
  for (const s of legal) out.set(s.row.id, bests.get(s.row.id)?.best ?? false);
  return out;
};
