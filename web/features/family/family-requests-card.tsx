import { Link } from 'react-router';
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { paths } from '../../app/paths';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { useConfirmFamilyLink, useFamilyRequests, useRemoveFamilyLink } from './api/family';

/** Coaches' home: parents who entered a family code and wait for a confirmation (nothing when none wait). */
export function FamilyRequestsCard({ orgId }: { orgId: string }) {
  const requests = useFamilyRequests(orgId, true);
  const confirm = useConfirmFamilyLink(orgId);
  const remove = useRemoveFamilyLink(orgId);
  if (!requests.data?.length) return null;
  const onError = (e: unknown) => notify.error(errorMessage(e));
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="family-requests-title">
      <Title order={2} fz="h3" id="family-requests-title" mb="md">
        Parents to confirm
      </Title>
      <Stack component="ul" gap="sm" p={0} m={0}>
        {requests.data.map((r) => (
          <Stack key={r.id} component="li" gap={4} style={{ listStyle: 'none' }}>
            <Text size="sm">
              {r.firstName} {r.lastName} ({r.email}) asks to be linked to{' '}
              <Anchor component={Link} to={paths.athleteDetail(r.athleteId)}>
                {r.athleteFirstName} {r.athleteLastName}
              </Anchor>
            </Text>
            <Group gap="xs">
              <Button size="xs" onClick={() => confirm.mutate(r.id, { onError })}>
                Confirm
              </Button>
              <Button size="xs" variant="default" onClick={() => remove.mutate(r.id, { onError })}>
                Decline
              </Button>
            </Group>
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
