import { INVITE_VALID_DAYS, type InviteRole } from '@core/api/invites';
import { escapeHtml } from './escape-html';
import type { MailMessage } from './mailer';

const AS: Record<InviteRole, string> = { athlete: 'an athlete', parent: 'a parent', coach: 'a coach' };

const list = (names: string[]): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/** To the person invited (decision 057): who invites them to which team, as what, and the single-use link. */
export const inviteMail = (
  to: string,
  invite: { teamName: string; inviterName: string | null; role: InviteRole; athleteNames: string[] },
  url: string,
): MailMessage => {
  const who = invite.inviterName ?? 'A coach';
  const of = invite.role === 'parent' && invite.athleteNames.length ? ` of ${list(invite.athleteNames)}` : '';
  const what = `${who} invites you to join ${invite.teamName} on Splits as ${AS[invite.role]}${of}.`;
  const how = `Open the link within ${INVITE_VALID_DAYS} days and sign in, or create your account, with this address (${to}). The link works once.`;
  const ignore = 'If you did not expect this invite, ignore this mail: nothing happens without the link.';
  return {
    kind: 'invite',
    to,
    subject: `Join ${invite.teamName} on Splits`,
    text: `Hello,\n\n${what}\n\n${how}\n\n${url}\n\n${ignore}\n`,
    html: `<p>Hello,</p><p>${escapeHtml(what)}</p><p>${escapeHtml(how)}</p><p><a href="${escapeHtml(url)}">Join ${escapeHtml(invite.teamName)}</a></p><p>${escapeHtml(ignore)}</p>`,
    links: [url],
  };
};
