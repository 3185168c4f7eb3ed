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

export const roundRank = (round: string): number => RANKS.get(round) ?? ROUND_RANK.final;

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

/** `roundRank` in SQL, over a meet event's `round` column (a round not listed counts as a final). */
const roundRankSql = (round: string): string =>
  `case ${round} ${Object.entries(ROUND_RANK)
    .filter(([name]) => name !== 'final')
    .map(([name, rank]) => `when '${name}' then ${rank}`)
    .join(' ')} else ${ROUND_RANK.final} end`;

/**
 * `compareRunOrder` as SQL ORDER BY terms, for queries that pick the earliest run of equal marks:
 * the meet's date, the round's rank, when the result was saved. Takes the aliases of the query's
 * meets, meet events and results (trusted identifiers, not input).
 */
export const runOrderSql = (meet: string, meetEvent: string, result: string): string =>
  `${meet}.start_date, ${roundRankSql(`${meetEvent}.round`)}, ${result}.created_at`;
