import { readFileSync } from 'node:fs';

let list: Set<string> | undefined;

/** The bundled list (common-passwords.txt), loaded once. */
const commonPasswords = (): Set<string> => {
  list ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((l) => l.trim().toLowerCase())
      .filter((l) => l && !l.startsWith('#')),
  );
  return list;
};

export const COMMON_PASSWORD_MESSAGE = 'This password is too common';

export const isCommonPassword = (password: string): boolean => commonPasswords().has(password.trim().toLowerCase());
