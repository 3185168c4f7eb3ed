import { Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useOrganization, useRole, useUser } from '../../lib/store/hooks';
import { useMembers } from '../members/api/get-members';
import { FirstSteps } from './first-steps';
import { TeamSummary } from './team-summary';

/** /dashboard: welcome, the team's first steps as real links, and who is on the team. */
export default function DashboardPage() {
  const user = useUser();
  const organization = useOrganization();
  const role = useRole();
  const members = useMembers(organization?.id);
  if (!organization) return null;
  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Group gap="xs" align="center">
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            Welcome{user?.firstName ? `, ${user.firstName}` : ''}
          </Title>
        </Group>
        <Group gap="xs" mt={4}>
          <Text c="dimmed">{organization.name}</Text>
          {role ? (
            <Badge variant="light" color="gray" data-testid="current-role">
              {role}
            </Badge>
          ) : null}
        </Group>
      </div>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <Stack style={{ gridColumn: 'span 2' }} gap="lg">
          <FirstSteps organizationId={organization.id} capabilities={organization.capabilities} />
        </Stack>
        <TeamSummary members={members.data} loading={members.isPending} error={members.error} />
      </SimpleGrid>
    </Stack>
  );
}
