/** Reads (without verifying: the server does that) the claims the client needs from a JWT. */
export interface JwtClaims {
  sub: string;
  /** expiry, epoch milliseconds */
  expiresAt: number;
}

const decodeBase64Url = (part: string): string => {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
};

export const readJwtClaims = (token: string): JwtClaims | null => {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (typeof claims !== 'object' || claims === null) return null;
    const { sub, exp } = claims as { sub?: unknown; exp?: unknown };
    if (typeof sub !== 'string' || sub === '' || typeof exp !== 'number' || !Number.isFinite(exp)) return null;
    return { sub, expiresAt: exp * 1000 };
  } catch {
    return null;
  }
};
