import { useQuery } from '@tanstack/react-query';
import { getInvite } from '@core/api/organization';
import { callApi } from '../../../lib/api-client';

export interface InviteParams {
  orgId: string;
  token: string;
}

/** GET /api/organization/invite/get: the team an invite leads to (404 when the link is invalid or rotated). */
export const fetchInvite = ({ orgId, token }: InviteParams) => callApi(getInvite, { query: { orgId, token } });

/** The team of a saved invite, to name it before joining; nothing is asked without an invite. */
export const useInviteOffer = (invite: InviteParams | null) =>
  useQuery({
    queryKey: ['invite', invite?.orgId ?? '', invite?.token ?? ''] as const,
    queryFn: () => fetchInvite(invite as InviteParams),
    enabled: invite !== null,
    staleTime: 60_000,
  });
