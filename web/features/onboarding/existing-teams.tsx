import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { paths } from '../../app/paths';
import { appActions } from '../../lib/store/app-store';
import { errorMessage } from '../../lib/api-error';
import { useOrganizations, fetchOrganization } from '../organizations';

/** A user who already belongs to teams (none selected on this device) can open one instead of creating another. */
export function ExistingTeams() {
  const navigate = useNavigate();
  const organizations = useOrganizations();
  const [opening, setOpening] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!organizations.data?.length) return null;

  const open = async (id: string) => {
    setOpening(id);
    setError(null);
    try {
      appActions.selectOrganization(await fetchOrganization(id));
      await navigate(paths.dashboard, { replace: true });
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setOpening(null);
    }
  };

  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="xs">
        <Text fw={600}>You already belong to {organizations.data.length === 1 ? 'a team' : 'these teams'}</Text>
        {organizations.data.map((o) => (
          <Group key={o.id} justify="space-between" wrap="nowrap">
            <Text truncate>{o.name}</Text>
            <Button size="xs" variant="light" loading={opening === o.id} onClick={() => void open(o.id)}>
              Open
            </Button>
          </Group>
        ))}
        {error ? (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
