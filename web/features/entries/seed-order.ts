import type { Entry } from '@core/api/meets';
import { compareMarks, type MarkOptions } from '@core/marks';
import { entryName } from '../../lib/entry-label';

/**
 * Entries of one event by seed: the best seed first as the mark engine compares (a lower time, a
 * longer mark; hand times by the team's setting), entries without a seed after, then by name.
 */
export const bySeed =
  (eventType: string, options: MarkOptions) =>
  (a: Entry, b: Entry): number => {
    if (a.seed && b.seed) {
      const c = compareMarks(eventType, a.seed.mark, b.seed.mark, options);
      if (c !== 0) return c;
    } else if (a.seed || b.seed) {
      return a.seed ? -1 : 1;
    }
    return entryName(a).localeCompare(entryName(b));
  };

/** Heat (or flight) first, entries without one last; within a heat, by seed then name: the order a sheet is read in. */
export const bySheetOrder = (eventType: string, options: MarkOptions) => {
  const seed = bySeed(eventType, options);
  return (a: Entry, b: Entry): number =>
    (a.result?.heat ?? Number.MAX_SAFE_INTEGER) - (b.result?.heat ?? Number.MAX_SAFE_INTEGER) || seed(a, b);
};
