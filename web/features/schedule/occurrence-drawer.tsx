import { useState } from 'react';
import { Anchor, Badge, Button, Divider, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { IconEdit, IconRestore, IconTrash } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import type { CalendarItem, Target } from '@core/api/schedule';
import { paths } from '../../app/paths';
import { FormAlert } from '../../components/form-alert';
import { PageLoader } from '../../components/page-loader';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { usePatchScheduleEvent } from './api/event-mutations';
import { useOccurrence } from './api/get-occurrence';
import { AttendanceSheet } from './attendance-sheet';
import { AvailabilityButtons } from './availability-buttons';
import { RemoveEventModal } from './remove-event-modal';
import { ANSWER_COLORS, ANSWER_LABELS, audienceLabel, itemWhen, KIND_COLORS, KIND_LABELS } from './schedule-labels';

export const targetOf = (item: CalendarItem): Target =>
  item.type === 'meet' ? { meetId: item.meetId! } : { eventId: item.eventId!, occurrence: item.occurrence! };

interface Props {
  orgId: string;
  item: CalendarItem;
  canWrite: boolean;
  onEdit: (item: CalendarItem) => void;
  onClose: () => void;
}

/** One occurrence or meet: when, where, for whom; your answer; who answered; (coaches) edit, cancel, attendance. */
export function OccurrenceDrawer({ orgId, item: initial, canWrite, onEdit, onClose }: Props) {
  const target = targetOf(initial);
  const detail = useOccurrence(orgId, target);
  const [removing, setRemoving] = useState(false);
  const restore = usePatchScheduleEvent(orgId);
  const item = detail.data?.item ?? initial;
  const responses = detail.data?.responses ?? [];

  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="md"
      title={
        <Title order={2} fz="h3">
          {item.title}
        </Title>
      }
    >
      <Stack gap="md">
        <Group gap="xs">
          <Badge color={KIND_COLORS[item.kind]} variant="light">
            {KIND_LABELS[item.kind]}
          </Badge>
          {item.cancelled ? <Badge color="red">Cancelled</Badge> : null}
          {item.changed ? (
            <Badge color="yellow" variant="light">
              Changed
            </Badge>
          ) : null}
          {item.recurring ? <Badge variant="outline">Repeats</Badge> : null}
        </Group>
        <Stack gap={2}>
          <Text fw={500}>{itemWhen(item)}</Text>
          {item.location ? <Text size="sm">{item.location}</Text> : null}
          {item.type === 'event' ? (
            <Text size="sm" c="dimmed">
              For: {audienceLabel(item.audience)}
            </Text>
          ) : null}
          {item.notes ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {item.notes}
            </Text>
          ) : null}
          {item.type === 'meet' ? (
            <Anchor component={Link} to={paths.meetDetail(item.meetId!)} size="sm">
              Open the meet
            </Anchor>
          ) : null}
        </Stack>
        {item.cancelled ? null : (
          <Stack gap={6}>
            <Text size="sm" fw={600}>
              Are you going?
            </Text>
            <AvailabilityButtons orgId={orgId} target={target} answer={item.myAnswer} />
          </Stack>
        )}
        <Text size="sm" data-testid="answer-counts">
          {item.counts.going} going · {item.counts.maybe} maybe · {item.counts.notGoing} not going
        </Text>
        {detail.isPending ? <PageLoader /> : null}
        {detail.error ? <FormAlert message={errorMessage(detail.error)} /> : null}
        {responses.length ? (
          <Stack gap={4} component="ul" p={0} m={0} aria-label="Answers">
            {responses.map((r) => (
              <Group key={r.userId ?? r.athleteId} component="li" gap="xs" justify="space-between" style={{ listStyle: 'none' }}>
                <Text size="sm">{r.name}</Text>
                <Badge size="sm" variant="light" color={ANSWER_COLORS[r.answer]}>
                  {ANSWER_LABELS[r.answer]}
                </Badge>
              </Group>
            ))}
          </Stack>
        ) : null}
        {canWrite && item.type === 'event' ? (
          <Group gap="xs">
            <Button variant="default" leftSection={<IconEdit size={ICON_SIZE} />} onClick={() => onEdit(item)}>
              Edit
            </Button>
            {item.cancelled ? (
              <Button
                variant="default"
                leftSection={<IconRestore size={ICON_SIZE} />}
                loading={restore.isPending}
                onClick={() =>
                  restore.mutate(
                    { eventId: item.eventId!, body: { scope: 'occurrence', occurrence: item.occurrence!, cancelled: false } },
                    { onSuccess: () => notify.success(`${item.title} is back on`), onError: (e) => notify.error(errorMessage(e)) },
                  )
                }
              >
                Restore
              </Button>
            ) : null}
            <Button variant="light" color="red" leftSection={<IconTrash size={ICON_SIZE} />} onClick={() => setRemoving(true)}>
              Cancel or delete
            </Button>
          </Group>
        ) : null}
        {canWrite && detail.data?.attendance ? (
          <>
            <Divider />
            <Title order={3} fz="h4">
              Attendance
            </Title>
            <AttendanceSheet orgId={orgId} target={target} rows={detail.data.attendance} />
          </>
        ) : null}
      </Stack>
      {removing ? <RemoveEventModal orgId={orgId} item={item} onClose={() => setRemoving(false)} onDone={onClose} /> : null}
    </Drawer>
  );
}
