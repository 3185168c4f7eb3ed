/**
 * An athlete's current PRs and season bests, in memory (an athlete has at most a few hundred
 * results), by the groups of the "best when run" rule (results/when-run.ts): only legal individual
 * marks count; indoor and outdoor are kept apart; lower sort key is better; a tie keeps the earlier mark.
 */
import type { HandTimeConversion } from '@core/marks';
import type { ResultRecord } from '../results/records';
import { bestsNow, personalGroup, seasonGroup } from '../results/when-run';

/** The best legal individual mark per event and environment. */
export const personalBests = (records: ResultRecord[], conversion: HandTimeConversion): ResultRecord[] =>
  bestsNow(records, personalGroup, conversion);

/** The best legal individual mark per event, environment, season and season year. */
export const seasonBests = (records: ResultRecord[], conversion: HandTimeConversion): ResultRecord[] =>
  bestsNow(records, seasonGroup, conversion);

/** PRs first by the athlete's preferred events, then by the catalogue order given by `order`. */
export const keyOrder =
  (preferred: string[], order: (type: string) => number) =>
  (a: { row: { eventType: string; indoor: boolean } }, b: { row: { eventType: string; indoor: boolean } }): number => {
    const pa = preferred.indexOf(a.row.eventType);
    const pb = preferred.indexOf(b.row.eventType);
    const ra = pa === -1 ? Number.MAX_SAFE_INTEGER : pa;
    const rb = pb === -1 ? Number.MAX_SAFE_INTEGER : pb;
    return ra - rb || order(a.row.eventType) - order(b.row.eventType) || Number(a.row.indoor) - Number(b.row.indoor);
  };
