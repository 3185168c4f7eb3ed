import { useState } from 'react';
import { Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { canInviteAs, INVITE_ROLE_LABELS, type Invite } from '@core/api/invites';
import type { RoleName } from '@core/roles';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { ConfirmModal } from '../../components/confirm-modal';
import { useInvites, useResendInvite, useRevokeInvite } from './api/invites';

const DAY_MS = 24 * 60 * 60 * 1000;

const expiry = (invite: Invite, now: number): string => {
  if (invite.expired) return 'Expired: send it again for a new link';
  const days = Math.ceil((Date.parse(invite.expiresAt) - now) / DAY_MS);
  return days <= 1 ? 'Expires within a day' : `Expires in ${days} days`;
};

/** The team's pending invites, each with "Send again" (a new link) and "Withdraw". */
export function PendingInvites({ orgId, actor }: { orgId: string; actor: RoleName | null }) {
  const invites = useInvites(orgId);
  const resend = useResendInvite(orgId);
  const revoke = useRevokeInvite(orgId);
  const [withdrawing, setWithdrawing] = useState<Invite | null>(null);
  const [now] = useState(() => Date.now());

  if (invites.isPending) return <Loader size="sm" aria-label="Loading invites" />;
  if (invites.isError) {
    return (
      <Text c="red" size="sm" role="alert">
        {errorMessage(invites.error)}
      </Text>
    );
  }
  if (invites.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No invites waiting. People you invite show here until they join.
      </Text>
    );
  }
  return (
    <>
      <Stack gap="xs" component="ul" aria-label="Pending invites" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {invites.data.map((invite) => {
          const mine = canInviteAs(actor, invite.role);
          return (
            <li key={invite.id} data-testid="pending-invite">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Group gap={6} wrap="wrap">
                    <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {invite.email}
                    </Text>
                    <Badge variant="light" color="gray" size="sm">
                      {INVITE_ROLE_LABELS[invite.role]}
                    </Badge>
                    {invite.expired ? (
                      <Badge variant="light" color="orange" size="sm">
                        Expired
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {invite.athletes.length ? `Parent of ${invite.athletes.map((a) => `${a.firstName} ${a.lastName}`).join(', ')} · ` : ''}
                    {invite.invitedBy ? `Invited by ${invite.invitedBy} · ` : ''}
                    {expiry(invite, now)}
                  </Text>
                </div>
                {mine ? (
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={`Send the invite to ${invite.email} again`}
                      loading={resend.isPending && resend.variables === invite.id}
                      onClick={() =>
                        resend.mutate(invite.id, {
                          onSuccess: () => notify.success(`We mailed ${invite.email} a new link.`, 'Invite sent again'),
                          onError: (e) => notify.error(errorMessage(e), 'Could not send the invite again'),
                        })
                      }
                    >
                      Send again
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      aria-label={`Withdraw the invite to ${invite.email}`}
                      onClick={() => setWithdrawing(invite)}
                    >
                      Withdraw
                    </Button>
                  </Group>
                ) : null}
              </Group>
            </li>
          );
        })}
      </Stack>
      <ConfirmModal
        opened={withdrawing !== null}
        onClose={() => setWithdrawing(null)}
        title="Withdraw this invite?"
        confirmLabel="Withdraw"
        onConfirm={async () => {
          if (withdrawing) await revoke.mutateAsync(withdrawing.id);
        }}
      >
        <Text size="sm">The link mailed to {withdrawing?.email} will stop working. You can invite them again later.</Text>
      </ConfirmModal>
    </>
  );
}
