import { APIError } from 'better-auth/api';
import { ACCOUNT_EMAIL_MAX_LENGTH, ACCOUNT_IMAGE_MAX_LENGTH, ACCOUNT_NAME_MAX_LENGTH } from '@core/constants';

/** better-auth paths that set an account's name, image or email. */
const ACCOUNT_PATHS = new Set(['/sign-up/email', '/update-user', '/change-email']);

const refuse = (message: string, code: string): never => {
  throw new APIError('BAD_REQUEST', { message, code });
};

/**
 * The account's own fields, which better-auth takes as they come: `name` rides in every token
 * (a 30,000-character name made every later call answer 431), `image` is a link, `email` an
 * address. Each must be a string within its bound.
 */
export const checkAccountFields = (path: string, body: unknown): void => {
  if (!ACCOUNT_PATHS.has(path) || !body || typeof body !== 'object') return;
  const { name, image, email, newEmail } = body as Record<string, unknown>;
  if (name !== undefined) {
    if (typeof name !== 'string') refuse('name: must be text', 'INVALID_NAME');
    else if (name.length > ACCOUNT_NAME_MAX_LENGTH) refuse(`name: use at most ${ACCOUNT_NAME_MAX_LENGTH} characters`, 'NAME_TOO_LONG');
  }
  if (image !== undefined && image !== null) {
    if (typeof image !== 'string' || image.length > ACCOUNT_IMAGE_MAX_LENGTH || !/^(https?:\/\/|\/)/.test(image)) {
      refuse(`image: must be a link (http, https or a path) of at most ${ACCOUNT_IMAGE_MAX_LENGTH} characters`, 'INVALID_IMAGE');
    }
  }
  for (const [field, value] of [
    ['email', email],
    ['newEmail', newEmail],
  ] as const) {
    if (typeof value === 'string' && value.length > ACCOUNT_EMAIL_MAX_LENGTH)
      refuse(`${field}: use at most ${ACCOUNT_EMAIL_MAX_LENGTH} characters`, 'EMAIL_TOO_LONG');
  }
};
