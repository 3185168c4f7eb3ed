import { MESSAGES } from '@core/messages';

/** The error better-auth's client hands back: a code and message from the server, and the HTTP status. */
export interface AuthClientError {
  code?: string;
  message?: string;
  status: number;
}

export const TOO_MANY_ATTEMPTS = 'Too many attempts.';

/** "Too many attempts. Try again in 42 seconds." (or without the wait when the server did not say). */
export const tooManyAttemptsMessage = (retryAfterSeconds: number | null): string => {
  if (retryAfterSeconds === null || !Number.isFinite(retryAfterSeconds) || retryAfterSeconds <= 0) {
    return `${TOO_MANY_ATTEMPTS} Please wait a moment and try again.`;
  }
  const seconds = Math.ceil(retryAfterSeconds);
  if (seconds < 90) return `${TOO_MANY_ATTEMPTS} Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  const minutes = Math.ceil(seconds / 60);
  return `${TOO_MANY_ATTEMPTS} Try again in ${minutes} minutes.`;
};

export const parseRetryAfter = (header: string | null | undefined): number | null => {
  if (!header) return null;
  const n = Number(header);
  return Number.isFinite(n) ? n : null;
};

/** Sign-in: any refusal of the credentials is "Invalid Credential" (seed section 5); 429 says how long to wait. */
export const signInErrorMessage = (error: AuthClientError, retryAfterSeconds: number | null): string => {
  // the account itself is held (failed sign-ins from anywhere): the server says for how long and what to do
  if (error.status === 429 && error.code === 'ACCOUNT_SIGN_IN_HELD' && error.message) return error.message;
  if (error.status === 429) return tooManyAttemptsMessage(retryAfterSeconds);
  // Opened at another address than PUBLIC_URL: not a credential problem; the server says which address to open.
  if (error.code === 'INVALID_ORIGIN' && error.message) return error.message;
  if (error.status >= 500 || error.status === 0) return 'Cannot sign in right now. Please try again in a moment.';
  return MESSAGES.invalidCredential;
};

/** Sign-up: "Email already in use", "Invalid Email", else the server's own message (e.g. a too common password). */
export const signUpErrorMessage = (error: AuthClientError, retryAfterSeconds: number | null): string => {
  const code = error.code ?? '';
  if (error.status === 429) return tooManyAttemptsMessage(retryAfterSeconds);
  if (code.startsWith('USER_ALREADY_EXISTS') || code === 'EMAIL_ALREADY_IN_USE') return MESSAGES.emailInUse;
  if (code === 'INVALID_EMAIL') return MESSAGES.invalidEmail;
  if (code === 'PASSWORD_TOO_SHORT') return 'Password is too short: use at least 8 characters.';
  if (code === 'PASSWORD_TOO_LONG') return 'Password is too long: use at most 128 characters.';
  if (error.status >= 500 || error.status === 0) return 'Cannot create the account right now. Please try again in a moment.';
  return error.message || 'Could not create the account.';
};

/** Setting a new password from the mailed link. */
export const resetErrorMessage = (error: AuthClientError): string => {
  if (error.code === 'INVALID_TOKEN') return 'This reset link is invalid or has expired. Ask for a new one.';
  if (error.code === 'PASSWORD_TOO_SHORT') return 'Password is too short: use at least 8 characters.';
  if (error.code === 'PASSWORD_TOO_LONG') return 'Password is too long: use at most 128 characters.';
  return error.message || 'Could not set the new password.';
};
