/**
 * How a public page names athletes (docs/privacy-data.md): in full only with a public profile
 * (core's `hasPublicProfile`, the ids given here), else "First L.".
 */
import { shortName, shortNameOf } from '@core/public-pages/privacy';

export interface PublicNames {
  /** whether the athlete has a public profile (a link to it, their photo) */
  isPublic: (athleteId: string | null) => boolean;
  /** an athlete of the roster, by id and names */
  athlete: (athleteId: string | null, firstName: string, lastName: string) => string;
  /** an athlete of the roster by id and "First Last" */
  named: (athleteId: string, fullName: string) => string;
  /** a name known only as text (a relay's legs on a board, a typed historical record): full only when it is a public athlete's */
  text: (fullName: string) => string;
}

export const publicNames = (publicAthletes: ReadonlyMap<string, { firstName: string; lastName: string }>): PublicNames => {
  const fullNames = new Set([...publicAthletes.values()].map((a) => `${a.firstName} ${a.lastName}`.trim().toLowerCase()));
  return {
    isPublic: (id) => id !== null && publicAthletes.has(id),
    athlete: (id, first, last) => (id !== null && publicAthletes.has(id) ? `${first} ${last}`.trim() : shortName(first, last)),
    named: (id, full) => (publicAthletes.has(id) ? full.trim() : shortNameOf(full)),
    text: (full) => (fullNames.has(full.trim().toLowerCase()) ? full.trim() : shortNameOf(full)),
  };
};
