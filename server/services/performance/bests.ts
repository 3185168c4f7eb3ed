/**
 * PRs and season bests from an athlete's results, in memory (an athlete has at most a few
 * hundred results). Only legal marks count; indoor and outdoor are kept apart; lower sort key is
 * better; a tie keeps the earlier mark.
 */
import type { ResultRecord } from '../../presenters/result';
import { sortKeyOf } from '../results/mark-row';
import { compareRunOrder, runByTimeOf } from '../results/result-order';

const envKey = (r: ResultRecord): string => `${r.row.eventType}|${r.row.indoor ? 'indoor' : 'outdoor'}`;
const seasonKey = (r: ResultRecord): string => `${envKey(r)}|${r.season}|${r.seasonYear}`;

const earlier = (a: ResultRecord, b: ResultRecord): boolean => compareRunOrder(a, b) < 0;

const bestBy = (records: ResultRecord[], key: (r: ResultRecord) => string, conversion: boolean): ResultRecord[] => {
  const best = new Map<string, ResultRecord>();
  for (const r of records) {
    const value = sortKeyOf(r.row, conversion);
    if (!r.row.legal || value === null || r.row.athleteId === null) continue;
    const k = key(r);
    const current = best.get(k);
    const currentValue = current ? sortKeyOf(current.row, conversion)! : null;
    if (!current || value < currentValue! || (value === currentValue && earlier(r, current))) best.set(k, r);
  }
  return [...best.values()];
};

/** The best legal individual mark per event and environment. */
export const personalBests = (records: ResultRecord[], conversion: boolean): ResultRecord[] => bestBy(records, envKey, conversion);

/** The best legal individual mark per event, environment, season and season year. */
export const seasonBests = (records: ResultRecord[], conversion: boolean): ResultRecord[] => bestBy(records, seasonKey, conversion);

/**
 * Whether each result was a PR (and a season best) when run: legal and strictly better than every
 * other legal mark in the same event and environment (and season) run by then: an earlier meet, or
 * the same day in an earlier round or saved earlier (the save-time flags' rule, results/result-order.ts).
 * Relay results are never flagged here: a relay mark is the team's, not the athlete's.
 */
export const annotateHistory = (records: ResultRecord[], conversion: boolean): Map<string, { isPR: boolean; isSeasonBest: boolean }> => {
  const out = new Map<string, { isPR: boolean; isSeasonBest: boolean }>();
  const groups = new Map<string, ResultRecord[]>();
  for (const r of records) {
    out.set(r.row.id, { isPR: false, isSeasonBest: false });
    if (!r.row.legal || sortKeyOf(r.row, conversion) === null || r.row.athleteId === null) continue;
    const k = `${envKey(r)}|${r.row.athleteId}`;
    groups.set(k, [...(groups.get(k) ?? []), r]);
  }
  for (const group of groups.values()) {
    for (const r of group) {
      const value = sortKeyOf(r.row, conversion)!;
      const before = group.filter((o) => o !== r && runByTimeOf(o, r));
      const beats = (list: ResultRecord[]) => list.every((o) => value < sortKeyOf(o.row, conversion)!);
      out.set(r.row.id, {
        isPR: beats(before),
        isSeasonBest: beats(before.filter((o) => o.season === r.season && o.seasonYear === r.seasonYear)),
      });
    }
  }
  return out;
};

/** PRs first by the athlete's preferred events, then by the catalogue order given by `order`. */
export const keyOrder = (preferred: string[], order: (type: string) => number) => (a: { row: { eventType: string; indoor: boolean } }, b: { row: { eventType: string; indoor: boolean } }): number => {
  const pa = preferred.indexOf(a.row.eventType);
  const pb = preferred.indexOf(b.row.eventType);
  const ra = pa === -1 ? Number.MAX_SAFE_INTEGER : pa;
  const rb = pb === -1 ? Number.MAX_SAFE_INTEGER : pb;
  return ra - rb || order(a.row.eventType) - order(b.row.eventType) || Number(a.row.indoor) - Number(b.row.indoor);
};
