import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../config/config';
import { createMailer } from './mailer';

describe('the mail outbox (no SMTP)', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it('never shows half a mail to someone reading the folder while it is written', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'splits-outbox-'));
    dirs.push(dataDir);
    const send = createMailer({ dataDir } as Config, () => {});
    const folder = path.join(dataDir, 'mail');
    const unreadable: string[] = [];
    const whole = new Set<string>();
    let sending = true;
    // a reader polling the folder as the tests and an admin do: every file it lists must parse
    const reader = (async () => {
      while (sending) {
        let names: string[] = [];
        try {
          names = readdirSync(folder);
        } catch {
          // the folder does not exist yet
        }
        for (const name of names) {
          if (whole.has(name)) continue;
          try {
            JSON.parse(readFileSync(path.join(folder, name), 'utf8'));
            whole.add(name);
          } catch {
            unreadable.push(name);
          }
        }
        await new Promise((r) => setImmediate(r));
      }
    })();
    const body = 'x'.repeat(1_000_000);
    for (let i = 0; i < 20; i++)
      await send({ kind: 'password-reset', to: 'a@example.org', subject: `mail ${i}`, text: body, html: body, links: [] });
    sending = false;
    await reader;
    expect(unreadable).toEqual([]);
    expect(readdirSync(folder)).toHaveLength(20);
    // nothing is left beside the folder either
    expect(readdirSync(dataDir)).toEqual(['mail']);
  });
});
