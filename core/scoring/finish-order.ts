/**
 * The order of one race or field event as scoring reads it: finishers without a mark (DNS, DNF, DQ,
 * NH...) are out; the rest are ranked by the places the meet recorded when every finisher has one,
 * else by their marks (lower sort value is better). Equal places (or equal marks) tie.
 */
import { placesBy } from '../ranking';

export interface Finisher {
  /** any id the caller keeps (a result's or a competitor's) */
  id: string;
  name: string;
  team: string;
  /** the place as recorded, null when none */
  place: number | null;
  /** lower is better; null: no mark (a non-mark), never placed */
  sortValue: number | null;
  /** a relay team (relays score with the relay table) */
  relay?: boolean;
}

export interface Placed<F extends Finisher = Finisher> {
  finisher: F;
  /** 1-based; tied finishers share the better place (1, 2, 2, 4) */
  place: number;
}

/** Finishers in order with their places (standard competition ranking for ties). */
export const placeFinishers = <F extends Finisher>(finishers: readonly F[]): Placed<F>[] => {
  const marked = finishers.filter((f) => f.sortValue !== null);
  const byPlace = marked.length > 0 && marked.every((f) => f.place !== null);
  const key = (f: F): number => (byPlace ? f.place! : f.sortValue!);
  // equal keys tie (also two infinite ones, which subtract to NaN)
  const byKey = (a: F, b: F): number => (key(a) === key(b) ? 0 : key(a) - key(b));
  const ordered = [...marked].sort(byKey);
  const places = placesBy(ordered, byKey);
  return ordered.map((finisher, i) => ({ finisher, place: places[i]! }));
};
