import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** One message of the server's outbox: DATA_DIR/mail/*.json, written when no SMTP server is set. */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  sentAt: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const readOutbox = async (dataDir: string): Promise<OutboxMail[]> => {
  const dir = path.join(dataDir, 'mail');
  const names = await readdir(dir).catch(() => [] as string[]);
  const mails: OutboxMail[] = [];
  for (const name of names.filter((n) => n.endsWith('.json'))) {
    try {
      mails.push(JSON.parse(await readFile(path.join(dir, name), 'utf8')) as OutboxMail);
    } catch {
      // a file being written right now; the next poll reads it
    }
  }
  return mails;
};

/** The newest mail sent to `to` (after `since`, when given), waiting up to `timeoutMs` for it. */
export const readLatestMail = async (
  dataDir: string,
  to: string,
  { since, timeoutMs = 15_000 }: { since?: Date; timeoutMs?: number } = {},
): Promise<OutboxMail> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mine = (await readOutbox(dataDir))
      .filter((m) => m.to.toLowerCase().includes(to.toLowerCase()))
      .filter((m) => !since || new Date(m.sentAt).getTime() >= since.getTime() - 1000)
      .sort((a, b) => new Date(b.sentAt).getTime() - new Date(a.sentAt).getTime());
    if (mine[0]) return mine[0];
    if (Date.now() > deadline) throw new Error(`No mail to ${to} in ${path.join(dataDir, 'mail')} within ${timeoutMs} ms`);
    await sleep(200);
  }
};
