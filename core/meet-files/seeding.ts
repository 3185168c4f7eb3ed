/**
 * Heats, lanes and flights from seed marks (issue 29, item 15). The best seeds run in the last heat
 * (the fastest heat last) and compete last in the last flight; an athlete without a seed goes to the
 * first heat. Heats are as even as can be (10 sprinters on 8 lanes: two heats of 5), the larger
 * heats last.
 *
 * - lanes: the heat's best seed gets the first lane of the preference order, the next the second,
 *   and so on. The order is centre-out, the lower lane first on a tie: 8 lanes 4,5,3,6,2,7,1,8;
 *   6 lanes 3,4,2,5,1,6; 9 lanes 5,4,6,3,7,2,8,1,9.
 * - waterfall: position 1 is the inside of the curved line: the best seed of the heat stands there.
 * - flights: within a flight the weakest seed competes first (position 1), the best last.
 * - none: one section in seed order (combined events).
 */
import type { SeedingStyle } from './event-codes';

export interface SeedingEntry {
  id: string;
  /** a comparable seed (time in ms; length in mm; points); null: no seed */
  seed: number | null;
}

export interface SeedingOptions {
  style: SeedingStyle;
  /** true when a lower seed is better (times) */
  lowerIsBetter: boolean;
  /** lanes on the track (lanes style); default 8 */
  lanes?: number;
  /** most athletes on a waterfall line; default 12 */
  waterfallSize?: number;
  /** most athletes in a flight; default 8 */
  flightSize?: number;
}

export interface Placement {
  id: string;
  /** heat or flight, 1-based; the last holds the best seeds */
  heat: number;
  /** lane, waterfall position or order in the flight */
  lane: number;
}

export const DEFAULT_LANES = 8;
export const DEFAULT_WATERFALL_SIZE = 12;
export const DEFAULT_FLIGHT_SIZE = 8;

/** Lanes in the order the best seeds get them (centre-out, lower lane first on a tie). */
export const lanePreference = (lanes: number): number[] =>
  Array.from({ length: lanes }, (_, i) => i + 1).sort((a, b) => Math.abs(a - (lanes + 1) / 2) - Math.abs(b - (lanes + 1) / 2) || a - b);

/** Best seed first; no seed after every seed; a tie keeps the order given. */
const bestFirst = (entries: readonly SeedingEntry[], lowerIsBetter: boolean): SeedingEntry[] =>
  entries
    .map((e, i) => ({ e, i }))
    .sort((a, b) => {
      if (a.e.seed === null || b.e.seed === null) return (a.e.seed === null ? 1 : 0) - (b.e.seed === null ? 1 : 0) || a.i - b.i;
      return (lowerIsBetter ? a.e.seed - b.e.seed : b.e.seed - a.e.seed) || a.i - b.i;
    })
    .map(({ e }) => e);

/** Sizes of `count` sections of at most `capacity`, as even as can be, the larger ones last. */
export const sectionSizes = (n: number, capacity: number): number[] => {
  if (n === 0) return [];
  const count = Math.ceil(n / capacity);
  const small = Math.floor(n / count);
  const larger = n % count;
  return Array.from({ length: count }, (_, i) => (i >= count - larger ? small + 1 : small));
};

export const seedHeats = (entries: readonly SeedingEntry[], options: SeedingOptions): Placement[] => {
  const ordered = bestFirst(entries, options.lowerIsBetter);
  const capacity =
    options.style === 'lanes'
      ? (options.lanes ?? DEFAULT_LANES)
      : options.style === 'waterfall'
        ? (options.waterfallSize ?? DEFAULT_WATERFALL_SIZE)
        : options.style === 'flights'
          ? (options.flightSize ?? DEFAULT_FLIGHT_SIZE)
          : Math.max(ordered.length, 1);
  const sizes = sectionSizes(ordered.length, capacity);
  const placements: Placement[] = [];
  // the best seeds fill the last section, the next best the one before
  let from = 0;
  for (let heat = sizes.length; heat >= 1; heat--) {
    const group = ordered.slice(from, from + sizes[heat - 1]!);
    from += group.length;
    const preference = options.style === 'lanes' ? lanePreference(options.lanes ?? DEFAULT_LANES) : null;
    group.forEach((e, rank) => {
      const lane = preference ? preference[rank]! : options.style === 'flights' ? group.length - rank : rank + 1;
      placements.push({ id: e.id, heat, lane });
    });
  }
  return placements.sort((a, b) => a.heat - b.heat || a.lane - b.lane);
};
