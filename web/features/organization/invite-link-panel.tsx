import { useState } from 'react';
import { Box, Button, CopyButton, Group, Modal, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { useOrganizationLink } from './api/get-organization-link';
import { useRotateOrganizationLink } from './api/rotate-organization-link';

interface Props {
  organizationId: string;
  canRead: boolean;
  canRotate: boolean;
}

/** The team's invite link with "Copy link", and "Rotate link" (with confirmation) for owners and admins. */
export function InviteLinkPanel({ organizationId, canRead, canRotate }: Props) {
  const link = useOrganizationLink(organizationId, canRead);
  const rotate = useRotateOrganizationLink(organizationId);
  const [confirming, setConfirming] = useState(false);

  if (!canRead) {
    return (
      <Text size="sm" c="dimmed">
        Ask a coach or an admin of your team for the invite link.
      </Text>
    );
  }
  // the loading state takes the panel's own size: nothing below it moves when the link arrives
  if (link.isPending) {
    return (
      <Stack gap="xs" role="status" aria-label="Loading invite link">
        <Box>
          <Skeleton height={18} width={90} mb={4} />
          <Skeleton height={36} radius="md" />
        </Box>
        <Group gap="xs">
          <Skeleton height={36} width={130} radius="md" />
          {canRotate ? <Skeleton height={36} width={144} radius="md" /> : null}
        </Group>
        <Skeleton height={17} width="70%" />
      </Stack>
    );
  }
  if (link.isError) {
    return (
      <Text size="sm" c="red" role="alert">
        {errorMessage(link.error)}
      </Text>
    );
  }

  const onRotate = () =>
    rotate.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        notify.success('New invite link created. The old link no longer works.');
      },
      onError: (e) => notify.error(errorMessage(e), 'Could not rotate the link'),
    });

  return (
    <Stack gap="xs">
      <TextInput
        label="Invite link"
        readOnly
        value={link.data.link}
        onFocus={(e) => e.currentTarget.select()}
        data-testid="invite-link"
      />
      <Group gap="xs">
        <CopyButton value={link.data.link} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              onClick={copy}
              variant="light"
              color={copied ? 'green' : undefined}
              leftSection={copied ? <IconCheck size={ICON_SIZE} /> : <IconCopy size={ICON_SIZE} />}
              aria-live="polite"
            >
              {copied ? 'Copied' : 'Copy link'}
            </Button>
          )}
        </CopyButton>
        {canRotate ? (
          <Button variant="default" leftSection={<IconRefresh size={ICON_SIZE} />} onClick={() => setConfirming(true)}>
            Rotate link
          </Button>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed">
        Anyone with this link can join your team as an invitee.
      </Text>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Rotate the invite link?" centered>
        <Stack>
          <Text size="sm">
            A new link replaces the current one. People who have the old link will no longer be able to join with it.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button color="red" loading={rotate.isPending} onClick={onRotate}>
              Create new link
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
