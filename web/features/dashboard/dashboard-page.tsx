import { Badge, Card, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Organization } from '@core/api/organizations';
import { FormAlert } from '../../components/form-alert';
import { errorMessage } from '../../lib/api-error';
import { useOrganization, useRole, useUser } from '../../lib/store/hooks';
import { useMembers } from '../members/api/get-members';
import { FirstSteps } from './first-steps';
import { InviteCard } from './invite-card';
import { NextMeetsCard } from './next-meets-card';
import { RecentPrsCard } from './recent-prs-card';
import { TeamSummary } from './team-summary';
import { useTeamHome } from './use-team-home';

/** The side column's place for the invite card while we learn whether the team is new. */
function InviteCardSkeleton() {
  return (
    <Card withBorder radius="lg" padding="lg" role="status" aria-label="Loading team">
      <Skeleton height={24} width={80} mb="md" />
      <Skeleton height={14} width="90%" mb="sm" />
      <Skeleton height={36} radius="md" mb="xs" />
      <Skeleton height={36} width={130} radius="md" />
    </Card>
  );
}

function TeamHome({ organization }: { organization: Organization }) {
  const members = useMembers(organization.id);
  const { nextMeets, stage, stageError } = useTeamHome(organization.id);
  const can = (capability: Organization['capabilities'][number]) => organization.capabilities.includes(capability);
  const canInvite = can('invite:read');
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="lg">
          {stage === 'new' ? <FirstSteps organizationId={organization.id} capabilities={organization.capabilities} /> : null}
          {stageError ? <FormAlert message={errorMessage(stageError)} /> : null}
          <NextMeetsCard meets={nextMeets.data?.items} loading={nextMeets.isPending} error={nextMeets.error} canWrite={can('team:write')} />
          <RecentPrsCard organizationId={organization.id} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="lg">
          {canInvite && stage === 'established' ? <InviteCard organizationId={organization.id} canRotate={can('invite:rotate')} /> : null}
          {canInvite && stage === 'unknown' && !stageError ? <InviteCardSkeleton /> : null}
          <TeamSummary members={members.data} loading={members.isPending} error={members.error} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** /dashboard: welcome, the next meets and the latest PRs, the team; the first steps while the team is new. */
export default function DashboardPage() {
  const user = useUser();
  const organization = useOrganization();
  const role = useRole();
  if (!organization) return null;
  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          Welcome{user?.firstName ? `, ${user.firstName}` : ''}
        </Title>
        <Group gap="xs" mt={4}>
          <Text c="dimmed">{organization.name}</Text>
          {role ? (
            <Badge variant="light" color="gray" data-testid="current-role">
              {role}
            </Badge>
          ) : null}
        </Group>
      </div>
      <TeamHome key={organization.id} organization={organization} />
    </Stack>
  );
}
export { dashboardLoader as loader } from './dashboard-loader';
