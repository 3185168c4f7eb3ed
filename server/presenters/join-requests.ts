import type { JoinRequest, MyJoinRequest, TeamNotice } from '@core/api/join-requests';
import type { PendingJoin } from '@core/api/members';
import type { JoinRequestRecord, MyJoinRequestRecord } from '../services/members/join-requests';
import type { TeamNoticeRecord } from '../services/members/team-notices';

export const presentJoinRequest = (r: JoinRequestRecord): JoinRequest => ({
  id: r.id,
  organizationId: r.organizationId,
  userId: r.userId,
  firstName: r.firstName,
  lastName: r.lastName,
  email: r.email,
  requestedAt: r.requestedAt.toISOString(),
});

export const presentPendingJoin = (organizationId: string, userId: string, requestedAt: Date): PendingJoin => ({
  status: 'pending',
  organizationId,
  userId,
  requestedAt: requestedAt.toISOString(),
});

export const presentMyJoinRequest = (r: MyJoinRequestRecord): MyJoinRequest => ({
  organizationId: r.organizationId,
  name: r.name,
  logo: r.logo,
  requestedAt: r.requestedAt.toISOString(),
});

export const presentTeamNotice = (n: TeamNoticeRecord): TeamNotice => ({
  id: n.id,
  kind: n.kind,
  userId: n.userId,
  firstName: n.firstName,
  lastName: n.lastName,
  createdAt: n.createdAt.toISOString(),
  pending: n.pending,
});
