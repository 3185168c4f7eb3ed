import { queryClient } from '../../../lib/query-client';

/**
 * What a saved, changed or deleted result makes stale beyond the meet itself: athletes' PRs and
 * season bests, the roster's PR counts, event leaders, the meets list's result counts, the
 * dashboard's recent PRs and an athlete's own results, the record boards, course records (derived
 * from results), the performance area, and a meet's team standings and other teams' finishers.
 * Invalidated by key root (the roots live in other features this one may not import).
 * Only the queries on screen refetch; the rest refetch when next shown.
 */
export const invalidateAfterResults = () =>
  Promise.all(
    [
      ['athlete'],
      ['athletes'],
      ['event-leaders'],
      ['meets'],
      ['recent-prs'],
      ['my-results'],
      ['records'],
      ['courses'],
      ['performance'],
      ['meet-standings'],
      ['meet-competitors'],
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
