/**
 * Families (decision 052): a parent or guardian linked to athletes of the roster. A coach links a
 * member from the athlete's page (confirmed at once), or a parent asks with the athlete's family code
 * (pending until a coach confirms). A confirmed parent sees the athlete's schedule, answers, results
 * and attendance, and answers going / maybe / not going for them.
 */
import { z } from 'zod';
import { EVENT_GROUPS } from './athletes';
import { defineCall } from './define-call';
import { idSchema, isoDateSchema, isoDateTimeSchema, okSchema } from './common';
import { AVAILABILITY_ANSWERS, availabilityCountsSchema, calendarItemSchema, targetSchema } from './schedule';

export const FAMILY_LINK_STATUSES = ['pending', 'confirmed'] as const;
export type FamilyLinkStatus = (typeof FAMILY_LINK_STATUSES)[number];

/** A family code as a coach reads it out: 8 letters and digits without look-alikes (0/O, 1/I/L). */
export const FAMILY_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const FAMILY_CODE_LENGTH = 8;
/** Spaces, dashes and case do not matter when a parent types the code. */
export const normalizeFamilyCode = (typed: string): string => typed.toUpperCase().replace(/[\s-]/g, '');
/** Whether a typed code (normalized) has a family code's form. */
export const isFamilyCode = (code: string): boolean => new RegExp(`^[${FAMILY_CODE_ALPHABET}]{${FAMILY_CODE_LENGTH}}$`).test(code);
/** As typed: its form is checked after membership (a stranger gets 404 before any 400). */
export const familyCodeSchema = z.string().trim().min(1).max(40);

export const FAMILY_MESSAGES = {
  codeForm: 'Enter the 8-character code your coach gave you',
  codeNotFound: 'No athlete of this team has this code. Check it with your coach.',
  notYourAthlete: 'You are not linked to this athlete',
  staffCannotBeParent: 'Coaches, admins and the owner see every athlete already; link a parent or athlete member',
  athleteCannotBeOwnParent: 'This member is the athlete themself',
} as const;

/** An athlete a parent is linked to, as the parent sees it. */
export const familyAthleteSchema = z.object({
  linkId: idSchema,
  athleteId: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  eventGroups: z.array(z.enum(EVENT_GROUPS)),
  status: z.enum(FAMILY_LINK_STATUSES),
});
export type FamilyAthlete = z.infer<typeof familyAthleteSchema>;

/** A parent linked to (or asking for) an athlete, as coaches see it. */
export const familyLinkSchema = z.object({
  id: idSchema,
  athleteId: idSchema,
  athleteFirstName: z.string(),
  athleteLastName: z.string(),
  userId: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  status: z.enum(FAMILY_LINK_STATUSES),
  requestedAt: isoDateTimeSchema,
});
export type FamilyLink = z.infer<typeof familyLinkSchema>;

const orgQuery = z.object({ orgId: idSchema });
const athleteQuery = orgQuery.extend({ athleteId: idSchema });
const linkQuery = orgQuery.extend({ linkId: idSchema });

export const getMyFamily = defineCall({
  method: 'GET',
  path: '/api/family/get',
  auth: true,
  tag: 'family',
  summary: 'The athletes the caller is a parent of in this team (confirmed, and asked for), by name',
  query: orgQuery,
  response: z.array(familyAthleteSchema),
});

export const postFamilyClaim = defineCall({
  method: 'POST',
  path: '/api/family/claim/post',
  auth: true,
  tag: 'family',
  summary: "Ask to be linked to an athlete with the family code a coach gave: waits for a coach's confirmation",
  query: orgQuery,
  body: z.object({ code: familyCodeSchema }),
  response: familyAthleteSchema,
});

/** How far ahead the family schedule looks by default. */
export const FAMILY_SCHEDULE_DAYS = 28;

export const getFamilySchedule = defineCall({
  method: 'GET',
  path: '/api/family/schedule/get',
  auth: true,
  tag: 'family',
  summary:
    "One linked athlete's calendar between two dates (their event groups' events and the meets), with the athlete's own answer as myAnswer",
  query: athleteQuery.extend({ from: isoDateSchema, to: isoDateSchema }),
  response: z.object({ timezone: z.string(), items: z.array(calendarItemSchema) }),
});

export const postFamilyAvailability = defineCall({
  method: 'POST',
  path: '/api/family/availability/post',
  auth: true,
  tag: 'family',
  summary: 'Answer going, maybe or not going for a linked athlete (null takes it back)',
  query: athleteQuery.extend(targetSchema.shape),
  body: z.object({ answer: z.enum(AVAILABILITY_ANSWERS).nullable() }),
  response: z.object({ answer: z.enum(AVAILABILITY_ANSWERS).nullable(), counts: availabilityCountsSchema }),
});

export const athleteFamilySchema = z.object({
  /** the code a parent types to ask to be linked to this athlete */
  code: z.string(),
  links: z.array(familyLinkSchema),
});
export type AthleteFamily = z.infer<typeof athleteFamilySchema>;

export const getAthleteFamily = defineCall({
  method: 'GET',
  path: '/api/athlete/family/get',
  auth: true,
  tag: 'family',
  summary: "An athlete's parents and guardians (confirmed and waiting) and the athlete's family code (coaches)",
  query: athleteQuery,
  response: athleteFamilySchema,
});

export const postAthleteFamilyCodeRotate = defineCall({
  method: 'POST',
  path: '/api/athlete/family/code/rotate/post',
  auth: true,
  tag: 'family',
  summary: "Replace an athlete's family code: the old one stops working (links already made stay)",
  query: athleteQuery,
  response: athleteFamilySchema,
});

export const postAthleteFamilyLink = defineCall({
  method: 'POST',
  path: '/api/athlete/family/links/post',
  auth: true,
  tag: 'family',
  summary: 'Link a member of the team to an athlete as parent or guardian, confirmed at once (coaches)',
  query: athleteQuery,
  body: z.object({ userId: idSchema }),
  response: familyLinkSchema,
});

export const postFamilyLinkConfirm = defineCall({
  method: 'POST',
  path: '/api/family/links/confirm/post',
  auth: true,
  tag: 'family',
  summary: "Confirm a parent's request to be linked to an athlete (coaches)",
  query: linkQuery,
  response: familyLinkSchema,
});

export const deleteFamilyLink = defineCall({
  method: 'DELETE',
  path: '/api/family/links/delete',
  auth: true,
  tag: 'family',
  summary: 'Remove a link or decline a request (coaches), or take back your own',
  query: linkQuery,
  response: okSchema,
});

export const getFamilyRequests = defineCall({
  method: 'GET',
  path: '/api/family/requests/get',
  auth: true,
  tag: 'family',
  summary: 'Parents waiting for a coach to confirm their link to an athlete, oldest first (coaches)',
  query: orgQuery,
  response: z.array(familyLinkSchema),
});
