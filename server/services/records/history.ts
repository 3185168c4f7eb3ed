/**
 * A record's history on a board: walking the event's marks in the order they were run, each mark
 * better than every earlier one took the record (and the holders before it fell that day); a mark
 * equal to the standing record equalled it. Results and historical records are walked together.
 */
import type { HandTimeConversion } from '@core/marks';
import { compareMarks } from '@core/marks';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { results } from '../../db/schema';
import { compareBoardRunOrder, type BoardMark } from './board-mark';
import { loadHistoricalMarks, loadResultMarks, sortKeySql } from './board';
import { resultScopeSql, scopeIsEmpty, type BoardScope } from './scope';

export interface HistoryStep {
  mark: BoardMark;
  heldFrom: string;
  brokenOn: string | null;
  equalled: boolean;
}

/** The steps of the record among `marks`, oldest first. */
export const recordSteps = (eventType: string, marks: BoardMark[], conversion: HandTimeConversion): HistoryStep[] => {
  const steps: HistoryStep[] = [];
  let standing: HistoryStep[] = [];
  for (const mark of [...marks].sort(compareBoardRunOrder)) {
    const vs = standing[0] ? compareMarks(eventType, mark.mark, standing[0].mark.mark, { handTimeConversion: conversion }) : -1;
    if (vs > 0) continue;
    const step: HistoryStep = { mark, heldFrom: mark.date, brokenOn: null, equalled: vs === 0 };
    if (vs < 0) {
      for (const s of standing) s.brokenOn = mark.date;
      standing = [];
    }
    standing.push(step);
    steps.push(step);
  }
  return steps;
};

export const loadRecordHistory = async (
  db: Db,
  organizationId: string,
  scope: BoardScope,
  eventType: string,
  conversion: HandTimeConversion,
): Promise<HistoryStep[]> => {
  if (scopeIsEmpty(scope)) return [];
  const key = sortKeySql(conversion);
  // candidates: marks at least as good as every mark of the days before theirs (the walk decides within a day)
  const live = await db.execute(sql`
    with marks as (
      select r.id, m.start_date as day, ${key} as v
      from ${results} r join meets m on m.id = r.meet_id left join athletes a on a.id = r.athlete_id
      where r.organization_id = ${organizationId} and r.event_type = ${eventType} and ${resultScopeSql(scope)}
    ), days as (select day, min(v) as dv from marks group by day),
    prior as (select day, min(dv) over (order by day rows between unbounded preceding and 1 preceding) as pm from days)
    select marks.id from marks join prior using (day) where prior.pm is null or marks.v <= prior.pm`);
  const [resultMarks, historical] = await Promise.all([
    loadResultMarks(
      db,
      organizationId,
      live.rows.map((r) => String(r.id)),
      conversion,
    ),
    loadHistoricalMarks(db, organizationId, scope, conversion, eventType),
  ]);
  return recordSteps(eventType, [...resultMarks, ...historical], conversion);
};
