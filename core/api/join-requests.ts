/**
 * Joining a team that approves its joiners (team setting `joinApproval`), and what owners and admins
 * are told about joiners. A pending joiner is not a member: every team call answers them as a stranger.
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { idSchema, isoDateTimeSchema, okSchema } from './common';
import { memberSchema } from './members';

export const joinRequestSchema = z.object({
  id: idSchema,
  organizationId: idSchema,
  userId: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  requestedAt: isoDateTimeSchema,
});
export type JoinRequest = z.infer<typeof joinRequestSchema>;

const requestQuery = z.object({ orgId: idSchema, userId: idSchema });

export const getJoinRequests = defineCall({
  method: 'GET',
  path: '/api/organization/members/requests/get',
  auth: true,
  tag: 'members',
  summary: 'People waiting for approval to join, oldest first (owner, admin)',
  query: z.object({ orgId: idSchema }),
  response: z.array(joinRequestSchema),
});

export const acceptJoinRequest = defineCall({
  method: 'POST',
  path: '/api/organization/members/requests/accept/post',
  auth: true,
  tag: 'members',
  summary: 'Accept a pending joiner: they become an invitee (owner, admin)',
  query: requestQuery,
  response: memberSchema,
});

export const declineJoinRequest = defineCall({
  method: 'POST',
  path: '/api/organization/members/requests/decline/post',
  auth: true,
  tag: 'members',
  summary: 'Decline a pending joiner: the request goes, they stay outside the team (owner, admin)',
  query: requestQuery,
  response: okSchema,
});

export const myJoinRequestSchema = z.object({
  organizationId: idSchema,
  name: z.string(),
  logo: z.string().nullable(),
  requestedAt: isoDateTimeSchema,
});
export type MyJoinRequest = z.infer<typeof myJoinRequestSchema>;

export const getMyJoinRequests = defineCall({
  method: 'GET',
  path: '/api/user/join-requests/get',
  auth: true,
  tag: 'members',
  summary: "The caller's requests to join teams that are still waiting for approval (the team's name and logo only)",
  response: z.array(myJoinRequestSchema),
});

export const deleteMyJoinRequest = defineCall({
  method: 'DELETE',
  path: '/api/user/join-requests/delete',
  auth: true,
  tag: 'members',
  summary: "Withdraw the caller's waiting request to join a team",
  query: z.object({ orgId: idSchema }),
  response: okSchema,
});

export const TEAM_NOTICE_KINDS = ['joined', 'join-requested'] as const;
/** notices older than this are not shown */
export const TEAM_NOTICE_DAYS = 30;
/** at most this many notices are shown, newest first */
export const TEAM_NOTICE_LIMIT = 20;

export const teamNoticeSchema = z.object({
  id: idSchema,
  kind: z.enum(TEAM_NOTICE_KINDS),
  userId: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  createdAt: isoDateTimeSchema,
  /** a join request still waiting for an answer */
  pending: z.boolean(),
});
export type TeamNotice = z.infer<typeof teamNoticeSchema>;

export const getTeamNotices = defineCall({
  method: 'GET',
  path: '/api/organization/notices/get',
  auth: true,
  tag: 'members',
  summary: `Who joined or asked to join in the last ${TEAM_NOTICE_DAYS} days, newest first (owner, admin)`,
  query: z.object({ orgId: idSchema }),
  response: z.array(teamNoticeSchema),
});

export const deleteTeamNotice = defineCall({
  method: 'DELETE',
  path: '/api/organization/notices/notice/delete',
  auth: true,
  tag: 'members',
  summary: 'Dismiss a notice for every owner and admin of the team',
  query: z.object({ orgId: idSchema, noticeId: idSchema }),
  response: okSchema,
});
