/** "1 event", "3 events", "2 heights": a count with its noun (`many` when the plural is not `one` + "s"). */
export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
