import { useMutation } from '@tanstack/react-query';
import { joinOrganization } from '@core/api/members';
import { callApi } from '../../../lib/api-client';
import { appActions } from '../../../lib/store/app-store';
import { fetchOrganization, invalidateOrganizations } from '../../organizations';

export interface JoinInput {
  orgId: string;
  token: string;
}

/** POST /api/organization/members/member/join/post with the invite token; the team is then selected. */
export const joinTeam = async ({ orgId, token }: JoinInput) => {
  const member = await callApi(joinOrganization, { query: { orgId }, body: { token } });
  const organization = await fetchOrganization(orgId);
  appActions.selectOrganization(organization, member.roleName);
  await invalidateOrganizations();
  return organization;
};

export const useJoinOrganization = () => useMutation({ mutationFn: joinTeam });
