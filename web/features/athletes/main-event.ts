import { findSportEvent } from '@core/sport-events/sport-events';

interface Dated {
  eventType: string;
  date: string;
}

const isRelay = (eventType: string) => findSportEvent(eventType)?.kind === 'relay';

const latest = (rs: readonly Dated[]) => rs.reduce((m, r) => (r.date > m ? r.date : m), '');

/**
 * The athlete's main event among their series (key -> results): the individual event with the most
 * results, a tie going to the one run most recently; a relay only when the athlete ran nothing else.
 */
export function mainEventKey<R extends Dated>(series: ReadonlyMap<string, readonly R[]>): string | null {
  const all = [...series.entries()].filter(([, rs]) => rs.length > 0);
  const individual = all.filter(([, rs]) => !isRelay(rs[0]!.eventType));
  const pool = individual.length > 0 ? individual : all;
  const sorted = pool.sort((a, b) => b[1].length - a[1].length || latest(b[1]).localeCompare(latest(a[1])));
  return sorted[0]?.[0] ?? null;
}
