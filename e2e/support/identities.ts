import { randomBytes } from 'node:crypto';

/** A fresh address per call so no two tests (or runs) share an account. */
export const uniqueEmail = (prefix = 'coach'): string => `${prefix}-${randomBytes(6).toString('hex')}@example.test`;

/** A password long and unusual enough for the server's rules (8 to 128 characters, no common ones). */
export const strongPassword = (): string => `Splits-${randomBytes(9).toString('base64url')}-e2e`;

export interface Person {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

const FIRST = ['Dana', 'Ravi', 'Maya', 'Jonas', 'Ines', 'Kofi', 'Lena', 'Tomas'];
const LAST = ['Reyes', 'Okafor', 'Lindqvist', 'Moreau', 'Tanaka', 'Brennan', 'Silva', 'Novak'];
const pick = <T>(items: readonly T[]): T => items[randomBytes(1)[0]! % items.length]!;

export const newPerson = (prefix = 'coach'): Person => ({
  email: uniqueEmail(prefix),
  password: strongPassword(),
  firstName: pick(FIRST),
  lastName: pick(LAST),
});

/** "Dana R.": first name, initial of the last name, full stop (seed, section 3). */
export const displayNameOf = (p: Pick<Person, 'firstName' | 'lastName'>): string => `${p.firstName} ${p.lastName[0]!.toUpperCase()}.`;

export const uniqueTeamName = (): string => `Harbor Track Club ${randomBytes(3).toString('hex')}`;
