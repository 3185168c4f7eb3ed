import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Config } from '../config/config';

/** What a mail is about: the only thing of it, with its id, that the log keeps. */
export type MailKind = 'password-reset' | 'join-notice' | 'join-answer' | 'announcement-copy' | 'notice' | 'invite';

export interface MailMessage {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** the links the message carries (kept apart so tests and admins can follow them) */
  links: string[];
}

export type SendMail = (message: MailMessage) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** the one mailer (SMTP or the outbox) and PUBLIC_URL, for links in mail */
    mail: { send: SendMail; publicUrl: string };
  }
}

const MAIL_FOLDER = 'mail';

const smtpTransport = (config: Config) => {
  const smtp = config.smtp!;
  if (smtp.url) return nodemailer.createTransport(smtp.url);
  return nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.password } : undefined,
  });
};

/**
 * SMTP when configured; otherwise each message becomes a JSON file in DATA_DIR/mail, named by the
 * mail's id, so a team on one machine can still follow a reset link. The log line of a mail holds
 * its kind and id only (decision 019): never the address, the subject (it names people: "Pat
 * Parent joined"), the text or the links (a reset link is a secret).
 */
export const createMailer = (config: Config, log: (msg: string, data?: object) => void): SendMail => {
  if (config.smtp) {
    const transport = smtpTransport(config);
    const domain = /@([^>\s]+)/.exec(config.mailFrom)?.[1] ?? 'splits.local';
    return async (m) => {
      // the id logged is the mail's Message-ID, so the mail server's own log can be matched to ours
      const id = randomUUID();
      await transport.sendMail({
        from: config.mailFrom,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        messageId: `<${id}@${domain}>`,
      });
      log('mail sent', { mail: { kind: m.kind, id } });
    };
  }
  const folder = path.join(config.dataDir, MAIL_FOLDER);
  return async (m) => {
    await mkdir(folder, { recursive: true });
    const sentAt = new Date().toISOString();
    const id = `${sentAt.replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
    const file = path.join(folder, `${id}.json`);
    // written beside the folder, then moved in: whoever reads the outbox never sees half a mail
    const partial = path.join(config.dataDir, `.${path.basename(file)}.partial`);
    await writeFile(partial, JSON.stringify({ ...m, sentAt }, null, 2), { mode: 0o600 });
    await rename(partial, file);
    log(`mail written to ${folder} (no SMTP configured)`, { mail: { kind: m.kind, id } });
  };
};
