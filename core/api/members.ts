import { z } from 'zod';
import { ROLES } from '../roles';
import { PERSON_KINDS } from '../people';
import { defineCall } from './define-call';
import { idSchema, isoDateTimeSchema, okSchema } from './common';

export const memberSchema = z.object({
  id: idSchema,
  organizationId: idSchema,
  userId: idSchema,
  roleName: z.enum(ROLES),
  firstName: z.string(),
  lastName: z.string(),
  /** owners, admins and coaches see members' emails; invitees see names only (null) */
  email: z.string().nullable(),
  profilePhoto: z.string().nullable(),
  joinedAt: isoDateTimeSchema,
  /** what an invitee is to the team: an athlete of the roster, a parent of athletes, or neither (null) */
  person: z.enum(PERSON_KINDS).nullable().optional(),
});
export type Member = z.infer<typeof memberSchema>;

const memberQuery = z.object({ orgId: idSchema, memberId: idSchema });

export const getMembers = defineCall({
  method: 'GET',
  path: '/api/organization/members/get',
  auth: true,
  tag: 'members',
  summary: "The organization's members",
  query: z.object({ orgId: idSchema }),
  response: z.array(memberSchema),
});

export const getMember = defineCall({
  method: 'GET',
  path: '/api/organization/members/member/get',
  auth: true,
  tag: 'members',
  summary: "One member (memberId is the member's user id)",
  query: memberQuery,
  response: memberSchema,
});

export const patchMemberRole = defineCall({
  method: 'PATCH',
  path: '/api/organization/members/member/role/patch',
  auth: true,
  tag: 'members',
  summary: 'Change a member\'s role; an owner giving "owner" transfers ownership',
  query: memberQuery,
  body: z.object({ newRoleName: z.enum(ROLES) }),
  response: memberSchema,
});

/** A joiner of a team that approves its joiners, waiting: not a member, sees nothing of the team. */
export const pendingJoinSchema = z.object({
  status: z.literal('pending'),
  organizationId: idSchema,
  userId: idSchema,
  requestedAt: isoDateTimeSchema,
});
export type PendingJoin = z.infer<typeof pendingJoinSchema>;

/** What a joiner says they join as: an athlete is matched to (or added to) the roster at once (decision 052). */
export const JOINING_AS = ['athlete', 'parent'] as const;
export type JoiningAs = (typeof JOINING_AS)[number];

export const joinOrganization = defineCall({
  method: 'POST',
  path: '/api/organization/members/member/join/post',
  auth: true,
  tag: 'members',
  summary:
    "Join through the invite link's token: the caller becomes an invitee (the membership), or, when the team approves its joiners, waits as pending until an owner or admin accepts",
  query: z.object({ orgId: idSchema }),
  body: z.object({ token: z.string().min(16).max(128), joiningAs: z.enum(JOINING_AS).optional() }),
  response: z.union([pendingJoinSchema, memberSchema]),
});

/** Whether a join's answer is a membership (not a request waiting for approval). */
export const joinedAsMember = (answer: PendingJoin | Member): answer is Member => !('status' in answer);

export const deleteMember = defineCall({
  method: 'DELETE',
  path: '/api/organization/members/member/delete',
  auth: true,
  tag: 'members',
  summary: 'Remove a member (owner, admin), or leave (memberId is yourself)',
  query: memberQuery,
  response: okSchema,
});
