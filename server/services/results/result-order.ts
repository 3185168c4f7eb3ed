/**
 * The order results were run in, for "PR when run" and "the previous best": the meet's date, then on
 * the same day the round (rounds before the final), then when the result was first saved. The one
 * "best when run" rule (when-run.ts) reads it, so every page agrees on which of two same-day marks came first.
 */
import type { ROUNDS } from '@core/api/meets';

type Round = (typeof ROUNDS)[number];

/**
 * A round's place in a day's competition. A time trial is a race of its own, run ahead of the
 * meet's rounds; a preliminary round comes before the heats (as at championships: preliminary
 * round, heats, semifinals, final). A round not listed counts as a final.
 */
const ROUND_RANK: Record<Round, number> = { 'time-trial': 0, prelim: 1, heats: 2, semi: 3, final: 4 };
const RANKS = new Map<string, number>(Object.entries(ROUND_RANK));

const roundRank = (round: string): number => RANKS.get(round) ?? ROUND_RANK.final;

/** What the order reads of a result. */
export interface Ordered {
  /** the meet's start date, YYYY-MM-DD */
  date: string;
  /** the meet event's round */
  round: string;
  row: { createdAt: Date };
}

/** Negative when `a` was run before `b`, positive after, 0 when nothing tells them apart. */
export const compareRunOrder = (a: Ordered, b: Ordered): number => {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  return roundRank(a.round) - roundRank(b.round) || a.row.createdAt.getTime() - b.row.createdAt.getTime();
};
