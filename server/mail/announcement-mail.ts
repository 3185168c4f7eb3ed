import { escapeHtml } from './escape-html';
import type { MailMessage } from './mailer';

/** The email copy of an announcement, for members who asked for one: the text as typed, escaped in HTML. */
export const announcementMail = (
  to: { email: string; firstName: string },
  teamName: string,
  authorName: string,
  text: string,
  url: string,
): MailMessage => ({
  kind: 'announcement-copy',
  to: to.email,
  subject: `${teamName}: announcement from ${authorName}`,
  text: `Hi ${to.firstName},\n\n${authorName} posted an announcement to ${teamName}:\n\n${text}\n\nOpen it in Splits: ${url}\n\nYou get these copies because you asked for them in Messaging; switch them off there.\n`,
  html: `<p>Hi ${escapeHtml(to.firstName)},</p><p>${escapeHtml(authorName)} posted an announcement to ${escapeHtml(teamName)}:</p><p style="white-space:pre-wrap">${escapeHtml(text)}</p><p><a href="${escapeHtml(url)}">Open it in Splits</a></p><p>You get these copies because you asked for them in Messaging; switch them off there.</p>`,
  links: [url],
});
