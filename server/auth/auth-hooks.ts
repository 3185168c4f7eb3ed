import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { checkAccountFields } from './account-fields-policy';
import { accountHeldMessage, type AccountSignInLimiter } from './account-sign-in-limit';
import { checkPassword } from './password-policy';

const SIGN_IN_PATH = '/sign-in/email';

const emailOf = (body: unknown): string | null => {
  const email = (body as Record<string, unknown> | undefined)?.email;
  return typeof email === 'string' && email.trim() ? email : null;
};

/** better-auth's `hooks.before`: every check of what a client sends to /api/auth before it is used. */
export const beforeAuthHook = (accounts: AccountSignInLimiter) =>
  createAuthMiddleware(async (ctx) => {
    checkAccountFields(ctx.path, ctx.body);
    checkPassword(ctx.path, ctx.body);
    const email = ctx.path === SIGN_IN_PATH ? emailOf(ctx.body) : null;
    if (email) {
      const state = await accounts.state(email);
      if (state.held) {
        throw new APIError(
          'TOO_MANY_REQUESTS',
          { code: 'ACCOUNT_SIGN_IN_HELD', message: accountHeldMessage(state.retryAfterSeconds) },
          { 'X-Retry-After': String(state.retryAfterSeconds), 'Retry-After': String(state.retryAfterSeconds) },
        );
      }
    }
  });

/** better-auth's `hooks.after`: a failed sign-in counts against its account, a successful one clears the count. */
export const afterAuthHook = (accounts: AccountSignInLimiter) =>
  createAuthMiddleware(async (ctx) => {
    const email = ctx.path === SIGN_IN_PATH ? emailOf(ctx.body) : null;
    if (!email) return;
    const returned = ctx.context.returned;
    if (isAPIError(returned)) {
      if (returned.statusCode === 401) await accounts.recordFailure(email);
    } else {
      await accounts.clear(email);
    }
  });
