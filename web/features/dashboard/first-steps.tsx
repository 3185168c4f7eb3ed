import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconFlag, IconMessages, IconUserCircle, IconUserPlus, IconUsers } from '@tabler/icons-react';
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

/** A member who does not run the team (athlete, parent, volunteer): what they can do on it. */
function MemberFirstSteps() {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="first-steps-title">
      <Title order={2} fz="h3" id="first-steps-title" mb="md">
        Getting started
      </Title>
      <Stack gap="lg">
        <Step icon={<IconUserCircle size={ICON_SIZE + 2} />} title="Check your profile">
          <Text size="sm" c="dimmed">
            Your name and photo as your team sees them.
          </Text>
          <Anchor component={Link} to={paths.account} size="sm" fw={600}>
            Open your profile
          </Anchor>
        </Step>
        <Step icon={<IconCalendarEvent size={ICON_SIZE + 2} />} title="See the schedule">
          <Text size="sm" c="dimmed">
            Practices and meets as your coaches add them; say whether you are going.
          </Text>
          <Anchor component={Link} to={paths.schedule} size="sm" fw={600}>
            Open the schedule
          </Anchor>
        </Step>
        <Step icon={<IconMessages size={ICON_SIZE + 2} />} title="Read the team's messages">
          <Text size="sm" c="dimmed">
            Announcements from your coaches, and your team's channels.
          </Text>
          <Anchor component={Link} to={paths.messaging} size="sm" fw={600}>
            Open messaging
          </Anchor>
        </Step>
      </Stack>
    </Card>
  );
}

/**
 * The first steps of a new team, by what the role may do: staff invite (with the link when the role
 * may read it; roles set in Settings › Members by those who manage members), add athletes and create
 * a meet; athletes, parents and volunteers see their profile, the schedule and the messages.
 */
export function FirstSteps({ organizationId, capabilities }: { organizationId: string; capabilities: readonly Capability[] }) {
  const organization = useOrganization();
  if (!capabilities.includes('team:write')) return <MemberFirstSteps />;
  const approval = organization?.id === organizationId && organization.joinApproval;
  const manageMembers = capabilities.includes('members:manage');
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="first-steps-title">
      <Title order={2} fz="h3" id="first-steps-title" mb="md">
        First steps
      </Title>
      <Stack gap="lg">
        <Step icon={<IconUserPlus size={ICON_SIZE + 2} />} title="Invite your coaches and athletes">
          <Text size="sm" c="dimmed">
            Share the invite link; people who open it join your team{approval ? ' once an owner or admin accepts them' : ''}.{' '}
            {manageMembers ? (
              <>
                You choose their roles in{' '}
                <Anchor component={Link} to={`${paths.settings}?tab=members`} size="sm">
                  Settings › Members
                </Anchor>
                .
              </>
            ) : (
              'An owner or admin sets their roles.'
            )}
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
            Add athletes
          </Anchor>
        </Step>
        <Step icon={<IconFlag size={ICON_SIZE + 2} />} title="Create your first meet">
          <Text size="sm" c="dimmed">
            Put the season&apos;s meets on the schedule, then enter results as they come in.
          </Text>
          <Anchor component={Link} to={paths.meetCreate} size="sm" fw={600}>
            Create a meet
          </Anchor>
        </Step>
      </Stack>
    </Card>
  );
}
