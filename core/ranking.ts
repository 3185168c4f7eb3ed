/** Standard competition ranking ("1, 2, 2, 4"): the one place where tied places are worked out. */

/**
 * Places, shared by ties (1, 2, 2, 4), of items ordered by `compare` (negative: a ranks first; 0: a tie),
 * in the order of `items`; null for those `placed` refuses. Items that compare equal keep their input order.
 */
export function placesBy<T>(
  items: readonly T[],
  compare: (a: T, b: T) => number,
  placed: (t: T) => boolean = () => true,
): (number | null)[] {
  const order = items
    .map((item, index) => ({ item, index }))
    .filter((x) => placed(x.item))
    .sort((x, y) => compare(x.item, y.item) || x.index - y.index);
  const out: (number | null)[] = items.map(() => null);
  order.forEach((x, i) => {
    const prev = order[i - 1];
    out[x.index] = prev && compare(prev.item, x.item) === 0 ? out[prev.index]! : i + 1;
  });
  return out;
}
