/**
 * better-auth refuses a state-changing call whose Origin is not PUBLIC_URL (or AUTH_TRUSTED_ORIGINS)
 * with a bare "Invalid origin". This says which address to open instead, and what to configure.
 */
export const INVALID_ORIGIN = 'INVALID_ORIGIN';

/** The origin the browser sent (Origin, else Referer), or null. */
export const requestOrigin = (headers: { origin?: string | string[] | undefined; referer?: string | undefined }): string | null => {
  const raw = (Array.isArray(headers.origin) ? headers.origin[0] : headers.origin) || headers.referer;
  if (!raw || raw === 'null') return null;
  try {
    return new URL(raw).origin;
  } catch {
    return null;
  }
};

export const invalidOriginMessage = (publicUrl: string, origin: string | null): string => {
  const from = origin ? `this page was opened at ${origin}` : 'this request came from another address';
  const fix = origin
    ? `If ${origin} is the right address, set PUBLIC_URL=${origin} (or add it to AUTH_TRUSTED_ORIGINS) and restart the server.`
    : 'Or set PUBLIC_URL (or AUTH_TRUSTED_ORIGINS) to the address you use, and restart the server.';
  return `Splits is served at ${publicUrl}, but ${from}. Open ${publicUrl} instead. ${fix}`;
};

/** The body with better-auth's INVALID_ORIGIN message explained, or null when it is another answer. */
export const explainInvalidOrigin = (status: number, body: Buffer, publicUrl: string, origin: string | null): Buffer | null => {
  if (status !== 403 || body.length === 0 || body.length > 4096) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || (parsed as { code?: unknown }).code !== INVALID_ORIGIN) return null;
  return Buffer.from(JSON.stringify({ ...parsed, message: invalidOriginMessage(publicUrl, origin) }));
};
