import { escapeHtml } from './escape-html';
import type { MailMessage } from './mailer';

/**
 * How a mail greets its reader: "Hi Sam," by the name they gave, else a plain "Hello," (never by
 * an address or its first part, "Hi sam.runner", which is what an account without a name holds).
 */
export const greeting = (name: string | null | undefined, email: string): string => {
  const given = (name ?? '').trim();
  const local = email.split('@')[0]!.toLowerCase();
  if (!given || given.includes('@') || given.toLowerCase() === local) return 'Hello,';
  return `Hi ${given.split(/\s+/)[0]},`;
};

/** The password-reset mail: one link, valid for an hour. */
export const resetPasswordMail = (to: string, name: string | null, url: string): MailMessage => ({
  kind: 'password-reset',
  to,
  subject: 'Reset your Splits password',
  text: `${greeting(name, to)}\n\nSomeone asked to reset the password of your Splits account. Open this link within an hour to choose a new one:\n\n${url}\n\nIf it was not you, ignore this mail: your password stays as it is.\n`,
  html: `<p>${escapeHtml(greeting(name, to))}</p><p>Someone asked to reset the password of your Splits account. Open this link within an hour to choose a new one:</p><p><a href="${escapeHtml(url)}">Reset my password</a></p><p>If it was not you, ignore this mail: your password stays as it is.</p>`,
  links: [url],
});
