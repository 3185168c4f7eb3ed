import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Config } from '../config/config';
import { withAdvisoryLock } from '../db/advisory-lock';

/**
 * Makes the token signing key at start, once per database, under an advisory lock. better-auth makes
 * it lazily, on the first sign-in or key-set read: servers (or concurrent first sign-ins) racing
 * there made two keys, and a token signed with the one a server had not yet read was refused (401)
 * until that server read the key set again (at most every 5 s, server/auth/verify-token.ts).
 * Nothing to do when the keys are another issuer's (AUTH_JWKS_URL).
 */
export const ensureSigningKey = async (app: FastifyInstance, config: Config, lockPool: pg.Pool = app.pool): Promise<void> => {
  if (config.auth.jwksUrl) return;
  // getJwks makes the first key when there is none
  await withAdvisoryLock(lockPool, 'signingKey', () => app.betterAuth.api.getJwks());
};
