/**
 * High jump and pole vault height cards (World Athletics rule 26). Each bar height holds the
 * attempts at it: O cleared, X failed, - passed (the rest of that height). Three consecutive
 * failures, at one height or across heights, eliminate. Placing: the best height cleared; then
 * the fewest failures at that height; then the fewest failures in the whole competition up to
 * and including that height; then a tie (a jump-off for first place is not kept here: athletes
 * still tied share the place).
 */
import type { HeightAttempts } from './series';

/** What placing reads of a card. */
export interface HeightCardSummary {
  /** the index in the card of the best height cleared; null: no height cleared */
  best: number | null;
  /** failures at the best height cleared */
  missesAtBest: number;
  /** failures at every height up to and including the best one cleared */
  missesToBest: number;
  /** three consecutive failures */
  eliminated: boolean;
}

const ATTEMPTS = /^(?:O|XO|XXO|X{1,3}|X{0,2}-)$/;

/**
 * Why a card cannot be (heights rising, at most three attempts a height, nothing after a clearance
 * or a pass at a height, nothing after the third consecutive failure, a height left unfinished
 * only at the top); null when it is a card. `name` shows a height in messages.
 */
export function heightCardError(heights: readonly HeightAttempts[], name: (h: HeightAttempts) => string): string | null {
  let consecutive = 0;
  for (const [i, h] of heights.entries()) {
    const previous = heights[i - 1];
    if (previous && h.mm <= previous.mm) return `${name(h)}: the bar only goes up (after ${name(previous)})`;
    if (consecutive >= 3) return `${name(h)}: three failures in a row ended the competition before this height`;
    if (!ATTEMPTS.test(h.attempts)) return `${name(h)}: "${h.attempts}" is not a height's attempts (O, XO, XXO, XXX, X-, XX- or -)`;
    const last = i === heights.length - 1;
    if (!last && /^X{1,2}$/.test(h.attempts))
      return `${name(h)}: after ${h.attempts} clear (O), fail (X) or pass (-) before the next height`;
    for (const a of h.attempts) {
      if (a === 'O') consecutive = 0;
      else if (a === 'X') consecutive += 1;
    }
  }
  return null;
}

export function heightCardSummary(heights: readonly HeightAttempts[]): HeightCardSummary {
  let best: number | null = null;
  let misses = 0;
  let missesToBest = 0;
  let consecutive = 0;
  heights.forEach((h, i) => {
    for (const a of h.attempts) {
      if (a === 'X') {
        misses += 1;
        consecutive += 1;
      } else if (a === 'O') consecutive = 0;
    }
    if (h.attempts.endsWith('O')) {
      best = i;
      missesToBest = misses;
    }
  });
  const at = best === null ? null : heights[best]!;
  return {
    best,
    missesAtBest: at ? at.attempts.length - 1 : 0,
    missesToBest,
    eliminated: consecutive >= 3,
  };
}

/** The best height cleared, or null. */
export const bestHeight = (heights: readonly HeightAttempts[]): HeightAttempts | null => {
  const { best } = heightCardSummary(heights);
  return best === null ? null : heights[best]!;
};

/** Rule 26.8: negative when card a places ahead of b, 0 for a tie. A card without a clearance is behind every other. */
export function compareHeightCards(a: readonly HeightAttempts[], b: readonly HeightAttempts[]): number {
  const x = heightCardSummary(a);
  const y = heightCardSummary(b);
  if (x.best === null || y.best === null) return (x.best === null ? 1 : 0) - (y.best === null ? 1 : 0);
  const hx = a[x.best]!.mm;
  const hy = b[y.best]!.mm;
  if (hx !== hy) return hx > hy ? -1 : 1;
  return Math.sign(x.missesAtBest - y.missesAtBest) || Math.sign(x.missesToBest - y.missesToBest);
}
