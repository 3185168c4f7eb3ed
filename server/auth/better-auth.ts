import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { jwt } from 'better-auth/plugins';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, TOKEN_LIFETIME_SECONDS } from '@core/constants';
import type { Config } from '../config/config';
import type { Db } from '../db/database';
import { authSchema } from '../db/schema';
import { HttpError } from '../http/http-error';
import type { SendMail } from '../mail/mailer';
import { resetPasswordMail } from '../mail/templates';
import { deleteAccountData } from '../services/users/delete-account';
import type { FileRemoval } from '../storage/owner-cleanup';
import { hashPassword, scryptParamsFor, verifyPassword } from './password-hash';
import { createAccountSignInLimit } from './account-sign-in-limit';
import { afterAuthHook, beforeAuthHook } from './auth-hooks';
import { withAsyncContexts } from '../http/async-contexts';

export const AUTH_BASE_PATH = '/api/auth';
/** Header the Fastify mount sets from the socket address (any client value is replaced). */
export const CLIENT_IP_HEADER = 'x-splits-client-ip';

interface AuthDeps {
  config: Config;
  db: Db;
  sendMail: SendMail;
  /** the file store, for removing a deleted account's files (read when an account goes: the storage plugin registers after auth) */
  files: () => FileRemoval;
  /** called once an identity's sessions must stop working in this process */
  onIdentityGone?: (uid: string) => void;
  /** better-auth's log lines go to the server's logger */
  log?: (level: 'debug' | 'info' | 'warn' | 'error', message: string) => void;
}

const toApiError = (e: unknown): unknown =>
  e instanceof HttpError && e.statusCode === 409 ? new APIError('CONFLICT', { message: e.message, code: e.code }) : e;

/** The identity service: better-auth on our pool, tables prefixed auth_, JWTs for the API. */
const configureBetterAuth = ({ config, db, sendMail, files, onIdentityGone, log }: AuthDeps) => {
  const accounts = createAccountSignInLimit(db, config.auth.secret, config.auth.accountSignInLimit);
  const passwordCost = scryptParamsFor(config.auth.passwordCost);
  return betterAuth({
    appName: 'Splits',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.auth.secret,
    trustedOrigins: [config.publicUrl, ...config.auth.trustedOrigins],
    database: drizzleAdapter(db, { provider: 'pg', schema: authSchema, transaction: true }),
    user: {
      modelName: 'auth_users',
      deleteUser: {
        enabled: true,
        beforeDelete: async (user) => {
          try {
            await deleteAccountData(db, user.id, files());
          } catch (e) {
            throw toApiError(e);
          }
        },
        afterDelete: async (user) => onIdentityGone?.(user.id),
      },
    },
    session: { modelName: 'auth_sessions' },
    account: { modelName: 'auth_accounts' },
    verification: { modelName: 'auth_verifications' },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: (password) => hashPassword(password, passwordCost), verify: verifyPassword },
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 3600,
      sendResetPassword: async ({ user, url }) => sendMail(resetPasswordMail(user.email, user.name, url)),
      // a reset proves the mailbox: failed sign-ins held against the account no longer count
      onPasswordReset: async ({ user }) => accounts.clear(user.email),
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'auth_rate_limits',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': config.auth.signInRateLimit,
        '/sign-up/email': config.auth.signUpRateLimit,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      cookiePrefix: 'splits',
    },
    hooks: { before: beforeAuthHook(accounts), after: afterAuthHook(accounts) },
    databaseHooks: {
      session: { delete: { after: async (session) => onIdentityGone?.(session.userId) } },
    },
    plugins: [
      jwt({
        schema: { jwks: { modelName: 'auth_jwks' } },
        jwks: { keyPairConfig: { alg: 'RS256', modulusLength: 2048 } },
        jwt: {
          issuer: config.auth.issuer,
          audience: config.auth.audience,
          expirationTime: `${TOKEN_LIFETIME_SECONDS}s`,
          definePayload: ({ user, session }) => ({ email: user.email, name: user.name, sid: session.id }),
        },
      }),
    ],
    telemetry: { enabled: false },
    logger: {
      disabled: config.logLevel === 'silent',
      level: config.logLevel === 'debug' || config.logLevel === 'trace' ? 'debug' : 'warn',
      log: log ? (level, message) => log(level, `[auth] ${message}`) : undefined,
    },
  });
};

/**
 * better-auth as the server uses it: its handler and every `api` call run through
 * `withAsyncContexts`, so its async-context hook is on only while one of them is in flight
 * (server/http/async-contexts.ts), whoever the caller.
 */
export const createAuth = (deps: AuthDeps) => {
  const auth = configureBetterAuth(deps);
  const api = new Proxy(auth.api, {
    get: (target, name, receiver) => {
      const value: unknown = Reflect.get(target, name, receiver);
      return typeof value === 'function'
        ? (...args: unknown[]) => withAsyncContexts(async () => value.apply(target, args) as unknown)
        : value;
    },
  });
  return { ...auth, api, handler: (request: Request) => withAsyncContexts(() => auth.handler(request)) };
};

export type Auth = ReturnType<typeof createAuth>;
