import { createAuthMiddleware } from 'better-auth/api';
import { checkAccountFields } from './account-fields-policy';
import { checkPassword } from './password-policy';

/** better-auth's `hooks.before`: every check of what a client sends to /api/auth before it is used. */
export const beforeAuthHook = () =>
  createAuthMiddleware(async (ctx) => {
    checkAccountFields(ctx.path, ctx.body);
    checkPassword(ctx.path, ctx.body);
  });
