import { useMutation } from '@tanstack/react-query';
import { deleteMember } from '@core/api/members';
import { callApi, requireOrganizationId } from '../../../lib/api-client';
import { invalidateMembers } from './get-members';

/** DELETE /api/organization/members/member/delete: remove a member, or leave (memberId = yourself). */
export const removeMember = async (memberId: string) => {
  const orgId = requireOrganizationId();
  await callApi(deleteMember, { query: { orgId, memberId } });
  await invalidateMembers();
};

export const useDeleteMember = () => useMutation({ mutationFn: removeMember });
