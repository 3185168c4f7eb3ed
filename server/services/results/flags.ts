/**
 * PR and season-best flags of saved results, as they were when run (when-run.ts, decision 016),
 * computed against the other legal results of the same athletes in the same events. One query for
 * any number of saved results (two when a result's round is not given and not among the others).
 */
import type { HandTimeConversion } from '@core/marks';
import type { ResultFlags } from '@core/api/results';
import { comparableMark, formatMark } from '@core/marks';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { meetEvents, meets, results, type ResultRow } from '../../db/schema';
import { markOptions, type TeamSettings } from '../organizations/team-settings';
import type { StandardRow } from '../../db/schema';
import { listStandards, standardKey, standardMark } from '../performance/standards';
import type { DbOrTx } from './load';
import { markOfRow } from './mark-row';
import { teamRecordsWhenRun } from '../records/record-flags';
import { flagsWhenRun, qualifierGroup, reachedWhenRun, type RunResult } from './when-run';

interface SavedRowContext {
  row: ResultRow;
  date: string;
  season: string;
  seasonYear: number;
  /** the meet event's round; read from the database when not given */
  round?: string;
}

type Loaded = SavedRowContext & { round: string };

/** The rounds of meet events, by id: those the loaded results carry, the rest read. */
const roundsOf = async (db: DbOrTx, eventIds: string[], loaded: Loaded[]): Promise<Map<string, string>> => {
  const rounds = new Map(loaded.map((o) => [o.row.meetEventId, o.round]));
  const missing = [...new Set(eventIds.filter((id) => !rounds.has(id)))];
  if (missing.length > 0) {
    const rows = await db.select({ id: meetEvents.id, round: meetEvents.round }).from(meetEvents).where(inArray(meetEvents.id, missing));
    for (const r of rows) rounds.set(r.id, r.round);
  }
  return rounds;
};

export const computeFlags = async (
  db: DbOrTx,
  organizationId: string,
  saved: SavedRowContext[],
  settings: TeamSettings,
): Promise<ResultFlags[]> => {
  const conversion = settings.conversion;
  const legalSaved = saved.filter((s) => s.row.legal);
  const candidates = legalSaved.filter((s) => s.row.athleteId !== null);
  let loaded: Loaded[] = [];
  if (candidates.length > 0) {
    const athleteIds = [...new Set(candidates.map((s) => s.row.athleteId!))];
    const types = [...new Set(candidates.map((s) => s.row.eventType))];
    loaded = await db
      .select({ row: results, date: meets.startDate, season: meets.season, seasonYear: meets.seasonYear, round: meetEvents.round })
      .from(results)
      .innerJoin(meets, eq(meets.id, results.meetId))
      .innerJoin(meetEvents, eq(meetEvents.id, results.meetEventId))
      .where(
        and(
          eq(results.organizationId, organizationId),
          eq(results.legal, true),
          inArray(results.eventType, types),
          inArray(results.athleteId, athleteIds),
        ),
      );
  }
  // the round of every legal saved row (individual and relay) not given by the caller: one lookup
  const rounds = await roundsOf(
    db,
    legalSaved.filter((s) => s.round === undefined).map((s) => s.row.meetEventId),
    loaded,
  );
  const roundOf = (s: SavedRowContext) => s.round ?? rounds.get(s.row.meetEventId) ?? 'final';
  const savedIds = new Set(saved.map((s) => s.row.id));
  const asRun: RunResult[] = [...loaded.filter((o) => !savedIds.has(o.row.id)), ...candidates.map((s) => ({ ...s, round: roundOf(s) }))];
  const flags = flagsWhenRun(asRun, conversion);
  // relays too: a team's best relay is a team record
  const teamRecords = await teamRecordsWhenRun(
    db,
    organizationId,
    legalSaved.map((s) => ({ ...s, round: roundOf(s) })),
    conversion,
  );
  // qualifying standards (decision 025): the first mark of the athlete's season to meet one; for a
  // relay, the first relay of the team's season
  const relays = legalSaved.filter((s) => s.row.athleteId === null).map((s) => ({ ...s, round: roundOf(s) }));
  const measured = [...candidates, ...relays];
  const standardRows =
    measured.length > 0 ? await listStandards(db, organizationId, { eventTypes: [...new Set(measured.map((s) => s.row.eventType))] }) : [];
  const relayRuns = relays.some((r) => standardRows.some((q) => q.eventType === r.row.eventType))
    ? await loadTeamRelays(db, organizationId, relays)
    : [];
  const qualified =
    standardRows.length > 0
      ? reachedWhenRun([...asRun, ...relayRuns.filter((o) => !savedIds.has(o.row.id)), ...relays], qualifierGroup, conversion, (r) =>
          standardsOf(r, standardRows, conversion),
        )
      : new Map<string, StandardRow[]>();
  return saved.map((s) => ({
    isPR: flags.get(s.row.id)?.isPR ?? false,
    isSeasonBest: flags.get(s.row.id)?.isSeasonBest ?? false,
    isTeamRecord: teamRecords.get(s.row.id) ?? false,
    ...(qualified.has(s.row.id)
      ? {
          qualified: qualified.get(s.row.id)!.map((q) => ({
            standardId: q.id,
            name: q.name,
            level: q.level,
            display: formatMark(q.eventType, standardMark(q), markOptions(settings)),
          })),
        }
      : {}),
    windAided: s.row.windAided,
    converted: comparableMark(s.row.eventType, markOfRow(s.row), { handTimeConversion: conversion }).converted,
  }));
};

/** The standards a result is measured against: its event, in the kind of season of its meet. */
const standardsOf = (r: RunResult, rows: StandardRow[], conversion: HandTimeConversion) =>
  rows
    .filter((q) => q.eventType === r.row.eventType && q.season === r.season)
    .map((q) => ({ threshold: standardKey(q, conversion), item: q }));

/** The team's legal relay marks in the events and seasons of the saved relays, with their rounds. */
const loadTeamRelays = (db: DbOrTx, organizationId: string, relays: Loaded[]): Promise<Loaded[]> =>
  db
    .select({ row: results, date: meets.startDate, season: meets.season, seasonYear: meets.seasonYear, round: meetEvents.round })
    .from(results)
    .innerJoin(meets, eq(meets.id, results.meetId))
    .innerJoin(meetEvents, eq(meetEvents.id, results.meetEventId))
    .where(
      and(
        eq(results.organizationId, organizationId),
        eq(results.legal, true),
        isNull(results.athleteId),
        inArray(results.eventType, [...new Set(relays.map((r) => r.row.eventType))]),
        or(...relays.map((r) => and(eq(meets.season, r.season), eq(meets.seasonYear, r.seasonYear)))),
      ),
    );
