import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { useRotateOrganizationLink } from './api/rotate-organization-link';

interface Props {
  organizationId: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * The confirmation before a new invite link replaces the current one. The invite panel loads it on
 * demand (React.lazy), so the modal's focus trap and scroll lock are not part of the dashboard's first load.
 */
export default function RotateLinkModal({ organizationId, opened, onClose }: Props) {
  const rotate = useRotateOrganizationLink(organizationId);
  const onRotate = () =>
    rotate.mutate(undefined, {
      onSuccess: () => {
        onClose();
        notify.success('New invite link created. The old link no longer works.');
      },
      onError: (e) => notify.error(errorMessage(e), 'Could not rotate the link'),
    });
  return (
    <Modal opened={opened} onClose={onClose} title="Rotate the invite link?" centered>
      <Stack>
        <Text size="sm">A new link replaces the current one. People who have the old link will no longer be able to join with it.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" loading={rotate.isPending} onClick={onRotate}>
            Create new link
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
