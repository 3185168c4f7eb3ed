/**
 * Invites per person (decision 057): a coach, admin or owner invites someone by email as an athlete,
 * a parent (with the roster's athletes they belong to) or a coach. The mail carries a single-use
 * link; accepting it joins the team with that role in one step. The team's own invite link
 * (core/api/organization) stays beside it.
 */
import { z } from 'zod';
import { can, type RoleName } from '../roles';
import { defineCall } from './define-call';
import { idSchema, isoDateTimeSchema, okSchema } from './common';
import { memberSchema } from './members';

/** Whom an invite makes of its person, in the product's words (never "invitee" on screen). */
export const INVITE_ROLES = ['athlete', 'parent', 'coach'] as const;
export type InviteRole = (typeof INVITE_ROLES)[number];

export const INVITE_ROLE_LABELS: Record<InviteRole, string> = { athlete: 'Athlete', parent: 'Parent', coach: 'Coach' };

/** The organization role an invite gives: athletes and parents are the specification's invitees. */
export const membershipRoleOf = (role: InviteRole): RoleName => (role === 'coach' ? 'coach' : 'invitee');

/**
 * Who may invite (send, resend, revoke) as `role`: staff invite athletes and parents; giving the coach
 * role is changing a member's role, which only owners and admins may (core/roles `members:manage`).
 */
export const canInviteAs = (actor: RoleName | null | undefined, role: InviteRole): boolean =>
  can(actor, role === 'coach' ? 'members:manage' : 'invite:send');

/** How long an invite's link works. */
export const INVITE_VALID_DAYS = 14;
/** A parent is invited for one athlete at least, and at most this many. */
export const MAX_INVITE_ATHLETES = 12;
/** Mails a team may send in an hour (new invites and resends), and mails to one address in an hour. */
export const INVITES_PER_TEAM_HOUR = 60;
export const INVITES_PER_EMAIL_HOUR = 3;

export const INVITE_MESSAGES = {
  parentNeedsAthletes: 'Choose the athletes this parent belongs to',
  onlyParentsHaveAthletes: 'Only a parent is invited with athletes',
  athleteNotOnRoster: 'One of the chosen athletes is not on the roster',
  coachByOwnerOrAdmin: 'Only the owner or an admin may invite a coach',
  teamLimit: `Your team has sent ${INVITES_PER_TEAM_HOUR} invites in the last hour. Try again later.`,
  emailLimit: `This address has had ${INVITES_PER_EMAIL_HOUR} invites in the last hour. Try again later.`,
  invalid: 'This invite link is not valid. Check that you copied the whole link, or ask your coach for a new invite.',
  accepted: 'This invite has already been used. Sign in to open your team.',
  expired: 'This invite has expired. Ask your coach to send a new one.',
  revoked: 'This invite was withdrawn or replaced by a newer one. Open the latest invite mail, or ask your coach.',
  wrongEmail: (invited: string, signedIn: string) =>
    `This invite is for ${invited}, but you are signed in as ${signedIn}. Sign out, then sign in or create an account with ${invited}.`,
  alreadyMember:
    'This person is already a member of the team. Change their role or link them to athletes from the members list or the athlete’s page.',
  staffCannotBeParent: 'You are a coach of this team and see every athlete already; this parent invite cannot be used by you.',
} as const;

/** An invite's address, kept in lower case (one pending invite per address and team); forms send it trimmed. */
export const inviteEmailSchema = z
  .email('Enter a valid email address')
  .max(254)
  .transform((e) => e.toLowerCase());

export const inviteInputSchema = z
  .object({
    email: inviteEmailSchema,
    role: z.enum(INVITE_ROLES),
    /** the athletes of the roster a parent belongs to (a parent only) */
    athleteIds: z.array(idSchema).max(MAX_INVITE_ATHLETES).default([]),
  })
  .superRefine((v, ctx) => {
    if (v.role === 'parent' && v.athleteIds.length === 0)
      ctx.addIssue({ code: 'custom', path: ['athleteIds'], message: INVITE_MESSAGES.parentNeedsAthletes });
    if (v.role !== 'parent' && v.athleteIds.length > 0)
      ctx.addIssue({ code: 'custom', path: ['athleteIds'], message: INVITE_MESSAGES.onlyParentsHaveAthletes });
  });
export type InviteInput = z.input<typeof inviteInputSchema>;

export const inviteAthleteSchema = z.object({ id: idSchema, firstName: z.string(), lastName: z.string() });

/** A pending invite, as the team's staff see it. */
export const inviteSchema = z.object({
  id: idSchema,
  email: z.string(),
  role: z.enum(INVITE_ROLES),
  athletes: z.array(inviteAthleteSchema),
  invitedBy: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  expiresAt: isoDateTimeSchema,
  expired: z.boolean(),
});
export type Invite = z.infer<typeof inviteSchema>;

/** What the link shows before it is used: the team, the role, the address it is for. */
export const inviteOfferSchema = z.object({
  organizationId: idSchema,
  teamName: z.string(),
  logo: z.string().nullable(),
  email: z.string(),
  role: z.enum(INVITE_ROLES),
  /** a parent's athletes as "First L." (the link may have been forwarded) */
  athletes: z.array(z.string()),
  invitedBy: z.string().nullable(),
  expiresAt: isoDateTimeSchema,
});
export type InviteOffer = z.infer<typeof inviteOfferSchema>;

/** A single-use token: 32 random bytes in base64url. */
export const inviteTokenSchema = z.string().min(16).max(128);

const orgQuery = z.object({ orgId: idSchema });
const inviteQuery = orgQuery.extend({ inviteId: idSchema });

export const getInvites = defineCall({
  method: 'GET',
  path: '/api/invites/get',
  auth: true,
  tag: 'invites',
  summary: "The team's pending invites (owner, admin, coach), newest first",
  query: orgQuery,
  response: z.array(inviteSchema),
});

export const postInvite = defineCall({
  method: 'POST',
  path: '/api/invites/post',
  auth: true,
  tag: 'invites',
  summary:
    'Invite a person by email as athlete, parent (with their athletes) or coach (owner, admin); mails a single-use link valid 14 days. Replaces a pending invite to the same address',
  query: orgQuery,
  body: inviteInputSchema,
  response: inviteSchema,
});

export const resendInvite = defineCall({
  method: 'POST',
  path: '/api/invites/resend/post',
  auth: true,
  tag: 'invites',
  summary: 'Mail a pending invite again with a new link (the old link stops working) valid 14 days from now',
  query: inviteQuery,
  response: inviteSchema,
});

export const revokeInvite = defineCall({
  method: 'DELETE',
  path: '/api/invites/delete',
  auth: true,
  tag: 'invites',
  summary: 'Withdraw a pending invite: its link stops working',
  query: inviteQuery,
  response: okSchema,
});

export const getInviteOffer = defineCall({
  method: 'GET',
  path: '/api/invites/offer/get',
  // no sign-in: the sign-up page names the team and the address to someone who has only the link
  auth: false,
  tag: 'invites',
  summary: 'What an invite link offers (team, role, address); 404 for an unknown link, 410 for a used, expired or withdrawn one',
  query: z.object({ token: inviteTokenSchema }),
  response: inviteOfferSchema,
});

export const acceptInvite = defineCall({
  method: 'POST',
  path: '/api/invites/accept/post',
  auth: true,
  tag: 'invites',
  summary:
    "Use an invite: the signed-in account (with the invite's address) joins the team with its role; a parent is linked to the athletes, an athlete is put on the roster",
  body: z.object({ token: inviteTokenSchema }),
  response: memberSchema,
});
