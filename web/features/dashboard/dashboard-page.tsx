import { memo, startTransition, useDeferredValue, useEffect, useState } from 'react';
import { Badge, Grid, Group, Stack, Text, Title } from '@mantine/core';
import type { Organization } from '@core/api/organizations';
import type { PersonKind } from '@core/people';
import { FormAlert } from '../../components/form-alert';
import { errorMessage } from '../../lib/api-error';
import { useOrganization, useRole, useUser } from '../../lib/store/hooks';
import { useDeferredData } from '../../lib/use-deferred-data';
import { useMembers } from '../members';
import { FamilyRequestsCard } from '../family';
import { personLabel } from '@core/people';
import { FamilyCard } from './family-card';
import { FirstSteps } from './first-steps';
import { InviteCard } from './invite-card';
import { MyResultsCard } from './my-results-card';
import { NextMeetsCard } from './next-meets-card';
import { NextPracticesCard } from '../schedule';
import { RecentPrsCard } from './recent-prs-card';
import { TeamNoticesCard } from './team-notices-card';
import { TeamSummary } from './team-summary';
import { UnreadMessagesCard } from './unread-messages-card';
import { useTeamHome } from './use-team-home';

/** The members query lives here, so its answer re-renders the team card alone, not the whole home. */
const TeamCard = memo(function TeamCard({ organizationId, canManage }: { organizationId: string; canManage: boolean }) {
  const members = useDeferredData(useMembers(organizationId));
  return <TeamSummary members={members.data} loading={members.pending} error={members.error} canManage={canManage} />;
});

/**
 * False for the first commit, true from a background render after it: what it guards is drawn, and
 * laid out, in a task of its own.
 */
const useAfterFirstCommit = (): boolean => {
  const [after, setAfter] = useState(false);
  useEffect(() => startTransition(() => setAfter(true)), []);
  return after;
};

/**
 * The cards that take only ids (recent PRs, invite, team) are memoized: the meets and roster answers
 * that re-render this component for the next meets and the team's stage leave them alone.
 */
function TeamHome({ organization, person }: { organization: Organization; person: PersonKind | null }) {
  const { nextMeets: nextMeetsQuery, stage, stageError } = useTeamHome(organization.id);
  const nextMeets = useDeferredData(nextMeetsQuery);
  const can = (capability: Organization['capabilities'][number]) => organization.capabilities.includes(capability);
  const canInvite = can('invite:read');
  // The side column (below the others on a phone) is drawn in a commit after the main one: the cards
  // are some 400 boxes, and creating and laying them out at once was the first load's longest task.
  const sideDrawn = useAfterFirstCommit();
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="lg">
          {/* a parent's home: their athletes' schedule, answered for them; a member who is no athlete may link theirs */}
          {!can('team:write') ? (
            <FamilyCard orgId={organization.id} timezone={organization.timezone} showForm={person !== 'athlete'} />
          ) : null}
          {stage === 'new' ? <FirstSteps organizationId={organization.id} capabilities={organization.capabilities} /> : null}
          {stageError ? <FormAlert message={errorMessage(stageError)} /> : null}
          {/* an athlete's own home: their latest results and PRs (staff run the team; their home is the team's) */}
          {!can('team:write') ? <MyResultsCard organizationId={organization.id} /> : null}
          <NextMeetsCard meets={nextMeets.data?.items} loading={nextMeets.pending} error={nextMeets.error} canWrite={can('team:write')} />
          <NextPracticesCard orgId={organization.id} />
          <RecentPrsCard organizationId={organization.id} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        {sideDrawn ? (
          <Stack gap="lg">
            {/* owners and admins: who joined or asks to join (nothing when there is nothing to tell) */}
            {can('members:manage') ? <TeamNoticesCard organizationId={organization.id} /> : null}
            {/* coaches: parents who entered a family code, to confirm (nothing when none wait) */}
            {can('team:write') ? <FamilyRequestsCard orgId={organization.id} /> : null}
            <UnreadMessagesCard organizationId={organization.id} />
            {/* shown while the stage is unknown too (its link loading in place): an established team's card is then already there at its height */}
            {canInvite && (stage === 'established' || (stage === 'unknown' && !stageError)) ? (
              <InviteCard organizationId={organization.id} canRotate={can('invite:rotate')} />
            ) : null}
            <TeamCard organizationId={organization.id} canManage={can('members:manage')} />
          </Stack>
        ) : null}
      </Grid.Col>
    </Grid>
  );
}

/** /dashboard: welcome, the next meets and the latest PRs, the team; the first steps while the team is new. */
export default function DashboardPage() {
  const user = useUser();
  const organization = useOrganization();
  const role = useRole();
  // The cards are drawn in a background render after the first paint, so the welcome (the page's
  // largest text) is on screen while they are built.
  const cardsDrawn = useDeferredValue(true, false);
  const members = useMembers(organization?.id);
  const person = members.data?.find((m) => m.userId === user?.id)?.person ?? null;
  if (!organization) return null;
  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          Welcome{user?.firstName ? `, ${user.firstName}` : ''}
        </Title>
        <Group gap="xs" mt={4}>
          <Text c="dimmed">{organization.name}</Text>
          {/* named once the members list says what this person is (a parent is a member until it does) */}
          {role && !members.isPending ? (
            <Badge variant="light" color="gray" data-testid="current-role">
              {personLabel(role, person)}
            </Badge>
          ) : null}
        </Group>
      </div>
      {cardsDrawn ? <TeamHome key={organization.id} organization={organization} person={person} /> : null}
    </Stack>
  );
}
/** @public React Router reads `loader` from the lazily loaded page module */
export { dashboardLoader as loader } from './dashboard-loader';
