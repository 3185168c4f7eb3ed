import { KeyObject } from 'node:crypto';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  type JSONWebKeySet,
  type CompactJWSHeaderParameters,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import type { Config } from '../config/config';
import { claimsValid, signedPayload as verifiedPayload } from './token-claims';
import type { SessionCheck } from './session-check';
import { createVerifiedTokens } from './verified-tokens';

/** Who is calling, attached to the request once the bearer token checks out. */
export interface AuthContext {
  uid: string;
  email: string | null;
  claims: JWTPayload;
}

interface VerifierDeps {
  config: Config;
  /** the built-in keys (better-auth's JWKS), read again when a token names an unknown kid */
  loadLocalJwks: () => Promise<JSONWebKeySet>;
  sessions?: SessionCheck;
}

const REFRESH_AT_MOST_EVERY_MS = 5_000;
/** how long a key found for (alg, kid) is used before asking the key set again */
const KEY_TTL_MS = 60_000;

type GetKey = (header: CompactJWSHeaderParameters) => Promise<CryptoKey>;

const localKeys = (load: () => Promise<JSONWebKeySet>, onRefresh: () => void): GetKey => {
  let keys: JWTVerifyGetKey | undefined;
  let loadedAt = 0;
  const refresh = async () => {
    keys = createLocalJWKSet(await load());
    loadedAt = Date.now();
    onRefresh();
    return keys;
  };
  return async (header) => {
    const current = keys ?? (await refresh());
    try {
      return (await current(header, { payload: '', signature: '' })) as CryptoKey;
    } catch (e) {
      if (!(e instanceof errors.JWKSNoMatchingKey) || Date.now() - loadedAt < REFRESH_AT_MOST_EVERY_MS) throw e;
      return (await (
        await refresh()
      )(header, { payload: '', signature: '' })) as CryptoKey;
    }
  };
};

/**
 * The verification key for a token header, as a KeyObject for node:crypto: jose's JWKS
 * resolvers pick it (kid, alg, use), and the answer is kept for KEY_TTL_MS so the hot path does
 * no asynchronous work.
 */
const keyResolver = (config: Config, loadLocalJwks: () => Promise<JSONWebKeySet>, onKeysChanged: () => void) => {
  const found = new Map<string, { key: KeyObject; until: number }>();
  const getKey: GetKey = config.auth.jwksUrl
    ? (() => {
        const remote = createRemoteJWKSet(new URL(config.auth.jwksUrl));
        return async (header) => remote(header, { payload: '', signature: '' });
      })()
    : localKeys(loadLocalJwks, () => {
        found.clear();
        onKeysChanged();
      });
  return (header: CompactJWSHeaderParameters): KeyObject | Promise<KeyObject> => {
    const id = `${header.alg} ${header.kid ?? ''}`;
    const hit = found.get(id);
    if (hit && hit.until > Date.now()) return hit.key;
    return getKey(header).then((cryptoKey) => {
      const key = KeyObject.from(cryptoKey);
      if (found.size > 100) found.clear();
      found.set(id, { key, until: Date.now() + KEY_TTL_MS });
      return key;
    });
  };
};

/**
 * Verifies a bearer JWT (signature, issuer, audience, expiry, live session); null when anything
 * fails. A token verified before skips the signature check (verified-tokens.ts); its claims,
 * expiry and `nbf` included, and its session are checked on every call.
 */
export const createTokenVerifier = ({ config, loadLocalJwks, sessions }: VerifierDeps) => {
  const verified = createVerifiedTokens(KEY_TTL_MS);
  const keyFor = keyResolver(config, loadLocalJwks, verified.clear);
  const rules = { issuer: config.auth.issuer, audience: config.auth.audience };

  /** The payload of a token whose signature checks out (from the cache when verified before), or null. */
  const signedPayload = async (token: string): Promise<Record<string, unknown> | null> => {
    const known = verified.get(token);
    if (known) return known;
    const payload = await verifiedPayload(token, keyFor);
    if (payload) verified.set(token, payload);
    return payload;
  };

  return async (token: string): Promise<AuthContext | null> => {
    const now = Date.now();
    const signed = await signedPayload(token);
    if (!signed) return null;
    const payload = signed as JWTPayload;
    if (!claimsValid(payload, { ...rules, now: Math.floor(now / 1000) })) return null;
    const uid = payload.sub as string;
    if (config.auth.builtIn) {
      // Database errors propagate (a 5xx), so an outage never signs everyone out.
      const sid = typeof payload.sid === 'string' ? payload.sid : undefined;
      if (!sid || !sessions || !(await sessions.isLive(sid, uid))) return null;
    }
    return { uid, email: typeof payload.email === 'string' ? payload.email : null, claims: payload };
  };
};

/** The token of an `Authorization: Bearer <jwt>` header, or null. */
export const bearerToken = (header: string | undefined): string | null => {
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
};
