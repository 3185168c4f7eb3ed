import { memo } from 'react';
import { Link } from 'react-router';
import { Anchor, Text } from '@mantine/core';
import { paths } from '../../app/paths';
import { useOrganization } from '../../lib/store/hooks';
import { InviteLinkPanel } from '../organizations';
import { HomeCard } from './home-card';

/** Inviting stays one click away once the first steps are done (for roles that may read the link). */
export const InviteCard = memo(function InviteCard({ organizationId, canRotate }: { organizationId: string; canRotate: boolean }) {
  const organization = useOrganization();
  const approval = organization?.id === organizationId && organization.joinApproval;
  return (
    <HomeCard id="invite-title" title="Invite">
      <Text size="sm" c="dimmed" mb="sm">
        People who open the link join as athletes or parents{approval ? ' once an owner or admin accepts them' : ''}; change roles in{' '}
        <Anchor component={Link} to={`${paths.settings}?tab=members`} size="sm">
          Settings › Members
        </Anchor>
        .
      </Text>
      <InviteLinkPanel organizationId={organizationId} canRead canRotate={canRotate} />
    </HomeCard>
  );
});
