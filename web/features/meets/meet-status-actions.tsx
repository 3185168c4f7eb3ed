import { Button, Group } from '@mantine/core';
import { IconCalendarCheck, IconCheck, IconArrowBackUp, IconBan } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import { MEET_TRANSITIONS, type Meet, type MeetStatus } from '@core/api/meets';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { usePatchMeet } from './api/patch-meet';
import { STATUS_LABELS } from '../../lib/meet-labels';

const ACTION: Record<MeetStatus, { label: (from: MeetStatus) => string; icon: typeof IconCheck; color?: string }> = {
  draft: { label: () => 'Back to draft', icon: IconArrowBackUp },
  scheduled: {
    label: (from) => (from === 'completed' ? 'Reopen' : from === 'cancelled' ? 'Reinstate' : 'Schedule'),
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
      await patch.mutateAsync({ status });
      notify.success(`${meet.name}: ${STATUS_LABELS[status].toLowerCase()}`);
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
            onClick={() => void move(to)}
          >
            {label(meet.status)}
          </Button>
        );
      })}
    </Group>
  );
}
