import { Button, Group } from '@mantine/core';
import { IconCalendarCheck, IconCheck, IconArrowBackUp, IconBan } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import { MEET_TRANSITIONS, type Meet, type MeetStatus } from '@core/api/meets';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { usePatchMeet } from './api/patch-meet';
import { STATUS_LABELS } from '../../lib/meet-labels';

/** draft -> scheduled publishes the meet: athletes and parents see it from then on. */
const PUBLISHED_NOTE = 'Published: athletes and parents can now see it';

const ACTION: Record<MeetStatus, { label: (from: MeetStatus) => string; icon: typeof IconCheck; color?: string }> = {
  draft: { label: () => 'Back to draft', icon: IconArrowBackUp },
  scheduled: {
    label: (from) => (from === 'completed' ? 'Reopen' : from === 'cancelled' ? 'Reinstate' : 'Publish'),
    icon: IconCalendarCheck,
  },
  completed: { label: () => 'Mark completed', icon: IconCheck },
  cancelled: { label: () => 'Cancel meet', icon: IconBan, color: 'red' },
};

/** The lifecycle moves the meet allows from its status (draft -> scheduled -> completed, or cancelled). */
export function MeetStatusActions({ orgId, meet }: { orgId: string; meet: Meet }) {
  const patch = usePatchMeet(orgId, meet.id);
  const move = async (status: MeetStatus) => {
    try {
      const publishing = meet.status === 'draft' && status === 'scheduled';
      await patch.mutateAsync({ status });
      notify.success(`${meet.name}: ${publishing ? PUBLISHED_NOTE : STATUS_LABELS[status].toLowerCase()}`);
    } catch (error) {
      notify.error(errorMessage(error), 'The meet was not changed');
    }
  };
  return (
    <Group gap="xs" aria-label="Meet status">
      {MEET_TRANSITIONS[meet.status].map((to) => {
        const { label, icon: Icon, color } = ACTION[to];
        const primary = to === 'scheduled' || to === 'completed';
        return (
          <Button
            key={to}
            size="xs"
            variant={primary ? 'filled' : 'default'}
            color={color}
            leftSection={<Icon size={ICON_SIZE} />}
            loading={patch.isPending && patch.variables?.status === to}
            disabled={patch.isPending}
            title={meet.status === 'draft' && to === 'scheduled' ? 'Make the meet visible to athletes and parents' : undefined}
            onClick={() => void move(to)}
          >
            {label(meet.status)}
          </Button>
        );
      })}
    </Group>
  );
}
