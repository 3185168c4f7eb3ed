import { useNavigate } from 'react-router';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendar, IconEdit, IconHome, IconMapPin, IconTrash } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import type { Meet } from '@core/api/meets';
import { paths } from '../../app/paths';
import { notify } from '../../lib/notify';
import { ConfirmModal } from '../../components/confirm-modal';
import { useDeleteMeet } from './api/delete-meet';
import { MeetEditDrawer } from './meet-edit-drawer';
import { meetDates, seasonLabel, STATUS_COLORS, STATUS_LABELS } from '../../lib/meet-labels';
import { MeetStatusActions } from './meet-status-actions';

/** The meet's name (the page's heading) and status; `compact` on a phone, where the results come right under it. */
export function MeetTitle({ meet, compact = false }: { meet: Meet; compact?: boolean }) {
  return (
    <Group gap="xs" wrap={compact ? 'nowrap' : 'wrap'}>
      <Title order={1} size={compact ? 'h3' : 'h2'} lineClamp={compact ? 1 : undefined}>
        {meet.name}
      </Title>
      <Badge color={STATUS_COLORS[meet.status]} variant="light" data-testid="meet-status" style={{ flexShrink: 0 }}>
        {STATUS_LABELS[meet.status]}
      </Badge>
    </Group>
  );
}

/**
 * The meet's name, status, dates, place, season, host and notes, with its edit, delete and lifecycle
 * actions. `titled={false}`: without the name and status, which the page shows above (a phone's).
 */
export function MeetHeader({ orgId, meet, canWrite, titled = true }: { orgId: string; meet: Meet; canWrite: boolean; titled?: boolean }) {
  const navigate = useNavigate();
  const [editing, edit] = useDisclosure(false);
  const [deleting, del] = useDisclosure(false);
  const remove = useDeleteMeet(orgId, meet.id);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ minWidth: 0 }}>
            {titled ? <MeetTitle meet={meet} /> : null}
            <Group gap="md" c="dimmed" style={{ rowGap: 4 }}>
              <Group gap={4} wrap="nowrap">
                <IconCalendar size={ICON_SIZE} aria-hidden="true" />
                <Text size="sm">{meetDates(meet)}</Text>
              </Group>
              {meet.location ? (
                <Group gap={4} wrap="nowrap">
                  <IconMapPin size={ICON_SIZE} aria-hidden="true" />
                  <Text size="sm">{meet.location}</Text>
                </Group>
              ) : null}
              {meet.host ? (
                <Group gap={4} wrap="nowrap">
                  <IconHome size={ICON_SIZE} aria-hidden="true" />
                  <Text size="sm">Host: {meet.host}</Text>
                </Group>
              ) : null}
              <Badge variant="outline" color="gray">
                {seasonLabel(meet)}
              </Badge>
            </Group>
          </Stack>
          {canWrite ? (
            <Group gap="xs">
              <Button size="xs" variant="default" leftSection={<IconEdit size={ICON_SIZE} />} onClick={edit.open}>
                Edit
              </Button>
              <Button size="xs" variant="default" color="red" leftSection={<IconTrash size={ICON_SIZE} />} onClick={del.open}>
                Delete
              </Button>
            </Group>
          ) : null}
        </Group>
        {meet.notes ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {meet.notes}
          </Text>
        ) : null}
        {canWrite ? <MeetStatusActions orgId={orgId} meet={meet} /> : null}
      </Stack>
      {canWrite ? (
        <>
          {editing ? <MeetEditDrawer orgId={orgId} meet={meet} opened={editing} onClose={edit.close} /> : null}
          <ConfirmModal
            opened={deleting}
            onClose={del.close}
            title="Delete this meet?"
            confirmLabel="Delete meet"
            onConfirm={async () => {
              await remove.mutateAsync();
              notify.success(`${meet.name} deleted`);
              void navigate(paths.meets);
            }}
          >
            {meet.name} goes with its {meet.eventCount} events and {meet.resultCount} results. PRs and leaders are worked out again without
            them. This cannot be undone.
          </ConfirmModal>
        </>
      ) : null}
    </Paper>
  );
}
