import { useMutation } from '@tanstack/react-query';
import { patchMemberRole } from '@core/api/members';
import type { RoleName } from '@core/roles';
import { callApi, requireOrganizationId } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { invalidateMembers } from './get-members';

/** PATCH /api/organization/members/member/role/patch; newRoleName owner transfers ownership. */
export const changeMemberRole = async (memberId: string, newRoleName: RoleName) => {
  const orgId = requireOrganizationId();
  const member = await callApi(patchMemberRole, { query: { orgId, memberId }, body: { newRoleName } });
  await invalidateMembers();
  // a transfer changes the caller's own role and capabilities too
  if (newRoleName === 'owner') await queryClient.invalidateQueries({ queryKey: ['organization', orgId] });
  return member;
};

export const usePatchMemberRole = () =>
  useMutation({ mutationFn: (v: { memberId: string; newRoleName: RoleName }) => changeMemberRole(v.memberId, v.newRoleName) });
