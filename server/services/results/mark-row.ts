/**
 * Between the mark engine's canonical marks and the results table's columns: integers, the wind
 * in tenths, and the two sort keys (lower is better; see server/db/schema/results.ts).
 */
import {
  comparableMark,
  DEFAULT_HAND_TIME_RULE,
  type HandTimeConversion,
  type HandTimeRule,
  isIndoorEvent,
  isRecordEligible,
  isWindAided,
  isWindEvent,
  type Mark,
} from '@core/marks';
import type { ResultRow } from '../../db/schema';

export interface MarkColumns {
  markKind: 'time' | 'length' | 'points' | 'non-mark';
  ms: number | null;
  timing: 'fat' | 'hand' | null;
  mm: number | null;
  quarterInches: number | null;
  nonMark: string | null;
  points: number | null;
  windTenths: number | null;
  windAided: boolean;
  legal: boolean;
  sortValue: number | null;
  sortValueRaw: number | null;
}

/**
 * Columns of a mark in an event (type), with its wind (m/s; dropped for events without wind). A hand
 * time's sortValue is converted by the team's rule (`rule`); when the team changes it, the stored keys
 * are recomputed by services/organizations/hand-time-rule.ts, by this same function's offset.
 */
export const markColumns = (
  eventType: string,
  mark: Mark,
  wind: number | null,
  rule: HandTimeRule = DEFAULT_HAND_TIME_RULE,
): MarkColumns => {
  const windTenths = wind !== null && isWindEvent(eventType) ? Math.round(wind * 10) : null;
  const windValue = windTenths === null ? null : windTenths / 10;
  const base = {
    ms: null,
    timing: null,
    mm: null,
    quarterInches: null,
    nonMark: null,
    points: null,
    windTenths,
    windAided: isWindAided(eventType, windValue),
    legal: isRecordEligible(eventType, mark, windValue),
  } as const;
  if (mark.kind === 'time') {
    const converted = comparableMark(eventType, mark, { handTimeConversion: true, handTimeRule: rule }).mark;
    const sortValue = converted.kind === 'time' ? converted.ms : mark.ms;
    return { ...base, markKind: 'time', ms: mark.ms, timing: mark.timing, sortValue, sortValueRaw: mark.ms };
  }
  if (mark.kind === 'length') {
    return {
      ...base,
      markKind: 'length',
      mm: mark.mm,
      quarterInches: mark.quarterInches ?? null,
      sortValue: -mark.mm,
      sortValueRaw: -mark.mm,
    };
  }
  if (mark.kind === 'points')
    return { ...base, markKind: 'points', points: mark.points, sortValue: -mark.points, sortValueRaw: -mark.points };
  return { ...base, markKind: 'non-mark', nonMark: mark.code, sortValue: null, sortValueRaw: null };
};

/** A stored mark's columns; `points` only where a table keeps combined-event totals (results do; other teams' finishers never). */
type MarkRow = Pick<ResultRow, 'markKind' | 'ms' | 'timing' | 'mm' | 'quarterInches' | 'nonMark'> & Partial<Pick<ResultRow, 'points'>>;

/** The canonical mark stored in a row. */
export const markOfRow = (row: MarkRow): Mark => {
  if (row.markKind === 'time') return { kind: 'time', ms: row.ms ?? 0, timing: row.timing === 'hand' ? 'hand' : 'fat' };
  if (row.markKind === 'length') {
    return row.quarterInches === null
      ? { kind: 'length', mm: row.mm ?? 0 }
      : { kind: 'length', mm: row.mm ?? 0, quarterInches: row.quarterInches };
  }
  if (row.markKind === 'points') return { kind: 'points', points: row.points ?? 0 };
  return { kind: 'non-mark', code: (row.nonMark ?? 'DNS') as Extract<Mark, { kind: 'non-mark' }>['code'] };
};

/** The sort key the team's hand-time setting compares by. */
export const sortKeyOf = (row: Pick<ResultRow, 'sortValue' | 'sortValueRaw'>, handTimeConversion: HandTimeConversion): number | null =>
  handTimeConversion ? row.sortValue : row.sortValueRaw;

export const windOfRow = (row: Pick<ResultRow, 'windTenths'>): number | null => (row.windTenths === null ? null : row.windTenths / 10);

/** Indoor mark: an indoor event, or any event at an indoor meet. */
export const isIndoorMark = (eventType: string, meetSeason: string): boolean => meetSeason === 'indoor' || isIndoorEvent(eventType);
