import type { Entry } from '@core/api/meets';
import { FINALISTS, finalists, seriesKind, seriesOfMark, type Series } from '@core/marks';

/**
 * Who goes through to the final three attempts of a horizontal jump or throw kept as series
 * (World Athletics rule 25.5: the best eight after three rounds, ties for eighth all through), by
 * entry id. Empty when it does not apply: no series in the event, a vertical jump, or eight
 * athletes or fewer (all of them get six attempts). A result entered as a mark alone counts as one
 * attempt, as the server places it.
 */
export function finalistsByEntry(eventType: string, entries: readonly Entry[]): Map<string, boolean> {
  const out = new Map<string, boolean>();
  const results = entries.flatMap((e) => (e.result ? [{ id: e.id, result: e.result }] : []));
  if (seriesKind(eventType) !== 'attempts' || results.length <= FINALISTS || !results.some((r) => r.result.series)) return out;
  const all = results.map(
    ({ result }): Series => result.series ?? seriesOfMark('attempts', result.windAidedBest?.mark ?? result.mark, result.wind),
  );
  const through = finalists(all.map((s) => (s.kind === 'attempts' ? s.attempts : [])));
  results.forEach((r, i) => out.set(r.id, through[i]!));
  return out;
}
