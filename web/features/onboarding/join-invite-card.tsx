import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import { paths } from '../../app/paths';
import { ApiRequestError, errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { appActions } from '../../lib/store/app-store';
import { useJoinOrganization } from '../members/api/join-organization';
import { fetchOrganization } from '../organization/api/get-organization';
import { clearPendingInvite, type PendingInvite } from './pending-invite';

const joinFailure = (error: unknown): string => {
  if (error instanceof ApiRequestError && (error.status === 404 || error.status === 403)) {
    return 'This invite link is no longer valid. Ask your coach for a new one.';
  }
  return errorMessage(error);
};

/** "Join team": joins the organization of a saved invite as an invitee, selects it and opens the dashboard. */
export function JoinInviteCard({ invite, onDismiss }: { invite: PendingInvite; onDismiss?: () => void }) {
  const navigate = useNavigate();
  const join = useJoinOrganization();
  const [error, setError] = useState<string | null>(null);

  const onJoin = () => {
    setError(null);
    join.mutate(
      { orgId: invite.orgId, token: invite.token },
      {
        onSuccess: (organization) => {
          clearPendingInvite();
          notify.success(`You joined ${organization.name}.`);
          void navigate(paths.dashboard, { replace: true });
        },
        onError: async (e) => {
          // already a member: open that team instead
          if (e instanceof ApiRequestError && e.status === 409) {
            try {
              appActions.selectOrganization(await fetchOrganization(invite.orgId));
              clearPendingInvite();
              void navigate(paths.dashboard, { replace: true });
              return;
            } catch {
              // fall through to the message
            }
          }
          setError(joinFailure(e));
        },
      },
    );
  };

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="join-invite">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={36} radius="xl" variant="light">
            <IconUsersGroup size={ICON_SIZE + 4} />
          </ThemeIcon>
          <div>
            <Title order={2} fz="lg">
              Join your team
            </Title>
            <Text size="sm" c="dimmed">
              You opened your team&apos;s invite link. Join to see the roster, meets, records and schedule.
            </Text>
          </div>
        </Group>
        {error ? (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        ) : null}
        <Group justify="flex-end">
          {onDismiss ? (
            <Button
              variant="subtle"
              color="gray"
              onClick={() => {
                clearPendingInvite();
                onDismiss();
              }}
            >
              Dismiss
            </Button>
          ) : null}
          <Button onClick={onJoin} loading={join.isPending}>
            Join team
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
