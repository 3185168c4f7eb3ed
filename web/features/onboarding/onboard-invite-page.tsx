import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { paths } from '../../app/paths';
import { EmptyState } from '../../components/empty-state';
import { useMyJoinRequests } from '../members';
import { JoinInviteCard } from './join-invite-card';
import { WaitingForApproval } from './waiting-for-approval';
import { loadPendingInvite } from './pending-invite';

/** /onboard/invite: join the team whose invite link brought you (open even when you already have a team). */
export default function OnboardInvitePage() {
  const [invite, setInvite] = useState(loadPendingInvite);
  const navigate = useNavigate();
  const requests = useMyJoinRequests();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h2">
          Join a team
        </Title>
        <Text c="dimmed">Joining makes you a member of the team; its coaches can change your role later.</Text>
      </div>
      <WaitingForApproval />
      {invite ? (
        <JoinInviteCard
          invite={invite}
          onDismiss={() => void navigate(paths.dashboard, { replace: true })}
          onPending={() => setInvite(null)}
        />
      ) : requests.data?.length ? null : (
        <EmptyState title="No invitation found" description="Open the invite link your coach sent you on this device, then come back here.">
          <Anchor component={Link} to={paths.dashboard}>
            Go to your dashboard
          </Anchor>
        </EmptyState>
      )}
    </Stack>
  );
}
