import { escapeHtml } from './escape-html';
import type { MailMessage } from './mailer';

/**
 * To an owner or admin: someone joined by the team's invite link, or with their own invite (`joinedAs`:
 * what the invite made them, e.g. "Coach"), or asks to join (the team approves its joiners).
 */
export const joinNoticeMail = (
  to: { email: string; firstName: string },
  teamName: string,
  joinerName: string,
  kind: 'joined' | 'join-requested',
  url: string,
  joinedAs?: string,
): MailMessage => {
  const what =
    kind === 'join-requested'
      ? `${joinerName} asks to join ${teamName}.`
      : joinedAs
        ? `${joinerName} joined ${teamName} with their invite, as ${/^[AEIOU]/.test(joinedAs) ? 'an' : 'a'} ${joinedAs.toLowerCase()}.`
        : `${joinerName} joined ${teamName} with the invite link.`;
  const next =
    kind === 'join-requested'
      ? 'They see nothing of the team until an owner or admin accepts them. Accept or decline under Settings › Members.'
      : joinedAs
        ? 'You can change their role or remove them under Settings › Members.'
        : 'They are a member (an athlete or parent): they see the team but not members’ emails or athletes’ birthdates. You can change their role or remove them under Settings › Members.';
  return {
    kind: 'join-notice',
    to: to.email,
    subject: kind === 'joined' ? `${teamName}: ${joinerName} joined` : `${teamName}: ${joinerName} asks to join`,
    text: `Hi ${to.firstName},\n\n${what}\n\n${next}\n\n${url}\n\nYou get these mails because you are an owner or admin of ${teamName}.\n`,
    html: `<p>Hi ${escapeHtml(to.firstName)},</p><p>${escapeHtml(what)}</p><p>${escapeHtml(next)}</p><p><a href="${escapeHtml(url)}">Open Settings › Members</a></p><p>You get these mails because you are an owner or admin of ${escapeHtml(teamName)}.</p>`,
    links: [url],
  };
};

/** To the joiner: the team accepted or declined their request. */
export const joinAnswerMail = (to: { email: string; firstName: string }, teamName: string, accepted: boolean, url: string): MailMessage => {
  const what = accepted
    ? `You are now a member of ${teamName} in Splits.`
    : `Your request to join ${teamName} in Splits was declined. If this is a mistake, ask your coach.`;
  return {
    kind: 'join-answer',
    to: to.email,
    subject: accepted ? `You joined ${teamName}` : `Your request to join ${teamName}`,
    text: `Hi ${to.firstName},\n\n${what}\n\n${url}\n`,
    html: `<p>Hi ${escapeHtml(to.firstName)},</p><p>${escapeHtml(what)}</p><p><a href="${escapeHtml(url)}">Open Splits</a></p>`,
    links: [url],
  };
};
