import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Config } from '../config/config';

export interface MailMessage {
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
 * SMTP when configured; otherwise each message becomes a JSON file in DATA_DIR/mail (the log line
 * names the file, never the address or the link), so a team on one machine can still follow a
 * reset link.
 */
export const createMailer = (config: Config, log: (msg: string, data?: object) => void): SendMail => {
  if (config.smtp) {
    const transport = smtpTransport(config);
    return async (m) => {
      await transport.sendMail({ from: config.mailFrom, to: m.to, subject: m.subject, text: m.text, html: m.html });
      // the log never holds the address or the message's links (personal data, secrets)
      log(`mail sent: ${m.subject}`);
    };
  }
  const folder = path.join(config.dataDir, MAIL_FOLDER);
  return async (m) => {
    await mkdir(folder, { recursive: true });
    const sentAt = new Date().toISOString();
    const file = path.join(folder, `${sentAt.replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.json`);
    // written beside the folder, then moved in: whoever reads the outbox never sees half a mail
    const partial = path.join(config.dataDir, `.${path.basename(file)}.partial`);
    await writeFile(partial, JSON.stringify({ ...m, sentAt }, null, 2), { mode: 0o600 });
    await rename(partial, file);
    log(`mail written to ${file} (no SMTP configured): ${m.subject}`);
  };
};
