import { useState } from 'react';
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import type { CalendarItem, EditScope } from '@core/api/schedule';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { useDeleteScheduleEvent } from './api/event-mutations';

const CHOICES: { scope: EditScope; label: string; description: string }[] = [
  { scope: 'occurrence', label: 'Cancel only this one', description: 'It stays on the calendar marked cancelled (a holiday, a storm).' },
  { scope: 'following', label: 'Remove this and the following ones', description: 'The series ends the day before.' },
  { scope: 'series', label: 'Delete the whole series', description: 'Every occurrence, past ones too, with their answers and attendance.' },
];

/** Cancel one occurrence, end the series here, or delete it; a one-off event is cancelled or deleted. */
export function RemoveEventModal({
  orgId,
  item,
  onClose,
  onDone,
}: {
  orgId: string;
  item: CalendarItem;
  onClose: () => void;
  onDone: () => void;
}) {
  const [scope, setScope] = useState<EditScope>('occurrence');
  const remove = useDeleteScheduleEvent(orgId);
  const choices = item.recurring ? CHOICES : CHOICES.filter((c) => c.scope !== 'following');
  const confirm = () =>
    remove.mutate(
      { eventId: item.eventId!, scope, occurrence: scope === 'series' ? undefined : item.occurrence! },
      {
        onSuccess: () => {
          notify.success(
            scope === 'occurrence'
              ? `${item.title} is cancelled`
              : scope === 'following'
                ? 'This and the following ones are removed'
                : `${item.title} is deleted`,
          );
          onDone();
        },
        onError: (error) => notify.error(errorMessage(error)),
      },
    );
  return (
    <Modal opened onClose={onClose} title={`Cancel or delete ${item.title}`}>
      <Stack gap="md">
        <Radio.Group value={scope} onChange={(v) => setScope(v as EditScope)} aria-label="What to remove">
          <Stack gap="sm">
            {choices.map((c) => (
              <Radio key={c.scope} value={c.scope} label={c.label} description={c.description} />
            ))}
          </Stack>
        </Radio.Group>
        <Text size="sm" c="dimmed">
          Subscribed phone calendars update on their next refresh.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep it
          </Button>
          <Button color="red" loading={remove.isPending} onClick={confirm}>
            {scope === 'occurrence' ? 'Cancel this one' : scope === 'following' ? 'Remove these' : 'Delete series'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
