/**
 * Whether an error means the database cannot be reached right now (down, restarting, starting
 * up, connection lost, refusing new connections, no pool connection free in time), as opposed to
 * a query that is wrong. Looks through a failed query's `cause` chain.
 */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH']);
/**
 * PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections ("sorry,
 * too many clients already", a role's or database's connection limit), and class 08 (connection
 * exception; PgBouncer's refusals, such as max_client_conn or query_wait_timeout, are 08P01).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNREACHABLE_MESSAGES = [
  /Connection terminated/i,
  // pg's pool: no connection became free (or connected) within DATABASE_POOL_TIMEOUT
  /timeout exceeded when trying to connect/i,
  /connect ECONNREFUSED/i,
  /Client has encountered a connection error/i,
];

export const isDatabaseUnavailable = (error: unknown, depth = 0): boolean => {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08/.test(code))) return true;
  if (UNREACHABLE_MESSAGES.some((m) => m.test(error.message)) && !('statusCode' in error)) return true;
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable((error as { cause?: unknown }).cause, depth + 1);
};

/** Seconds a client is told to wait (Retry-After) while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database cannot be reached right now. Try again in a few seconds.';
