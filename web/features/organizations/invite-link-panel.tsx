import { lazy, Suspense, useState } from 'react';
import { Button, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import { CopyTextButton } from '../../components/copy-text-button';
import { errorMessage } from '../../lib/api-error';
import { useOrganization } from '../../lib/store/hooks';
import { useOrganizationLink } from './api/get-organization-link';

const loadRotateModal = () => import('./rotate-link-modal');
const RotateLinkModal = lazy(loadRotateModal);

interface Props {
  organizationId: string;
  canRead: boolean;
  canRotate: boolean;
}

/** Same on both states, so its lines wrap the same way while the link loads. */
const note = (joinApproval: boolean) =>
  joinApproval
    ? 'Anyone with this link can ask to join your team; an owner or admin accepts them.'
    : 'Anyone with this link can join your team as an athlete or parent.';

/** The team's invite link with "Copy link", and "Rotate link" (with confirmation) for owners and admins. */
export function InviteLinkPanel({ organizationId, canRead, canRotate }: Props) {
  const organization = useOrganization();
  const noteText = note(organization?.id === organizationId && organization.joinApproval);
  const link = useOrganizationLink(organizationId, canRead);
  const [confirming, setConfirming] = useState(false);
  // the modal's code is fetched on the first hover, focus or click of "Rotate link", then stays mounted
  const [modalWanted, setModalWanted] = useState(false);

  if (!canRead) {
    return (
      <Text size="sm" c="dimmed">
        Ask a coach or an admin of your team for the invite link.
      </Text>
    );
  }
  // the loading state is the panel itself with the link and buttons greyed out: the same label,
  // input, button row and note, so nothing in or below it moves when the link arrives
  if (link.isPending) {
    return (
      <Stack gap="xs" role="status" aria-label="Loading invite link">
        <TextInput label="Invite link" readOnly disabled value="" aria-hidden="true" tabIndex={-1} />
        <Group gap="xs">
          <Skeleton height={36} width={130} radius="md" />
          {canRotate ? <Skeleton height={36} width={144} radius="md" /> : null}
        </Group>
        <Text size="xs" c="dimmed">
          {noteText}
        </Text>
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

  const preload = () => void loadRotateModal();
  return (
    <Stack gap="xs">
      <TextInput label="Invite link" readOnly value={link.data.link} onFocus={(e) => e.currentTarget.select()} data-testid="invite-link" />
      <Group gap="xs" align="flex-start">
        <CopyTextButton variant="light" value={link.data.link} label="Copy link" what="the invite link above" />
        {canRotate ? (
          <Button
            variant="default"
            leftSection={<IconRefresh size={ICON_SIZE} />}
            onPointerEnter={preload}
            onFocus={preload}
            onClick={() => {
              setModalWanted(true);
              setConfirming(true);
            }}
          >
            Rotate link
          </Button>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed">
        {noteText}
      </Text>
      {modalWanted ? (
        <Suspense fallback={null}>
          <RotateLinkModal organizationId={organizationId} opened={confirming} onClose={() => setConfirming(false)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
