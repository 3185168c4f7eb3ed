import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFlag, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import type { Capability } from '@core/roles';
import { paths } from '../../app/paths';
import { useOrganization } from '../../lib/store/hooks';
import { InviteLinkPanel } from '../organizations';

function Step({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Group align="flex-start" wrap="nowrap" gap="md">
      <ThemeIcon size={36} radius="xl" variant="light">
        {icon}
      </ThemeIcon>
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600}>{title}</Text>
        {children}
      </Stack>
    </Group>
  );
}

/** The first steps of a new team: invite coaches (with the link when the role may read it), add athletes, create a meet. */
export function FirstSteps({ organizationId, capabilities }: { organizationId: string; capabilities: readonly Capability[] }) {
  const canWrite = capabilities.includes('team:write');
  const organization = useOrganization();
  const approval = organization?.id === organizationId && organization.joinApproval;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="first-steps-title">
      <Title order={2} fz="h3" id="first-steps-title" mb="md">
        First steps
      </Title>
      <Stack gap="lg">
        <Step icon={<IconUserPlus size={ICON_SIZE + 2} />} title="Invite your coaches and athletes">
          <Text size="sm" c="dimmed">
            Share the invite link; people who open it join your team{approval ? ' once an owner or admin accepts them' : ''}. You choose
            their roles in{' '}
            <Anchor component={Link} to={`${paths.settings}?tab=members`} size="sm">
              Settings › Members
            </Anchor>
            .
          </Text>
          <InviteLinkPanel
            organizationId={organizationId}
            canRead={capabilities.includes('invite:read')}
            canRotate={capabilities.includes('invite:rotate')}
          />
        </Step>
        <Step icon={<IconUsers size={ICON_SIZE + 2} />} title="Add your athletes">
          <Text size="sm" c="dimmed">
            Build the roster: names, grades and event groups.
          </Text>
          <Anchor component={Link} to={paths.athletes} size="sm" fw={600}>
            {canWrite ? 'Add athletes' : 'See the roster'}
          </Anchor>
        </Step>
        <Step icon={<IconFlag size={ICON_SIZE + 2} />} title="Create your first meet">
          <Text size="sm" c="dimmed">
            Put the season&apos;s meets on the schedule, then enter results as they come in.
          </Text>
          <Anchor component={Link} to={canWrite ? paths.meetCreate : paths.meets} size="sm" fw={600}>
            {canWrite ? 'Create a meet' : 'See the meets'}
          </Anchor>
        </Step>
      </Stack>
    </Card>
  );
}
