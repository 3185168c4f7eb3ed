import { PgTransaction } from 'drizzle-orm/pg-core';

/**
 * Awaits drizzle queries (they run when awaited) side by side on the pool, and one after another
 * in a transaction: a transaction is one connection, and pg refuses (from pg 9) a query while
 * another one runs on it.
 */
export const readAll = async <const T extends readonly PromiseLike<unknown>[]>(
  db: unknown,
  queries: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> => {
  if (!(db instanceof PgTransaction)) return (await Promise.all(queries)) as { -readonly [K in keyof T]: Awaited<T[K]> };
  const out: unknown[] = [];
  for (const query of queries) out.push(await query);
  return out as { -readonly [K in keyof T]: Awaited<T[K]> };
};
