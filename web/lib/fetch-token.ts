import { readJwtClaims, type JwtClaims } from './jwt';

export interface IssuedToken extends JwtClaims {
  token: string;
}

/** Thrown when the identity session cannot give a token (signed out, expired, deleted). */
export class TokenUnavailableError extends Error {
  readonly status: number;
  constructor(status: number) {
    super('Your session has ended. Please sign in again.');
    this.name = 'TokenUnavailableError';
    this.status = status;
  }
}

/**
 * Exchanges the better-auth session cookie for a short JWT (GET /api/auth/token); expiry read from
 * its exp. A plain fetch: the token upkeep on every page load needs none of the identity client
 * (lib/auth-client.ts), which only the sign-in, sign-up, reset, sign-out and account pages load.
 */
export const fetchToken = async (): Promise<IssuedToken> => {
  const response = await fetch('/api/auth/token', {
    method: 'GET',
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new TokenUnavailableError(response.status);
  const body = (await response.json()) as { token?: unknown };
  if (typeof body.token !== 'string') throw new TokenUnavailableError(response.status);
  const claims = readJwtClaims(body.token);
  if (!claims) throw new TokenUnavailableError(response.status);
  return { token: body.token, ...claims };
};
