/**
 * A save or delete that named a version other than the one saved now (decision 039): refused, with
 * the result as it is and who changed it last, for the route to answer 409 `result-changed` with.
 */
import { and, eq } from 'drizzle-orm';
import type { ResultChangeRow } from '../../db/schema';
import { results } from '../../db/schema';
import { lastChange } from './history';
import { selectResults, withLegs, type DbOrTx } from './load';
import type { ResultRecord } from './records';

export class StaleResultError extends Error {
  constructor(
    /** the entry's result as saved now; null when there is none (deleted meanwhile) */
    readonly current: ResultRecord | null,
    /** the latest change of it, when the history has one */
    readonly last: ResultChangeRow | null,
  ) {
    super(
      current
        ? 'This result was changed by someone else since you opened it'
        : 'This result was deleted by someone else since you opened it',
    );
    this.name = 'StaleResultError';
  }
}

/** The refusal of a stale save of an entry's result, holding the result as it is now. */
export const staleResult = async (db: DbOrTx, organizationId: string, entryId: string): Promise<StaleResultError> => {
  const [current] = await withLegs(db, await selectResults(db, organizationId, and(eq(results.entryId, entryId))));
  return new StaleResultError(current ?? null, await lastChange(db, organizationId, entryId));
};
