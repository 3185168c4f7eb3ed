/**
 * The one redaction of every URL the server logs (decision 019): no secret and no personal data
 * may reach a log through an address. A query keeps its names only (`?token=…&search=…`: an
 * invite or download token, a searched name). A path keeps its shape, but a segment that carries a
 * secret is replaced by `[redacted]`: the segment after a prefix known to end in one (the calendar
 * feed's token, better-auth's password-reset token), and any other segment that looks like a
 * token (20 or more letters, digits, `-` or `_`, which a UUID or a word-and-dash route name is
 * not), so a new token-bearing path is covered without being listed.
 */
import { FEED_PATH_PREFIX } from '@core/api/schedule';

/** Prefixes whose next path segment is a secret, whatever it looks like. */
const SECRET_SEGMENT_AFTER = [FEED_PATH_PREFIX, '/api/auth/reset-password/'];

/** The web app's built files: public, their names carry a content hash, never a secret. */
const PUBLIC_ASSETS = '/assets/';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** a token: 20+ base64url characters with at least one digit, an extension allowed (`.ics`) */
const TOKEN_LIKE = /^(?=[^.]*\d)[A-Za-z0-9_-]{20,}(\.[A-Za-z0-9]{1,8})?$/;
const REDACTED = '[redacted]';

const looksSecret = (segment: string): boolean => !UUID.test(segment) && TOKEN_LIKE.test(segment);

const redactPath = (pathname: string): string => {
  for (const prefix of SECRET_SEGMENT_AFTER) {
    if (pathname.startsWith(prefix)) {
      const rest = pathname.slice(prefix.length);
      const end = rest.indexOf('/');
      return `${prefix}${REDACTED}${end === -1 ? '' : redactPath(rest.slice(end))}`;
    }
  }
  if (pathname.startsWith(PUBLIC_ASSETS)) return pathname;
  return pathname
    .split('/')
    .map((segment) => (looksSecret(segment) ? REDACTED : segment))
    .join('/');
};

/** A URL (path and query, as a request carries it) as it may be logged. */
export const logSafeUrl = (url: string): string => {
  const q = url.indexOf('?');
  const pathname = q === -1 ? url : url.slice(0, q);
  const query = q === -1 ? '' : url.slice(q + 1);
  const names = query ? [...new URLSearchParams(query).keys()].map((k) => `${k}=…`).join('&') : '';
  const path = redactPath(pathname);
  return names ? `${path}?${names}` : path;
};
