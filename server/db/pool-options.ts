import pg from 'pg';
import type { Config } from '../config/config';

type Query = (this: pg.Client, config: unknown, ...rest: unknown[]) => unknown;

/**
 * A client that sends every statement unnamed. A named prepared statement lives in one server
 * session; behind a pooler in transaction mode (PgBouncer before 1.21) the next transaction may
 * run on another session, where it does not exist ("prepared statement … does not exist"). Names
 * are dropped here, in the one place every query passes, so no service has to know (the access
 * lookups of server/auth/authorization.ts and the roster's bests in
 * server/services/athletes/page-bests.ts name theirs).
 */
class UnnamedStatementsClient extends pg.Client {}
const namedQuery = pg.Client.prototype.query as unknown as Query;
(UnnamedStatementsClient.prototype as unknown as { query: Query }).query = function (config, ...rest) {
  const plain = config !== null && typeof config === 'object' && typeof (config as { submit?: unknown }).submit !== 'function';
  if (plain && 'name' in config) {
    const { name: _name, ...unnamed } = config as pg.QueryConfig;
    return namedQuery.call(this, unnamed, ...rest);
  }
  return namedQuery.call(this, config, ...rest);
};

/** The pool's size and connection wait (DATABASE_POOL_*), and its client class (DATABASE_PREPARED_STATEMENTS). */
export const poolOptions = ({ max, connectionTimeoutMs, preparedStatements }: Config['databasePool']): pg.PoolConfig => ({
  max,
  connectionTimeoutMillis: connectionTimeoutMs,
  ...(preparedStatements ? {} : { Client: UnnamedStatementsClient }),
});
