import { personLabel, ROLE_CHOICE_LABELS } from '@core/people';
import { useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  NativeSelect,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconUserMinus } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import type { Organization } from '@core/api/organizations';
import type { Member } from '@core/api/members';
import { ROLES, canChangeRole, canRemoveMember, type RoleName } from '@core/roles';
import { displayName } from '@core/user-names';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { useRole, useUser } from '../../lib/store/hooks';
import { useMembers, usePatchMemberRole, useDeleteMember } from '../members';
import { InvitePeopleCard } from '../invites';
import { JoinRequestsCard } from './join-requests-card';

/** Members with their roles; change and remove where the role table allows (the server has the last word). */
export function MembersSettings({ organization }: { organization: Organization }) {
  const user = useUser();
  const actor = useRole();
  const members = useMembers(organization.id);
  const patch = usePatchMemberRole();
  const remove = useDeleteMember();
  const [removing, setRemoving] = useState<Member | null>(null);
  const manages = organization.capabilities.includes('members:manage');

  if (members.isPending) return <Loader size="sm" aria-label="Loading members" />;
  if (members.isError) {
    return (
      <Text c="red" role="alert">
        {errorMessage(members.error)}
      </Text>
    );
  }

  const roleOptions = (m: Member) =>
    ROLES.filter((r) => r === m.roleName || (actor !== null && r !== 'owner' && canChangeRole(actor, m.roleName, r))).map((r) => ({
      value: r,
      // the member's own role reads as what they are (Athlete, Parent); the others as the choice
      label: r === m.roleName ? personLabel(r, m.person) : ROLE_CHOICE_LABELS[r],
    }));

  const onRole = (m: Member, role: RoleName) =>
    patch.mutate(
      { memberId: m.userId, newRoleName: role },
      {
        onSuccess: () =>
          notify.success(`${displayName(m) || m.email} is now ${role === 'admin' ? 'an' : 'a'} ${ROLE_CHOICE_LABELS[role].toLowerCase()}.`),
        onError: (e) => notify.error(errorMessage(e), 'Could not change the role'),
      },
    );

  const onRemove = () => {
    if (!removing) return;
    remove.mutate(removing.userId, {
      onSuccess: () => {
        notify.success(`${displayName(removing) || removing.email} was removed from the team.`);
        setRemoving(null);
      },
      onError: (e) => notify.error(errorMessage(e), 'Could not remove the member'),
    });
  };

  const rows = [...members.data].sort(
    (a, b) => ROLES.indexOf(a.roleName) - ROLES.indexOf(b.roleName) || a.lastName.localeCompare(b.lastName),
  );

  return (
    <Stack gap="lg">
      {organization.capabilities.includes('invite:send') ? <InvitePeopleCard orgId={organization.id} actor={actor} /> : null}
      <JoinRequestsCard organization={organization} />
      <Card withBorder radius="lg" padding={0}>
        <Table verticalSpacing="sm" horizontalSpacing="sm" striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th w={60}>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((m) => {
              const self = m.userId === user?.id;
              const name = displayName(m) || m.email;
              const editable = manages && !self && actor !== null && roleOptions(m).length > 1;
              const removable = manages && !self && actor !== null && canRemoveMember(actor, m.roleName);
              return (
                <Table.Tr key={m.id} data-testid="member-row">
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {name}{' '}
                      {self ? (
                        <Badge size="xs" variant="outline">
                          you
                        </Badge>
                      ) : null}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                      {m.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {editable ? (
                      <NativeSelect
                        aria-label={`Role of ${name}`}
                        data={roleOptions(m)}
                        value={m.roleName}
                        onChange={(e) => {
                          const v = e.currentTarget.value;
                          if (v !== m.roleName) onRole(m, v as RoleName);
                        }}
                        disabled={patch.isPending}
                        w={116}
                        size="xs"
                      />
                    ) : (
                      <Badge variant="light" color="gray">
                        {personLabel(m.roleName, m.person)}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {removable ? (
                      <Tooltip label={`Remove ${name}`}>
                        <ActionIcon variant="subtle" color="red" aria-label={`Remove ${name}`} onClick={() => setRemoving(m)}>
                          <IconUserMinus size={ICON_SIZE} />
                        </ActionIcon>
                      </Tooltip>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        {!manages ? (
          <Text size="sm" c="dimmed" p="md">
            Only the team&apos;s owner and admins can change roles or remove members.
          </Text>
        ) : null}
        <Modal opened={removing !== null} onClose={() => setRemoving(null)} title="Remove this member?" centered>
          <Stack>
            <Text size="sm">
              {removing ? displayName(removing) || removing.email : ''} will lose access to the team. They can join again only with the
              invite link.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRemoving(null)}>
                Cancel
              </Button>
              <Button color="red" loading={remove.isPending} onClick={onRemove}>
                Remove
              </Button>
            </Group>
          </Stack>
        </Modal>
      </Card>
    </Stack>
  );
}
