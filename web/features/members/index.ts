export { useDeleteMember } from './api/delete-member';
export { membersQueryOptions, useMembers } from './api/get-members';
export { useJoinOrganization } from './api/join-organization';
export { useAnswerJoinRequest, useJoinRequests } from './api/join-requests';
export { useMyJoinRequests, useWithdrawJoinRequest } from './api/my-join-requests';
export { usePatchMemberRole } from './api/patch-member-role';
export { useDismissTeamNotice, useTeamNotices } from './api/team-notices';
