import { useState } from 'react';
import { Badge, Button, Card, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import type { FamilyLink } from '@core/api/family';
import { CopyTextButton } from '../../components/copy-text-button';
import { FormAlert } from '../../components/form-alert';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { useMembers } from '../members';
import { useAthleteFamily, useConfirmFamilyLink, useLinkParent, useRemoveFamilyLink, useRotateFamilyCode } from './api/family';

/** The code as a coach reads it out: two groups of four. */
const spaced = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

/**
 * Coaches, on an athlete's page: the athlete's parents and guardians (waiting ones to confirm or
 * decline), a member to link as parent at once, and the family code to give a parent.
 */
export function AthleteFamilyPanel({
  orgId,
  athleteId,
  athleteUserId,
}: {
  orgId: string;
  athleteId: string;
  athleteUserId: string | null;
}) {
  const family = useAthleteFamily(orgId, athleteId);
  const members = useMembers(orgId);
  const rotate = useRotateFamilyCode(orgId, athleteId);
  const link = useLinkParent(orgId, athleteId);
  const confirm = useConfirmFamilyLink(orgId);
  const remove = useRemoveFamilyLink(orgId);
  const [chosen, setChosen] = useState('');
  const linked = new Set((family.data?.links ?? []).map((l) => l.userId));
  const candidates = (members.data ?? [])
    .filter((m) => m.roleName === 'invitee' && m.userId !== athleteUserId && !linked.has(m.userId))
    .map((m) => ({ value: m.userId, label: `${m.firstName} ${m.lastName}`.trim() || (m.email ?? '') }));
  const onError = (e: unknown) => notify.error(errorMessage(e));
  const row = (l: FamilyLink) => (
    <Group key={l.id} component="li" justify="space-between" gap="xs" style={{ listStyle: 'none' }}>
      <Group gap="xs">
        <Text size="sm">
          {l.firstName} {l.lastName}
        </Text>
        {l.status === 'pending' ? (
          <Badge size="sm" color="yellow" variant="light">
            Waiting
          </Badge>
        ) : null}
      </Group>
      <Group gap="xs">
        {l.status === 'pending' ? (
          <Button size="xs" onClick={() => confirm.mutate(l.id, { onError })} loading={confirm.isPending && confirm.variables === l.id}>
            Confirm {l.firstName}
          </Button>
        ) : null}
        <Button size="xs" variant="default" onClick={() => remove.mutate(l.id, { onError })}>
          {l.status === 'pending' ? 'Decline' : 'Unlink'}
        </Button>
      </Group>
    </Group>
  );
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="family-panel-title">
      <Title order={2} size="h4" id="family-panel-title" mb="sm">
        Parents and guardians
      </Title>
      {family.error ? <FormAlert message={errorMessage(family.error)} /> : null}
      {family.data ? (
        <Stack gap="md">
          {family.data.links.length ? (
            <Stack component="ul" gap="xs" p={0} m={0} aria-label="Parents and guardians">
              {family.data.links.map(row)}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              No parent or guardian linked yet.
            </Text>
          )}
          <Group align="flex-end" gap="xs">
            <NativeSelect
              label="Link a member as parent"
              data={[{ value: '', label: candidates.length ? 'Choose a member' : 'No member to link' }, ...candidates]}
              value={chosen}
              onChange={(e) => setChosen(e.currentTarget.value)}
              disabled={candidates.length === 0}
              style={{ flex: '1 1 14rem' }}
            />
            <Button
              disabled={!chosen}
              loading={link.isPending}
              onClick={() => chosen && link.mutate(chosen, { onSuccess: () => setChosen(''), onError })}
            >
              Link
            </Button>
          </Group>
          <div>
            <Text size="sm">Or give a parent this family code; they enter it on their home page and you confirm it here:</Text>
            <Group gap="xs" mt={4} align="flex-start">
              <Text ff="monospace" fw={700} fz="lg" data-testid="family-code">
                {spaced(family.data.code)}
              </Text>
              <CopyTextButton size="xs" value={family.data.code} label="Copy" what="the code" />
              <Button size="xs" variant="subtle" loading={rotate.isPending} onClick={() => rotate.mutate(undefined, { onError })}>
                New code
              </Button>
            </Group>
          </div>
        </Stack>
      ) : null}
    </Card>
  );
}
