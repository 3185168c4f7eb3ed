/** An invite's secret: given once in its mail's link, kept only as its SHA-256 (decision 057). */
import { createHash } from 'node:crypto';
import { newInviteToken } from '../organizations/invite-token';

export const hashInviteToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A fresh token and the hash that is stored. */
export const newPersonalInviteToken = (): { token: string; tokenHash: string } => {
  const token = newInviteToken();
  return { token, tokenHash: hashInviteToken(token) };
};

/** The link of the mail: the app's deeplink page with the team and the invite's token. */
export const personalInviteLink = (publicUrl: string, organizationId: string, token: string): string => {
  const url = new URL('/redirect/deeplink', publicUrl);
  url.searchParams.set('orgId', organizationId);
  url.searchParams.set('invite', token);
  return url.toString();
};
