export { useDeleteMember } from './api/delete-member';
export { membersQueryOptions, useMembers } from './api/get-members';
export { useJoinOrganization } from './api/join-organization';
export { usePatchMemberRole } from './api/patch-member-role';
