import { lazy, Suspense, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Button, Divider, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { organizationInputSchema, type ORGANIZATION_KINDS, type UNITS } from '@core/api/organizations';
import { paths } from '../../app/paths';
import { importWithReload } from '../../app/reload-guard';
import { errorMessage } from '../../lib/api-error';
import { useUser } from '../../lib/store/hooks';
import { FormAlert } from '../../components/form-alert';
import { usePostOrganization, KIND_OPTIONS, UNIT_OPTIONS, browserTimezone, timezoneOptions } from '../organizations';
import { useMyJoinRequests } from '../members';
import { JoinInviteCard } from './join-invite-card';
import { WaitingForApproval } from './waiting-for-approval';
import { ExistingTeams } from './existing-teams';
import { OnboardingSteps } from './onboarding-steps';
import { loadPendingInvite } from './pending-invite';

// the upload machinery loads after the form: the photo is optional
const OnboardingPhotoCard = lazy(() => importWithReload(() => import('./onboarding-photo-card')));

interface OrgFormValues {
  name: string;
  kind: (typeof ORGANIZATION_KINDS)[number];
  location: string;
  units: (typeof UNITS)[number];
  timezone: string;
}

/**
 * /onboard/org: join the team whose invite brought the user (or wait for it to accept them), or
 * create a team (the user becomes its owner). Someone here by an invite sees the join first and the
 * team creation only on asking.
 */
export default function OnboardOrgPage() {
  const user = useUser();
  const navigate = useNavigate();
  const create = usePostOrganization();
  const [invite, setInvite] = useState(loadPendingInvite);
  const [error, setError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const requests = useMyJoinRequests();
  const form = useForm<OrgFormValues>({
    initialValues: { name: '', kind: 'high-school', location: '', units: 'imperial', timezone: browserTimezone() },
    validate: schemaResolver(organizationInputSchema, { sync: true }),
  });

  // the profile step comes first
  if (!user) return <Navigate to={paths.onboard} replace />;

  const submit = form.onSubmit((values) => {
    setError(null);
    create.mutate(values, {
      onSuccess: () => void navigate(paths.dashboard, { replace: true }),
      onError: (e) => setError(errorMessage(e)),
    });
  });

  const waiting = (requests.data?.length ?? 0) > 0;
  // a parent who followed a coach's link is here to join (or is waiting to be let in), not to set up a team
  const joining = invite !== null || waiting;
  const showForm = !joining || creating;

  return (
    <Stack gap="lg">
      <OnboardingSteps active={2} />
      <div>
        <Title order={1} fz="h2" data-testid="onboard-org-title">
          {invite ? 'Join your team' : waiting ? 'Almost there' : 'Set up your team'}
        </Title>
        <Text c="dimmed">
          {invite
            ? "Your coach's invite link brought you here. Join the team to see its roster, meets and results."
            : waiting
              ? 'Your team approves new members before they join.'
              : 'Create your team to start your roster, meets and records. You can invite coaches and athletes next.'}
        </Text>
      </div>
      <WaitingForApproval />
      {invite ? <JoinInviteCard invite={invite} onDismiss={() => setInvite(null)} onPending={() => setInvite(null)} /> : null}
      <ExistingTeams />
      {joining && !creating ? (
        <Group justify="center">
          <Button variant="subtle" onClick={() => setCreating(true)}>
            Create a new team instead
          </Button>
        </Group>
      ) : null}
      {joining && creating ? <Divider label="Create a new team" labelPosition="center" /> : null}
      {showForm ? (
        <>
          <FormAlert message={error} />
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <TextInput label="Team name" placeholder="Northside High Track & Field" required {...form.getInputProps('name')} />
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <Select label="Team type" data={KIND_OPTIONS} allowDeselect={false} {...form.getInputProps('kind')} />
                <TextInput label="Location" placeholder="City, state" {...form.getInputProps('location')} />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <Select label="Units" data={UNIT_OPTIONS} allowDeselect={false} {...form.getInputProps('units')} />
                <Select label="Time zone" data={timezoneOptions()} searchable allowDeselect={false} {...form.getInputProps('timezone')} />
              </SimpleGrid>
              <Group justify="flex-end">
                <Button type="submit" loading={create.isPending} size="md">
                  Create team
                </Button>
              </Group>
            </Stack>
          </form>
        </>
      ) : null}
      <Suspense fallback={null}>
        <OnboardingPhotoCard />
      </Suspense>
    </Stack>
  );
}
