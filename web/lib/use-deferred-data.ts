import { useDeferredValue } from 'react';

interface QueryLike<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
}

/**
 * A query's answer, drawn in a background render. TanStack Query hands answers to React through
 * a store, and React draws a store's change in one blocking task; the dashboard's answers arrive
 * together, so their cards were drawn in one long task (Lighthouse's blocking time on a phone).
 * Deferred, the blocking render keeps what was shown (the skeleton) and the cards are drawn in
 * slices that yield to the browser. `data` is the deferred answer, `pending` true until it shows.
 */
export const useDeferredData = <T>(query: QueryLike<T>): { data: T | undefined; pending: boolean; error: unknown } => {
  const data = useDeferredValue(query.data);
  return { data, pending: data === undefined && !query.isError, error: query.isError ? query.error : null };
};
