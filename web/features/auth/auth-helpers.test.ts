import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@core/messages';
import { parseRetryAfter, signInErrorMessage, signUpErrorMessage, tooManyAttemptsMessage } from './auth-errors';
import { passwordStrength } from './password-strength';

describe('sign-in errors', () => {
  it('says "Invalid Credential" for any refusal', () => {
    expect(signInErrorMessage({ status: 401, code: 'INVALID_EMAIL_OR_PASSWORD' }, null)).toBe(MESSAGES.invalidCredential);
    expect(signInErrorMessage({ status: 400, code: 'INVALID_EMAIL' }, null)).toBe('Invalid Credential');
  });
  it("passes on the server's explanation when the page is open at another address than PUBLIC_URL", () => {
    const message =
      'Splits is served at http://localhost:3000, but this page was opened at http://127.0.0.1:3000. Open http://localhost:3000 instead.';
    expect(signInErrorMessage({ status: 403, code: 'INVALID_ORIGIN', message }, null)).toBe(message);
    expect(signUpErrorMessage({ status: 403, code: 'INVALID_ORIGIN', message }, null)).toBe(message);
  });
  it('says how long to wait on 429', () => {
    expect(signInErrorMessage({ status: 429 }, 42)).toBe('Too many attempts. Try again in 42 seconds.');
    expect(signInErrorMessage({ status: 429 }, 1)).toBe('Too many attempts. Try again in 1 second.');
    expect(tooManyAttemptsMessage(600)).toBe('Too many attempts. Try again in 10 minutes.');
    expect(tooManyAttemptsMessage(null)).toMatch(/^Too many attempts\./);
  });
  it("shows the server's own words when the account itself is held", () => {
    const message = 'Too many failed sign-ins for this account. Try again in 15 minutes, or reset your password by mail.';
    expect(signInErrorMessage({ status: 429, code: 'ACCOUNT_SIGN_IN_HELD', message }, 900)).toBe(message);
  });
  it('parses the retry header', () => {
    expect(parseRetryAfter('17')).toBe(17);
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter('soon')).toBeNull();
  });
});

describe('sign-up errors', () => {
  it('maps better-auth codes to the seed messages', () => {
    expect(signUpErrorMessage({ status: 422, code: 'USER_ALREADY_EXISTS' }, null)).toBe('Email already in use');
    expect(signUpErrorMessage({ status: 422, code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' }, null)).toBe(MESSAGES.emailInUse);
    expect(signUpErrorMessage({ status: 400, code: 'INVALID_EMAIL' }, null)).toBe('Invalid Email');
  });
  it("passes the server's own message through (e.g. a common password)", () => {
    expect(signUpErrorMessage({ status: 400, code: 'PASSWORD_COMPROMISED', message: 'This password is too common' }, null)).toBe(
      'This password is too common',
    );
  });
});

describe('password strength', () => {
  it('is not acceptable under 8 or over 128 characters', () => {
    expect(passwordStrength('1234567')).toMatchObject({ acceptable: false, label: 'Too short' });
    expect(passwordStrength('a'.repeat(129))).toMatchObject({ acceptable: false, label: 'Too long' });
    expect(passwordStrength('a'.repeat(128)).acceptable).toBe(true);
  });
  it('rates variety and length', () => {
    expect(passwordStrength('aaaaaaaa').label).toBe('Weak');
    expect(passwordStrength('abcdefgh1').label).toBe('Weak');
    expect(passwordStrength('abcdefGH12').label).toBe('Fair');
    expect(passwordStrength('Tr4ck&Field-2024').label).toBe('Strong');
  });
  it('counts characters, not UTF-16 units', () => {
    expect(passwordStrength('🏃🏃🏃🏃🏃🏃🏃🏃').acceptable).toBe(true);
  });
});
