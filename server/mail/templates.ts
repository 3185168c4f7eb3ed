import { escapeHtml } from './escape-html';
import type { MailMessage } from './mailer';

/** The password-reset mail: one link, valid for an hour. */
export const resetPasswordMail = (to: string, name: string, url: string): MailMessage => ({
  kind: 'password-reset',
  to,
  subject: 'Reset your Splits password',
  text: `Hi ${name},\n\nSomeone asked to reset the password of your Splits account. Open this link within an hour to choose a new one:\n\n${url}\n\nIf it was not you, ignore this mail: your password stays as it is.\n`,
  html: `<p>Hi ${escapeHtml(name)},</p><p>Someone asked to reset the password of your Splits account. Open this link within an hour to choose a new one:</p><p><a href="${escapeHtml(url)}">Reset my password</a></p><p>If it was not you, ignore this mail: your password stays as it is.</p>`,
  links: [url],
});
