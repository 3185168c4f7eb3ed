import { requestIdContext } from './request-id';

/**
 * What the log keeps of an error: its kind, code and message, never the values a query carried.
 * A failed query's error carries its SQL parameters (invite tokens, emails, names) in `params`
 * and in its message; PostgreSQL's own errors carry row values in `detail` and sometimes quote
 * the refused value in the message. Logs must never hold secrets or personal data.
 */

import { logSafeUrl } from './log-safe-url';

type Loose = Error & Record<string, unknown>;

/** PostgreSQL error fields that name the schema, never the data. */
const PG_FIELDS = ['severity', 'routine', 'schema', 'table', 'column', 'constraint', 'dataType'] as const;

const isDrizzleQueryError = (e: Loose): boolean => typeof e.query === 'string' && 'params' in e;
const isPgError = (e: Loose): boolean => typeof e.code === 'string' && typeof e.severity === 'string' && typeof e.routine === 'string';

/** PostgreSQL quotes the refused value: `invalid input syntax for type uuid: "…"`. */
const redactQuoted = (message: string): string =>
  message.replace(/"[^"]*"/g, (quoted, offset: number) => (message.slice(0, offset).endsWith(': ') ? '"[redacted]"' : quoted));

const frames = (stack: unknown): string | undefined =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => /^\s+at /.test(line))
        .join('\n')
    : undefined;

export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export const logSafeError = (error: unknown, depth = 0): LoggedError => {
  if (!(error instanceof Error)) return { type: typeof error, message: '[a value that is not an Error was thrown]', stack: '' };
  const e = error as Loose;
  // a failed query's SQL text has placeholders ($1, $2…), never the values
  const message = isDrizzleQueryError(e) ? 'Failed query' : isPgError(e) ? redactQuoted(e.message) : e.message;
  const out: LoggedError = { type: e.name, message, stack: `${e.name}: ${message}\n${frames(e.stack) ?? ''}` };
  if (isDrizzleQueryError(e)) out.query = e.query;
  if (typeof e.code === 'string' || typeof e.code === 'number') out.code = e.code;
  if (typeof e.statusCode === 'number') out.statusCode = e.statusCode;
  if (isPgError(e)) for (const k of PG_FIELDS) if (typeof e[k] === 'string') out[k] = e[k];
  if (e.cause !== undefined && depth < 4) out.cause = logSafeError(e.cause, depth + 1);
  return out;
};

/**
 * A request as logged: method and its URL through the one redaction (log-safe-url: query names
 * without their values, no token in the path), no client address.
 */
export const logSafeRequest = (request: { method: string; url: string }): Record<string, string> => ({
  method: request.method,
  url: logSafeUrl(request.url),
});

/**
 * The app's logger: errors (`err`) and requests (`req`) go through the safe serializers; a line
 * written through the app's logger while better-auth handles a request carries its `reqId` too
 * (`request.log` lines carry it already).
 */
export const appLoggerOptions = (level: string, stream?: NodeJS.WritableStream) => ({
  level,
  serializers: { err: logSafeError, req: logSafeRequest },
  mixin: (): Record<string, string> => {
    const reqId = requestIdContext.getStore();
    return reqId ? { reqId } : {};
  },
  ...(stream ? { stream } : {}),
});
