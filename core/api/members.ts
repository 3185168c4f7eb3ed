import { z } from 'zod';
import { ROLES } from '../roles';
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

export const joinOrganization = defineCall({
  method: 'POST',
  path: '/api/organization/members/member/join/post',
  auth: true,
  tag: 'members',
  summary: "Join through the invite link's token; the caller becomes an invitee",
  query: z.object({ orgId: idSchema }),
  body: z.object({ token: z.string().min(16).max(128) }),
  response: memberSchema,
});

export const deleteMember = defineCall({
  method: 'DELETE',
  path: '/api/organization/members/member/delete',
  auth: true,
  tag: 'members',
  summary: 'Remove a member (owner, admin), or leave (memberId is yourself)',
  query: memberQuery,
  response: okSchema,
});
