/**
 * PR and season-best flags of saved results, computed against the other legal results of the same
 * athlete (a relay: the team's relays) in the same event and environment run by then: an earlier
 * meet, or the same day in an earlier round or saved earlier (result-order.ts). One query for any
 * number of saved results (two when a result's round is not given and not among the others).
 */
import type { ResultFlags } from '@core/api/results';
import { comparableMark } from '@core/marks';
import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { meetEvents, meets, results, type ResultRow } from '../../db/schema';
import type { TeamSettings } from '../performance/team-settings';
import type { DbOrTx } from './load';
import { markOfRow, sortKeyOf } from './mark-row';
import { runByTimeOf, type Ordered } from './result-order';

export interface SavedRowContext {
  row: ResultRow;
  date: string;
  season: string;
  seasonYear: number;
  /** the meet event's round; read from the database when not given */
  round?: string;
}

type Loaded = SavedRowContext & { round: string };

const groupKey = (r: Pick<ResultRow, 'athleteId' | 'eventType' | 'indoor'>): string => `${r.athleteId ?? 'relay'}|${r.eventType}|${r.indoor}`;

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

export const computeFlags = async (db: DbOrTx, organizationId: string, saved: SavedRowContext[], settings: TeamSettings): Promise<ResultFlags[]> => {
  const conversion = settings.handTimeConversion;
  const legalSaved = saved.filter((s) => s.row.legal);
  const others = new Map<string, Loaded[]>();
  let loaded: Loaded[] = [];
  if (legalSaved.length > 0) {
    const athleteIds = [...new Set(legalSaved.map((s) => s.row.athleteId).filter((id): id is string => id !== null))];
    const types = [...new Set(legalSaved.map((s) => s.row.eventType))];
    const who: SQL[] = [];
    if (athleteIds.length) who.push(inArray(results.athleteId, athleteIds));
    if (legalSaved.some((s) => s.row.athleteId === null)) who.push(isNull(results.athleteId));
    loaded = await db
      .select({ row: results, date: meets.startDate, season: meets.season, seasonYear: meets.seasonYear, round: meetEvents.round })
      .from(results)
      .innerJoin(meets, eq(meets.id, results.meetId))
      .innerJoin(meetEvents, eq(meetEvents.id, results.meetEventId))
      .where(and(eq(results.organizationId, organizationId), eq(results.legal, true), inArray(results.eventType, types), or(...who)));
    for (const r of loaded) others.set(groupKey(r.row), [...(others.get(groupKey(r.row)) ?? []), r]);
  }
  const rounds = await roundsOf(db, legalSaved.filter((s) => s.round === undefined).map((s) => s.row.meetEventId), loaded);
  return saved.map((s) => {
    const windAided = s.row.windAided;
    const converted = comparableMark(s.row.eventType, markOfRow(s.row), { handTimeConversion: conversion }).converted;
    const value = sortKeyOf(s.row, conversion);
    if (!s.row.legal || value === null) return { isPR: false, isSeasonBest: false, windAided, converted };
    const at: Ordered = { date: s.date, round: s.round ?? rounds.get(s.row.meetEventId) ?? 'final', row: s.row };
    const before = (others.get(groupKey(s.row)) ?? []).filter((o) => o.row.id !== s.row.id && runByTimeOf(o, at));
    const beats = (list: SavedRowContext[]) => list.every((o) => value < (sortKeyOf(o.row, conversion) ?? Number.MAX_SAFE_INTEGER));
    return {
      isPR: beats(before),
      isSeasonBest: beats(before.filter((o) => o.season === s.season && o.seasonYear === s.seasonYear)),
      windAided,
      converted,
    };
  });
};
