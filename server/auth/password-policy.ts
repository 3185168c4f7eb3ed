import { APIError } from 'better-auth/api';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords';

/** better-auth paths that set a password, and the body field carrying it. */
const PASSWORD_FIELDS: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
  '/set-password': 'newPassword',
};

/** Refuses a common password wherever one is set (length is better-auth's own check). */
export const checkPassword = (path: string, body: unknown): void => {
  const field = PASSWORD_FIELDS[path];
  if (!field) return;
  const value: unknown = (body as Record<string, unknown> | undefined)?.[field];
  if (typeof value === 'string' && isCommonPassword(value)) {
    throw new APIError('BAD_REQUEST', { message: COMMON_PASSWORD_MESSAGE, code: 'PASSWORD_TOO_COMMON' });
  }
};
