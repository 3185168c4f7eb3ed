import { escapeHtml } from './escape-html';
import type { MailMessage } from './mailer';

/** A notice (server/notifications) by mail, for a member with no browser subscribed to web push. */
export const noticeMail = (
  to: { email: string; firstName: string },
  teamName: string,
  notice: { title: string; body: string },
  url: string,
  preferencesUrl: string,
): MailMessage => ({
  kind: 'notice',
  to: to.email,
  subject: `${teamName}: ${notice.title}`,
  text: `Hi ${to.firstName},\n\n${notice.title}\n\n${notice.body}\n\nOpen it in Splits: ${url}\n\nInstall Splits on your phone to be told by notification instead, or switch these off in your notification settings: ${preferencesUrl}\n`,
  html: `<p>Hi ${escapeHtml(to.firstName)},</p><p><strong>${escapeHtml(notice.title)}</strong></p><p style="white-space:pre-wrap">${escapeHtml(notice.body)}</p><p><a href="${escapeHtml(url)}">Open it in Splits</a></p><p>Install Splits on your phone to be told by notification instead, or switch these off in your <a href="${escapeHtml(preferencesUrl)}">notification settings</a>.</p>`,
  links: [url, preferencesUrl],
});
