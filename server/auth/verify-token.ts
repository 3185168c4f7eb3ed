import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify, type JSONWebKeySet, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { Config } from '../config/config';
import type { SessionCheck } from './session-check';

/** Who is calling, attached to the request once the bearer token checks out. */
export interface AuthContext {
  uid: string;
  email: string | null;
  claims: JWTPayload;
}

export interface VerifierDeps {
  config: Config;
  /** the built-in keys (better-auth's JWKS), read again when a token names an unknown kid */
  loadLocalJwks: () => Promise<JSONWebKeySet>;
  sessions?: SessionCheck;
}

const REFRESH_AT_MOST_EVERY_MS = 5_000;

const localKeys = (load: () => Promise<JSONWebKeySet>): JWTVerifyGetKey => {
  let keys: JWTVerifyGetKey | undefined;
  let loadedAt = 0;
  const refresh = async () => {
    keys = createLocalJWKSet(await load());
    loadedAt = Date.now();
    return keys;
  };
  return async (header, token) => {
    const current = keys ?? (await refresh());
    try {
      return await current(header, token);
    } catch (e) {
      if (!(e instanceof errors.JWKSNoMatchingKey) || Date.now() - loadedAt < REFRESH_AT_MOST_EVERY_MS) throw e;
      return (await refresh())(header, token);
    }
  };
};

/** Verifies a bearer JWT (signature, issuer, audience, expiry, live session); null when anything fails. */
export const createTokenVerifier = ({ config, loadLocalJwks, sessions }: VerifierDeps) => {
  const keys = config.auth.jwksUrl ? createRemoteJWKSet(new URL(config.auth.jwksUrl)) : localKeys(loadLocalJwks);
  return async (token: string): Promise<AuthContext | null> => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        issuer: config.auth.issuer,
        audience: config.auth.audience,
        requiredClaims: ['sub', 'exp'],
      }));
    } catch (e) {
      if (e instanceof errors.JOSEError || e instanceof TypeError) return null;
      throw e;
    }
    const uid = payload.sub;
    if (!uid) return null;
    if (config.auth.builtIn) {
      // Database errors propagate (a 5xx), so an outage never signs everyone out.
      const sid = typeof payload.sid === 'string' ? payload.sid : undefined;
      if (!sid || !sessions || !(await sessions.isLive(sid, uid))) return null;
    }
    return { uid, email: typeof payload.email === 'string' ? payload.email : null, claims: payload };
  };
};

export type TokenVerifier = ReturnType<typeof createTokenVerifier>;

/** The token of an `Authorization: Bearer <jwt>` header, or null. */
export const bearerToken = (header: string | undefined): string | null => {
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
};
