/**
 * The one "best when run" rule (decision 016): a result is the best of its group when it was run if
 * it is a legal mark (no wind-aided mark, no non-mark) strictly better (lower sort key under the
 * team's hand-time setting) than every other legal mark of the group run by then: an earlier meet,
 * or the same day in an earlier round or saved earlier, or at a moment nothing tells apart from it
 * (result-order.ts). A tie with an earlier mark is not a new best.
 *
 * A kind of flag is a group key: a PR compares an athlete's marks in one event and environment
 * (indoor event or indoor meet), a season best the same within the meet's season and season year.
 * Relay marks belong to the team, not to an athlete: they are never PRs or season bests (a team's
 * best relay is a team record, and a relay standard is met by the team: `qualifierGroup`). Further
 * kinds (team record, course record) are further group keys given to `bestsWhenRun`. Pure: the callers load the results (meet page and save, athlete page,
 * recent PRs).
 */
import type { HandTimeConversion } from '@core/marks';
import type { ResultRow } from '../../db/schema';
import { sortKeyOf } from './mark-row';
import { compareRunOrder, type Ordered } from './result-order';

/** What the rule reads of a result. */
export interface RunResult extends Ordered {
  row: Ordered['row'] & Pick<ResultRow, 'id' | 'athleteId' | 'eventType' | 'indoor' | 'legal' | 'sortValue' | 'sortValueRaw'>;
  /** the meet's season and season year */
  season: string;
  seasonYear: number;
}

/** The group a result is compared within for one kind of flag; null: the result takes no part in it. */
export type GroupKey<T extends RunResult = RunResult> = (r: T) => string | null;

/** An athlete's event and environment; null for a relay (the team's mark). */
export const personalGroup: GroupKey = (r) =>
  r.row.athleteId === null ? null : `${r.row.athleteId}|${r.row.eventType}|${r.row.indoor ? 'indoor' : 'outdoor'}`;

/** An athlete's event and environment within the meet's season and season year. */
export const seasonGroup: GroupKey = (r) => {
  const personal = personalGroup(r);
  return personal === null ? null : `${personal}|${r.season}|${r.seasonYear}`;
};

/**
 * The team's marks in an event and environment: a result better than every mark of the team run
 * before it (relays included; historical records given as results dated on their day) is a new team
 * record. Not among FLAG_GROUPS: the callers of flagsWhenRun load one athlete's marks, a team record
 * needs the team's (records/record-flags.ts loads them).
 */
export const teamRecordGroup: GroupKey = (r) => `${r.row.eventType}|${r.row.indoor ? 'indoor' : 'outdoor'}`;

/**
 * The team's relay marks in an event and environment within the meet's season and season year; null
 * for an athlete's mark. A relay belongs to the team, so a relay standard is met by the team: the
 * first relay of the season to meet it is its new qualifier (decision 025).
 */
export const teamSeasonGroup: GroupKey = (r) => (r.row.athleteId !== null ? null : `${teamRecordGroup(r)}|${r.season}|${r.seasonYear}`);

/** Where a qualifying standard is reached: an athlete's season for an individual mark, the team's season for a relay. */
export const qualifierGroup: GroupKey = (r) => seasonGroup(r) ?? teamSeasonGroup(r);

/** The flags a result carries, each with its group key. */
export const FLAG_GROUPS = { isPR: personalGroup, isSeasonBest: seasonGroup } as const;

export type WhenRunFlags = Record<keyof typeof FLAG_GROUPS, boolean>;

export interface BestWhenRun<T> {
  /** strictly better than every other mark of its group run by then */
  best: boolean;
  /** the best other mark of its group run by then (the earliest run of equal marks), if any */
  previous: T | null;
}

/** The sort key of a legal mark; null when the result cannot be a best. */
const valueOf = (r: RunResult, conversion: HandTimeConversion): number | null => (r.row.legal ? sortKeyOf(r.row, conversion) : null);

/** The results that take part, by group, each group in run order. */
const groupsOf = <T extends RunResult>(
  results: readonly T[],
  key: GroupKey<T>,
  conversion: HandTimeConversion,
): Map<string, { r: T; value: number }[]> => {
  const groups = new Map<string, { r: T; value: number }[]>();
  for (const r of results) {
    const value = valueOf(r, conversion);
    const k = value === null ? null : key(r);
    if (k === null || value === null) continue;
    const list = groups.get(k);
    if (list) list.push({ r, value });
    else groups.set(k, [{ r, value }]);
  }
  for (const list of groups.values()) list.sort((a, b) => compareRunOrder(a.r, b.r));
  return groups;
};

/**
 * For every result that takes part in the kind given by `key` (a legal mark with a group), whether it
 * was the best of its group when run and the best mark it had to beat, by result id. One pass per
 * group in run order; results run at the same moment are compared with each other.
 */
export const bestsWhenRun = <T extends RunResult>(
  results: readonly T[],
  key: GroupKey<T>,
  conversion: HandTimeConversion,
): Map<string, BestWhenRun<T>> => {
  const out = new Map<string, BestWhenRun<T>>();
  for (const list of groupsOf(results, key, conversion).values()) {
    let best: { r: T; value: number } | null = null;
    for (let start = 0; start < list.length;) {
      let end = start + 1;
      while (end < list.length && compareRunOrder(list[start]!.r, list[end]!.r) === 0) end += 1;
      const moment = list.slice(start, end);
      for (const item of moment) {
        let previous = best;
        for (const other of moment) if (other !== item && (previous === null || other.value < previous.value)) previous = other;
        out.set(item.r.row.id, { best: previous === null || item.value < previous.value, previous: previous?.r ?? null });
      }
      for (const item of moment) if (best === null || item.value < best.value) best = item;
      start = end;
    }
  }
  return out;
};

/** PR and season-best flags of every result as run, by result id (false where a result takes no part). */
export const flagsWhenRun = (results: readonly RunResult[], conversion: HandTimeConversion): Map<string, WhenRunFlags> => {
  const pr = bestsWhenRun(results, FLAG_GROUPS.isPR, conversion);
  const sb = bestsWhenRun(results, FLAG_GROUPS.isSeasonBest, conversion);
  return new Map(results.map((r) => [r.row.id, { isPR: pr.get(r.row.id)?.best ?? false, isSeasonBest: sb.get(r.row.id)?.best ?? false }]));
};

/** The best mark of each group today (of equal marks, the earliest run), in the order groups first appear. */
export const bestsNow = <T extends RunResult>(results: readonly T[], key: GroupKey<T>, conversion: HandTimeConversion): T[] => {
  const out: T[] = [];
  for (const list of groupsOf(results, key, conversion).values()) {
    let best = list[0]!;
    for (const item of list) if (item.value < best.value) best = item;
    out.push(best.r);
  }
  return out;
};

/**
 * The thresholds (sort keys, lower is better: qualifying standards) each result was the first of its
 * group to reach when run, by result id: it reaches them, and the best other mark of its group run by
 * then (bestsWhenRun's `previous`) did not. A tie with an earlier mark that reached one is not new.
 */
export const reachedWhenRun = <T extends RunResult, S>(
  results: readonly T[],
  key: GroupKey<T>,
  conversion: HandTimeConversion,
  thresholdsOf: (r: T) => readonly { threshold: number; item: S }[],
): Map<string, S[]> => {
  const found = bestsWhenRun(results, key, conversion);
  const out = new Map<string, S[]>();
  for (const r of results) {
    const thresholds = thresholdsOf(r);
    const f = found.get(r.row.id);
    const value = valueOf(r, conversion);
    if (!f || value === null || thresholds.length === 0) continue;
    const before = f.previous ? valueOf(f.previous, conversion) : null;
    const reached = thresholds.filter((t) => value <= t.threshold && (before === null || before > t.threshold)).map((t) => t.item);
    if (reached.length > 0) out.set(r.row.id, reached);
  }
  return out;
};
