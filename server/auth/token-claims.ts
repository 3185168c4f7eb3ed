import { jwtVerify, errors, type CompactJWSHeaderParameters } from 'jose';
import type { KeyObject } from 'node:crypto';

/**
 * A bearer token's checks: its signature by jose (`signedPayload`, which refuses `none`, HMAC, an
 * algorithm that does not fit the key, RSA keys under 2048 bits, malformed tokens and `crit`
 * extensions), and its claims (`claimsValid`), checked on every call, also for a token whose
 * signature was verified before (verified-tokens.ts). jose was measured against a hand-written
 * node:crypto check: docs/performance.md (request path, verified tokens).
 */

/** The payload of a compact JWS whose signature `keyFor` (by its header) verifies; null when it does not. */
export const signedPayload = async (
  token: string,
  keyFor: (header: CompactJWSHeaderParameters) => KeyObject | Promise<KeyObject>,
): Promise<Record<string, unknown> | null> => {
  try {
    const { payload } = await jwtVerify(token, (header) => keyFor(header));
    return payload as Record<string, unknown>;
  } catch (e) {
    if (e instanceof errors.JOSEError || e instanceof TypeError) return null;
    throw e;
  }
};

interface ClaimRules {
  issuer: string;
  audience: string;
  /** seconds since the epoch */
  now: number;
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** jose's JWT claim rules as the API uses them: issuer, audience, exp required and in the future, nbf, iat, sub. */
export const claimsValid = (payload: Record<string, unknown>, { issuer, audience, now }: ClaimRules): boolean => {
  if (payload.iss !== issuer) return false;
  const aud = payload.aud;
  if (!(aud === audience || (Array.isArray(aud) && aud.includes(audience)))) return false;
  if (!isNumber(payload.exp) || payload.exp <= now) return false;
  if (payload.nbf !== undefined && (!isNumber(payload.nbf) || payload.nbf > now)) return false;
  if (payload.iat !== undefined && !isNumber(payload.iat)) return false;
  return typeof payload.sub === 'string' && payload.sub.length > 0;
};
