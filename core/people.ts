/**
 * How people are named on screen (decision 052): by what they are to the team, never "invitee".
 * An invitee is an athlete (their account is linked to an athlete of the roster), a parent (linked to
 * athletes as parent or guardian), or else a member.
 */
import type { RoleName } from './roles';

export const PERSON_KINDS = ['athlete', 'parent'] as const;
export type PersonKind = (typeof PERSON_KINDS)[number];

const STAFF_LABELS: Record<Exclude<RoleName, 'invitee'>, string> = { owner: 'Owner', admin: 'Admin', coach: 'Coach' };

export const personLabel = (role: RoleName, person: PersonKind | null | undefined): string => {
  if (role !== 'invitee') return STAFF_LABELS[role];
  if (person === 'athlete') return 'Athlete';
  if (person === 'parent') return 'Parent';
  return 'Member';
};

/** The role as a choice in the members list: the invitee role covers athletes and parents. */
export const ROLE_CHOICE_LABELS: Record<RoleName, string> = { ...STAFF_LABELS, invitee: 'Athlete or parent' };
