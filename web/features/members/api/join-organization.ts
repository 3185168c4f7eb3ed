import { useMutation } from '@tanstack/react-query';
import { joinOrganization, joinedAsMember, type JoiningAs, type PendingJoin } from '@core/api/members';
import type { Organization } from '@core/api/organizations';
import { callApi } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { appActions } from '../../../lib/store/app-store';
import { fetchOrganization, invalidateOrganizations } from '../../organizations';
import { myJoinRequestsKey } from './my-join-requests';

export interface JoinInput {
  orgId: string;
  token: string;
  /** an athlete is put on the roster as they join */
  joiningAs?: JoiningAs;
}

/** Joined (the team is selected), or waiting for an owner or admin to accept (the team approves its joiners). */
export type JoinOutcome = { kind: 'member'; organization: Organization } | { kind: 'pending'; request: PendingJoin };

/** POST /api/organization/members/member/join/post with the invite token; a joined team is then selected. */
export const joinTeam = async ({ orgId, token, joiningAs }: JoinInput): Promise<JoinOutcome> => {
  const answer = await callApi(joinOrganization, { query: { orgId }, body: { token, ...(joiningAs ? { joiningAs } : {}) } });
  if (!joinedAsMember(answer)) {
    await queryClient.invalidateQueries({ queryKey: myJoinRequestsKey });
    return { kind: 'pending', request: answer };
  }
  const organization = await fetchOrganization(orgId);
  appActions.selectOrganization(organization, answer.roleName);
  await invalidateOrganizations();
  return { kind: 'member', organization };
};

export const useJoinOrganization = () => useMutation({ mutationFn: joinTeam });
