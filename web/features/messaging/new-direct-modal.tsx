import { useState } from 'react';
import { Alert, Button, Group, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { DIRECT_MAX_MEMBERS, type Channel, type DirectMessagePolicy } from '@core/api/messaging';
import { DIRECT_REFUSAL_MESSAGES, directRefusal } from '@core/messaging/direct-policy';
import { personLabel } from '@core/people';
import type { RoleName } from '@core/roles';
import { FormAlert } from '../../components/form-alert';
import { errorMessage } from '../../lib/api-error';
import { useMembers } from '../members';
import { usePostDirect } from './api/channel-mutations';
import { personName } from './channel-labels';

/**
 * Starts (or reopens) a direct conversation with one or more members. The team's policy is
 * explained before sending (the server decides; decision 023).
 */
export function NewDirectModal({
  orgId,
  opened,
  onClose,
  onOpened,
  myUserId,
  myRole,
  policy,
}: {
  orgId: string;
  opened: boolean;
  onClose: () => void;
  onOpened: (channel: Channel) => void;
  myUserId: string | undefined;
  myRole: RoleName | null;
  policy: DirectMessagePolicy | undefined;
}) {
  const [ids, setIds] = useState<string[]>([]);
  const members = useMembers(opened ? orgId : undefined);
  const open = usePostDirect(orgId);
  const others = (members.data ?? []).filter((m) => m.userId !== myUserId);
  const roles = [myRole, ...others.filter((m) => ids.includes(m.userId)).map((m) => m.roleName)].filter((r): r is RoleName => r !== null);
  const refusal = policy && ids.length ? directRefusal(policy, roles) : null;
  const close = () => {
    setIds([]);
    open.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="New direct message">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!ids.length || refusal) return;
          open.mutate(ids, {
            onSuccess: (channel) => {
              onOpened(channel);
              close();
            },
          });
        }}
      >
        <Stack>
          {open.isError ? <FormAlert message={errorMessage(open.error)} /> : null}
          <MultiSelect
            label="To"
            placeholder="Choose members"
            data={others.map((m) => ({ value: m.userId, label: `${personName(m)} (${personLabel(m.roleName, m.person)})` }))}
            value={ids}
            onChange={setIds}
            searchable
            maxValues={DIRECT_MAX_MEMBERS - 1}
            nothingFoundMessage="No member by that name"
            data-autofocus
          />
          {refusal ? (
            <Alert color="yellow" variant="light" role="status">
              {DIRECT_REFUSAL_MESSAGES[refusal]}
            </Alert>
          ) : policy === 'two-adults' ? (
            <Text size="xs" c="dimmed">
              Your team requires a second coach in direct messages between athletes or parents and coaches.
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={open.isPending} disabled={!ids.length || Boolean(refusal)}>
              Open conversation
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
