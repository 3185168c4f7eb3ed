import { constants, verify, type KeyObject } from 'node:crypto';

/**
 * Compact JWS checked synchronously with node:crypto and a KeyObject: the same checks jose makes,
 * without the asynchronous WebCrypto job per call (docs/decisions/011-request-path-performance.md).
 */
export interface DecodedJws {
  header: Record<string, unknown> & { alg: string; kid?: string };
  payload: Record<string, unknown>;
  /** the bytes the signature covers: `<header>.<payload>` as sent */
  signingInput: Buffer;
  signature: Buffer;
}

const PART = /^[A-Za-z0-9_-]+$/;

const jsonObject = (part: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/** Splits and decodes a compact JWS; null when it is malformed or asks for extensions (`crit`). */
export const decodeJws = (token: string): DecodedJws | null => {
  const first = token.indexOf('.');
  const second = token.indexOf('.', first + 1);
  if (first < 0 || second < 0 || token.indexOf('.', second + 1) >= 0) return null;
  const [h, p, s] = [token.slice(0, first), token.slice(first + 1, second), token.slice(second + 1)];
  if (!PART.test(h) || !PART.test(p) || !PART.test(s)) return null;
  const header = jsonObject(h);
  const payload = jsonObject(p);
  if (!header || !payload || typeof header.alg !== 'string' || 'crit' in header) return null;
  if (header.kid !== undefined && typeof header.kid !== 'string') return null;
  return {
    header: header as DecodedJws['header'],
    payload,
    signingInput: Buffer.from(token.slice(0, second), 'ascii'),
    signature: Buffer.from(s, 'base64url'),
  };
};

interface AlgSpec {
  digest: string | null;
  keyTypes: readonly string[];
  curve?: string;
  pss?: boolean;
}

const ALGS: Record<string, AlgSpec> = {
  EdDSA: { digest: null, keyTypes: ['ed25519', 'ed448'] },
  Ed25519: { digest: null, keyTypes: ['ed25519'] },
  RS256: { digest: 'sha256', keyTypes: ['rsa'] },
  RS384: { digest: 'sha384', keyTypes: ['rsa'] },
  RS512: { digest: 'sha512', keyTypes: ['rsa'] },
  PS256: { digest: 'sha256', keyTypes: ['rsa', 'rsa-pss'], pss: true },
  PS384: { digest: 'sha384', keyTypes: ['rsa', 'rsa-pss'], pss: true },
  PS512: { digest: 'sha512', keyTypes: ['rsa', 'rsa-pss'], pss: true },
  ES256: { digest: 'sha256', keyTypes: ['ec'], curve: 'prime256v1' },
  ES384: { digest: 'sha384', keyTypes: ['ec'], curve: 'secp384r1' },
  ES512: { digest: 'sha512', keyTypes: ['ec'], curve: 'secp521r1' },
};

/** Whether `alg` is an asymmetric signature algorithm `key` can verify (never `none` or HMAC). */
export const algorithmFits = (alg: string, key: KeyObject): boolean => {
  const spec = ALGS[alg];
  if (!spec || key.type !== 'public' || !spec.keyTypes.includes(key.asymmetricKeyType ?? '')) return false;
  const details = key.asymmetricKeyDetails;
  if (spec.curve && details?.namedCurve !== spec.curve) return false;
  if (spec.keyTypes.includes('rsa') && (details?.modulusLength ?? 0) < 2048) return false;
  return true;
};

/** Verifies the signature of a decoded JWS with `key` (synchronous). */
export const signatureValid = (jws: DecodedJws, key: KeyObject): boolean => {
  const { alg } = jws.header;
  const spec = ALGS[alg];
  if (!spec || !algorithmFits(alg, key)) return false;
  try {
    if (spec.pss) {
      return verify(
        spec.digest,
        jws.signingInput,
        { key, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: constants.RSA_PSS_SALTLEN_DIGEST },
        jws.signature,
      );
    }
    if (spec.curve) return verify(spec.digest, jws.signingInput, { key, dsaEncoding: 'ieee-p1363' }, jws.signature);
    return verify(spec.digest, jws.signingInput, key, jws.signature);
  } catch {
    return false;
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
