import { personLabel } from '@core/people';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Card, Group, Modal, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Organization } from '@core/api/organizations';
import { displayName } from '@core/user-names';
import { paths } from '../../app/paths';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { useUser } from '../../lib/store/hooks';
import { useMembers, usePatchMemberRole } from '../members';
import { loadDefaultOrganization, useDeleteOrganization } from '../organizations';

/** Owner only (capabilities organization:transfer / organization:delete): transfer ownership, delete the team. */
export function OwnerZone({ organization }: { organization: Organization }) {
  const canTransfer = organization.capabilities.includes('organization:transfer');
  const canDelete = organization.capabilities.includes('organization:delete');
  const user = useUser();
  const navigate = useNavigate();
  const members = useMembers(canTransfer ? organization.id : undefined);
  const transfer = usePatchMemberRole();
  const remove = useDeleteOrganization();
  const [newOwner, setNewOwner] = useState<string | null>(null);
  const [transferOpen, setTransferOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [typed, setTyped] = useState('');
  if (!canTransfer && !canDelete) return null;

  const candidates = (members.data ?? [])
    .filter((m) => m.userId !== user?.id && m.roleName !== 'owner')
    .map((m) => ({ value: m.userId, label: `${displayName(m) || m.email} (${personLabel(m.roleName, m.person)})` }));

  const onTransfer = () => {
    if (!newOwner) return;
    transfer.mutate(
      { memberId: newOwner, newRoleName: 'owner' },
      {
        onSuccess: () => {
          setTransferOpen(false);
          notify.success('Ownership transferred.');
          void navigate(paths.settings, { replace: true }); // the guards refresh your role
        },
        onError: (e) => notify.error(errorMessage(e), 'Could not transfer ownership'),
      },
    );
  };

  const onDelete = () =>
    remove.mutate(organization.id, {
      onSuccess: async () => {
        setDeleteOpen(false);
        notify.success(`${organization.name} was deleted.`);
        await loadDefaultOrganization();
        void navigate(paths.dashboard, { replace: true });
      },
      onError: (e) => notify.error(errorMessage(e), 'Could not delete the team'),
    });

  return (
    <Card withBorder radius="lg" padding="lg" style={{ borderColor: 'var(--mantine-color-red-3)' }}>
      <Stack gap="md">
        <Title order={2} fz="h4">
          Owner
        </Title>
        {canTransfer ? (
          <Stack gap="xs">
            <Text size="sm">Make another member the owner. You become an admin.</Text>
            <Group align="flex-end" wrap="wrap">
              <Select
                label="New owner"
                placeholder={candidates.length ? 'Choose a member' : 'No other members yet'}
                data={candidates}
                value={newOwner}
                onChange={setNewOwner}
                searchable
                w={{ base: '100%', xs: 320 }}
              />
              <Button variant="default" disabled={!newOwner} onClick={() => setTransferOpen(true)}>
                Transfer ownership
              </Button>
            </Group>
          </Stack>
        ) : null}
        {canDelete ? (
          <Group justify="space-between" wrap="wrap">
            <Text size="sm">Delete the team with its roster, meets, results and records. This cannot be undone.</Text>
            <Button color="red" variant="light" onClick={() => setDeleteOpen(true)}>
              Delete team
            </Button>
          </Group>
        ) : null}
      </Stack>
      <Modal opened={transferOpen} onClose={() => setTransferOpen(false)} title="Transfer ownership?" centered>
        <Stack>
          <Text size="sm">{candidates.find((c) => c.value === newOwner)?.label} will own the team. You will become an admin.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setTransferOpen(false)}>
              Cancel
            </Button>
            <Button loading={transfer.isPending} onClick={onTransfer}>
              Make owner
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={deleteOpen} onClose={() => setDeleteOpen(false)} title={`Delete ${organization.name}?`} centered>
        <Stack>
          <Text size="sm">Everything in the team is deleted for every member. Type the team name to confirm.</Text>
          <TextInput label="Team name to confirm" value={typed} onChange={(e) => setTyped(e.currentTarget.value)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleteOpen(false)}>
              Cancel
            </Button>
            <Button color="red" disabled={typed.trim() !== organization.name.trim()} loading={remove.isPending} onClick={onDelete}>
              Yes, delete this team
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
