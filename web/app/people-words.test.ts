import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../..', import.meta.url));

const sourcesUnder = (dir: string): string[] =>
  readdirSync(path.join(repo, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => path.join(dir, f));

/** Words a person reads (strings and JSX text): comments and the role's code value ('invitee') left aside. */
const readableLines = (file: string): string[] =>
  readFileSync(path.join(repo, file), 'utf8')
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line));

// "invitee" is the seed's role value; on screen and in mail people are named for what they are (decision 052)
const CALLED_INVITEE = /\b(as|an|are|is|join|joins|joined|to|the|other|between|and|or)\s+(an\s+)?invitees?\b/i;

describe('people are named for what they are', () => {
  it('no page, label or mail calls anyone an invitee', () => {
    // core's labels and messages, not the API's OpenAPI summaries (written for developers, in the seed's role names)
    const files = [
      ...sourcesUnder('web'),
      ...sourcesUnder('core').filter((f) => !f.startsWith('core/api/')),
      ...sourcesUnder('server/mail'),
    ];
    const found = files.flatMap((file) =>
      readableLines(file)
        .filter((line) => CALLED_INVITEE.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
