/**
 * A mark on a record board, whatever it comes from: a team result (with its meet, round and relay
 * legs) or a historical record typed in. Boards, top lists and histories rank these.
 */
import type { HandTimeConversion } from '@core/marks';
import { gradeFromGradYear } from '@core/api/athletes';
import type { MeetSeason } from '@core/api/results';
import type { Mark } from '@core/marks';
import type { HistoricalRecordRow } from '../../db/schema';
import type { ResultRecord } from '../results/records';
import { markOfRow, sortKeyOf, windOfRow } from '../results/mark-row';
import { roundRank } from '../results/result-order';

export interface BoardMark {
  source: 'result' | 'historical';
  id: string;
  eventType: string;
  indoor: boolean;
  athleteId: string | null;
  athleteNames: string[];
  mark: Mark;
  /** the team's comparison key (lower is better) */
  value: number;
  wind: number | null;
  date: string;
  meetId: string | null;
  meetName: string;
  round: string | null;
  season: MeetSeason;
  seasonYear: number;
  grade: number | null;
  note: string;
  /** orders marks of one day: round, then when saved */
  createdAt: Date;
}

const seasonOf = (s: string): MeetSeason => (s === 'indoor' || s === 'cross-country' ? s : 'outdoor');

/** A result as a board mark; `gradYear` is the athlete's (null for relays). */
export const resultBoardMark = (r: ResultRecord, gradYear: number | null, conversion: HandTimeConversion): BoardMark => ({
  source: 'result',
  id: r.row.id,
  eventType: r.row.eventType,
  indoor: r.row.indoor,
  athleteId: r.row.athleteId,
  athleteNames:
    r.row.athleteId === null
      ? (r.legs ?? []).filter((l) => !l.alternate).map((l) => `${l.firstName} ${l.lastName}`.trim())
      : [r.athleteName ?? ''],
  mark: markOfRow(r.row),
  value: sortKeyOf(r.row, conversion) ?? Number.MAX_SAFE_INTEGER,
  wind: windOfRow(r.row),
  date: r.date,
  meetId: r.row.meetId,
  meetName: r.meetName,
  round: r.round,
  season: seasonOf(r.season),
  seasonYear: r.seasonYear,
  grade: gradYear === null ? null : gradeFromGradYear(gradYear, new Date(`${r.date}T12:00:00Z`)),
  note: '',
  createdAt: r.row.createdAt,
});

export const historicalBoardMark = (h: HistoricalRecordRow, conversion: HandTimeConversion): BoardMark => ({
  source: 'historical',
  id: h.id,
  eventType: h.eventType,
  indoor: h.indoor,
  athleteId: null,
  athleteNames: h.athleteNames,
  mark: markOfRow({ ...h, nonMark: null, points: null }),
  value: conversion ? h.sortValue : h.sortValueRaw,
  wind: windOfRow(h),
  date: h.date,
  meetId: null,
  meetName: h.meetName,
  round: null,
  season: seasonOf(h.season),
  seasonYear: h.seasonYear,
  grade: h.grade,
  note: h.note,
  createdAt: h.createdAt,
});

/** Run order: date, then round (a historical record counts as a final), then save time. */
export const compareBoardRunOrder = (a: BoardMark, b: BoardMark): number => {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  return roundRank(a.round ?? 'final') - roundRank(b.round ?? 'final') || a.createdAt.getTime() - b.createdAt.getTime();
};
