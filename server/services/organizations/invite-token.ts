import { randomBytes, timingSafeEqual } from 'node:crypto';

/** A fresh invite secret: 32 random bytes, base64url (43 characters). */
export const newInviteToken = (): string => randomBytes(32).toString('base64url');

/** Constant-time comparison of an offered token with the stored one. */
export const inviteTokenMatches = (stored: string, offered: string): boolean => {
  const a = Buffer.from(stored);
  const b = Buffer.from(offered);
  return a.length === b.length && timingSafeEqual(a, b);
};

export const inviteLink = (publicUrl: string, organizationId: string, token: string): string => {
  const url = new URL('/redirect/deeplink', publicUrl);
  url.searchParams.set('orgId', organizationId);
  url.searchParams.set('token', token);
  return url.toString();
};
