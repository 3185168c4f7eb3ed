import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Card, Group, Modal, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Organization } from '@core/api/organizations';
import { paths } from '../../app/paths';
import { authClient } from '../../lib/auth-client';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { clearSession } from '../../lib/session';
import { appActions } from '../../lib/store/app-store';
import { useUser } from '../../lib/store/hooks';
import { useDeleteMember } from '../members';
import { invalidateOrganizations, loadDefaultOrganization } from '../organizations';

const CONFIRM_WORD = 'DELETE';

/** Leave the team; delete the account (better-auth deleteUser, then state cleared and /auth). */
export function AccountSettings({ organization }: { organization: Organization }) {
  const user = useUser();
  const navigate = useNavigate();
  const leave = useDeleteMember();
  const [leaveOpen, setLeaveOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  if (!user) return null;
  const isOwner = organization.roleName === 'owner';

  const onLeave = () =>
    leave.mutate(user.id, {
      onSuccess: async () => {
        setLeaveOpen(false);
        notify.success(`You left ${organization.name}.`);
        appActions.clearOrganization();
        await invalidateOrganizations();
        await loadDefaultOrganization();
        void navigate(paths.dashboard, { replace: true });
      },
      onError: (e) => notify.error(errorMessage(e), 'Could not leave the team'),
    });

  const onDelete = async () => {
    setDeleting(true);
    setDeleteError(null);
    try {
      const { error } = await authClient.deleteUser(password ? { password } : {});
      if (error) {
        setDeleteError(
          error.code === 'INVALID_PASSWORD' ? 'That password is not right.' : error.message || 'Could not delete the account.',
        );
        return;
      }
      clearSession();
      await navigate(`${paths.auth}?note=deleted`, { replace: true });
    } catch (e) {
      setDeleteError(errorMessage(e));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="xs">
          <Title order={2} fz="h4">
            Leave {organization.name}
          </Title>
          <Text size="sm" c="dimmed">
            {isOwner
              ? 'You own this team: transfer ownership under Team first, then you can leave.'
              : 'You will lose access to the team. You can join again with its invite link.'}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" color="red" disabled={isOwner} onClick={() => setLeaveOpen(true)}>
              Leave team
            </Button>
          </Group>
        </Stack>
      </Card>
      <Card withBorder radius="lg" padding="lg" style={{ borderColor: 'var(--mantine-color-red-3)' }}>
        <Stack gap="xs">
          <Title order={2} fz="h4">
            Delete your account
          </Title>
          <Text size="sm" c="dimmed">
            Removes your sign-in and your personal data from Splits. Teams you own must be transferred or deleted first.
          </Text>
          <Group justify="flex-end">
            <Button color="red" onClick={() => setDeleteOpen(true)}>
              Delete account
            </Button>
          </Group>
        </Stack>
      </Card>
      <Modal opened={leaveOpen} onClose={() => setLeaveOpen(false)} title={`Leave ${organization.name}?`} centered>
        <Stack>
          <Text size="sm">You will no longer see the team&apos;s roster, meets or messages.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setLeaveOpen(false)}>
              Cancel
            </Button>
            <Button color="red" loading={leave.isPending} onClick={onLeave}>
              Yes, leave
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={deleteOpen} onClose={() => setDeleteOpen(false)} title="Delete your account?" centered>
        <Stack>
          <Text size="sm">This cannot be undone. Type {CONFIRM_WORD} and your password to confirm.</Text>
          <TextInput
            label={`Type ${CONFIRM_WORD} to confirm`}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            autoComplete="off"
          />
          <PasswordInput
            label="Your password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            autoComplete="current-password"
          />
          {deleteError ? (
            <Text c="red" size="sm" role="alert">
              {deleteError}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleteOpen(false)}>
              Cancel
            </Button>
            <Button color="red" disabled={typed !== CONFIRM_WORD || !password} loading={deleting} onClick={() => void onDelete()}>
              Delete my account
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
