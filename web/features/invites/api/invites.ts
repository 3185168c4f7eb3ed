import { useMutation, useQuery } from '@tanstack/react-query';
import { acceptInvite, getInviteOffer, getInvites, postInvite, resendInvite, revokeInvite, type InviteInput } from '@core/api/invites';
import { callApi } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

const invitesKey = (orgId: string) => ['invites', orgId] as const;
const invalidateInvites = (orgId: string) => queryClient.invalidateQueries({ queryKey: invitesKey(orgId) });

/** GET /api/invites/get: the team's pending invites (staff). */
export const useInvites = (orgId: string, enabled = true) =>
  useQuery({ queryKey: invitesKey(orgId), queryFn: () => callApi(getInvites, { query: { orgId } }), enabled });

/** POST /api/invites/post: invite a person (mails the link). */
export const useSendInvite = (orgId: string) =>
  useMutation({
    mutationFn: (body: InviteInput) => callApi(postInvite, { query: { orgId }, body }),
    onSuccess: () => invalidateInvites(orgId),
  });

/** POST /api/invites/resend/post: mail a new link (the old one stops working). */
export const useResendInvite = (orgId: string) =>
  useMutation({
    mutationFn: (inviteId: string) => callApi(resendInvite, { query: { orgId, inviteId } }),
    onSuccess: () => invalidateInvites(orgId),
  });

/** DELETE /api/invites/delete: withdraw a pending invite. */
export const useRevokeInvite = (orgId: string) =>
  useMutation({
    mutationFn: (inviteId: string) => callApi(revokeInvite, { query: { orgId, inviteId } }),
    onSuccess: () => invalidateInvites(orgId),
  });

/** GET /api/invites/offer/get: what a personal invite link offers (no sign-in needed). */
export const useInviteOffer = (token: string | null) =>
  useQuery({
    queryKey: ['invite-offer', token ?? ''] as const,
    queryFn: () => callApi(getInviteOffer, { query: { token: token ?? '' } }),
    enabled: token !== null,
    staleTime: 60_000,
    retry: false,
  });

/** POST /api/invites/accept/post: join the team with the invite's role. */
export const useAcceptInvite = () => useMutation({ mutationFn: (token: string) => callApi(acceptInvite, { body: { token } }) });
