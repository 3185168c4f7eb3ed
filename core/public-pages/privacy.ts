/**
 * Who is shown how on a team's public pages (docs/privacy-data.md, decision 051): the one rule, used
 * by the server's public pages and by the consent control.
 */
import { schoolYearEnd } from '../api/athletes';

export const ADULT_AGE = 18;

/** Whole years from `birthdate` to `today` (both YYYY-MM-DD). */
export const ageOn = (birthdate: string, today: string): number => {
  const [by, bm, bd] = birthdate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
};

/**
 * A minor: under 18 by birthdate; without a birthdate, still in school by graduation year (grade 12
 * or below this school year); with neither, a minor (what we do not know we protect).
 */
export const isMinor = (athlete: { birthdate: string | null; gradYear: number | null }, today: string): boolean => {
  if (athlete.birthdate) return ageOn(athlete.birthdate, today) < ADULT_AGE;
  if (athlete.gradYear !== null) return athlete.gradYear >= schoolYearEnd(new Date(`${today}T12:00:00Z`));
  return true;
};

/** As what someone agrees to an athlete's public profile. */
export const CONSENT_GIVERS = ['athlete', 'parent', 'coach'] as const;
export type ConsentGiver = (typeof CONSENT_GIVERS)[number];

/**
 * Who may agree: an adult athlete from their own account; for a minor, a parent (their own account)
 * or a coach recording a parent's agreement. Null: allowed; else why not.
 */
export const consentRefusal = (giver: ConsentGiver, minor: boolean): string | null => {
  if (giver === 'athlete') return minor ? 'An athlete under 18 cannot agree alone: a parent agrees for them.' : null;
  return minor ? null : 'An adult athlete agrees from their own account.';
};

/**
 * An athlete's public profile (full name, photo, grade, page) is shown only where the team allows
 * profiles and someone allowed to has agreed.
 */
export const hasPublicProfile = (teamAllows: boolean, consented: boolean): boolean => teamAllows && consented;

/** "First L.": the name a public page shows for an athlete without a public profile. */
export const shortName = (firstName: string, lastName: string): string => {
  const first = firstName.trim();
  const initial = Array.from(lastName.trim())[0];
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
};

/** The same from one "First Last" string (relay legs on boards, typed historical names): the last word is the last name. */
export const shortNameOf = (fullName: string): string => {
  const words = fullName.trim().split(/\s+/);
  if (words.length < 2) return words[0] ?? '';
  return shortName(words.slice(0, -1).join(' '), words[words.length - 1]!);
};
