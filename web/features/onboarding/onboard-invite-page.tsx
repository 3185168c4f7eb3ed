import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { paths } from '../../app/paths';
import { EmptyState } from '../../components/empty-state';
import { JoinInviteCard } from './join-invite-card';
import { loadPendingInvite } from './pending-invite';

/** /onboard/invite: join the team whose invite link brought you (open even when you already have a team). */
export default function OnboardInvitePage() {
  const [invite] = useState(loadPendingInvite);
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h2">
          Join a team
        </Title>
        <Text c="dimmed">Joining makes you a member of the team; its coaches can change your role later.</Text>
      </div>
      {invite ? (
        <JoinInviteCard invite={invite} onDismiss={() => void navigate(paths.dashboard, { replace: true })} />
      ) : (
        <EmptyState title="No invitation found" description="Open the invite link your coach sent you on this device, then come back here.">
          <Anchor component={Link} to={paths.dashboard}>
            Go to your dashboard
          </Anchor>
        </EmptyState>
      )}
    </Stack>
  );
}
