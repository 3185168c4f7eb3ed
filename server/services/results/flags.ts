/**
 * PR and season-best flags of saved results, computed against the other legal results of the same
 * athlete (a relay: the team's relays) in the same event and environment, dated the same day or
 * before. One query for any number of saved results.
 */
import type { ResultFlags } from '@core/api/results';
import { comparableMark } from '@core/marks';
import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { meets, results, type ResultRow } from '../../db/schema';
import type { TeamSettings } from '../performance/team-settings';
import type { DbOrTx } from './load';
import { markOfRow, sortKeyOf } from './mark-row';

export interface SavedRowContext {
  row: ResultRow;
  date: string;
  season: string;
  seasonYear: number;
}

const groupKey = (r: Pick<ResultRow, 'athleteId' | 'eventType' | 'indoor'>): string => `${r.athleteId ?? 'relay'}|${r.eventType}|${r.indoor}`;

export const computeFlags = async (db: DbOrTx, organizationId: string, saved: SavedRowContext[], settings: TeamSettings): Promise<ResultFlags[]> => {
  const conversion = settings.handTimeConversion;
  const legalSaved = saved.filter((s) => s.row.legal);
  const others = new Map<string, SavedRowContext[]>();
  if (legalSaved.length > 0) {
    const athleteIds = [...new Set(legalSaved.map((s) => s.row.athleteId).filter((id): id is string => id !== null))];
    const types = [...new Set(legalSaved.map((s) => s.row.eventType))];
    const who: SQL[] = [];
    if (athleteIds.length) who.push(inArray(results.athleteId, athleteIds));
    if (legalSaved.some((s) => s.row.athleteId === null)) who.push(isNull(results.athleteId));
    const rows = await db
      .select({ row: results, date: meets.startDate, season: meets.season, seasonYear: meets.seasonYear })
      .from(results)
      .innerJoin(meets, eq(meets.id, results.meetId))
      .where(and(eq(results.organizationId, organizationId), eq(results.legal, true), inArray(results.eventType, types), or(...who)));
    for (const r of rows) others.set(groupKey(r.row), [...(others.get(groupKey(r.row)) ?? []), r]);
  }
  return saved.map((s) => {
    const windAided = s.row.windAided;
    const converted = comparableMark(s.row.eventType, markOfRow(s.row), { handTimeConversion: conversion }).converted;
    const value = sortKeyOf(s.row, conversion);
    if (!s.row.legal || value === null) return { isPR: false, isSeasonBest: false, windAided, converted };
    const before = (others.get(groupKey(s.row)) ?? []).filter((o) => o.row.id !== s.row.id && o.date <= s.date);
    const beats = (list: SavedRowContext[]) => list.every((o) => value < (sortKeyOf(o.row, conversion) ?? Number.MAX_SAFE_INTEGER));
    return {
      isPR: beats(before),
      isSeasonBest: beats(before.filter((o) => o.season === s.season && o.seasonYear === s.seasonYear)),
      windAided,
      converted,
    };
  });
};
